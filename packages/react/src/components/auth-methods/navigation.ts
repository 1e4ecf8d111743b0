/**
 * Addresses handed to Gatehouse must be absolute: it runs on another origin, so a path would
 * resolve against Gatehouse instead of the app. Without one, the app's current page.
 */
export function absoluteUrl(url: string | undefined): string {
  // Rendered on a server, there is no page yet: the browser's render computes the real one.
  if (typeof window === "undefined") return url ?? "";
  return new URL(url ?? window.location.href, window.location.href).href;
}

/**
 * Sends the browser to an address the server answered (a provider's authorization page). Only
 * http(s) targets are followed, never `javascript:` and the like; false when refused.
 */
export function followRedirect(url: unknown): boolean {
  if (typeof url !== "string") return false;
  let target: URL;
  try {
    target = new URL(url, window.location.href);
  } catch {
    return false;
  }
  if (target.protocol !== "http:" && target.protocol !== "https:") return false;
  window.location.assign(target.href);
  return true;
}
