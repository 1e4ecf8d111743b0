/**
 * Which addresses a brand may point at. Images and links end up in pages and mails other people
 * open, so only web addresses: https, or plain http on this machine's loopback (and anywhere
 * while not in production, for a developer's own setup). Never credentials in a URL.
 */

/** Where Gatehouse serves an uploaded brand image; the id is the image's. */
export const BRAND_ASSET_PATH = "/api/auth/brand-assets";
const ASSET_PATH = /^\/api\/auth\/brand-assets\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The path of an uploaded image, as the upload answers it and the settings store it. */
export const brandAssetPath = (id: string) => `${BRAND_ASSET_PATH}/${id}`;

/** The id of an uploaded image from its path, or null when `value` is not such a path. */
export function brandAssetIdOf(value: string): string | null {
  return ASSET_PATH.exec(value)?.[1] ?? null;
}

const isLoopback = (hostname: string) =>
  hostname === "localhost" || hostname === "[::1]" || /^127(\.\d{1,3}){3}$/.test(hostname);

function parsedWebUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    if (url.username !== "" || url.password !== "") return null;
    return url;
  } catch {
    return null;
  }
}

/** An image address: https, or http on loopback (anywhere when `allowHttp`, outside production). */
export function isBrandImageUrl(value: string, allowHttp: boolean): boolean {
  const url = parsedWebUrl(value);
  if (!url) return false;
  return url.protocol === "https:" || allowHttp || isLoopback(url.hostname);
}

/** A link people follow for help: http or https. */
export function isWebLink(value: string): boolean {
  return parsedWebUrl(value) !== null;
}
