import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from "node:crypto";

/**
 * The HMAC-SHA256 signatures better-auth puts on its cookies, computed with node:crypto's
 * synchronous HMAC: microseconds on the calling thread, instead of a WebCrypto round trip
 * through libuv's thread pool (which a burst of password hashing could be holding).
 */
export class CookieSigner {
  private readonly key: KeyObject;

  constructor(secret: string) {
    this.key = createSecretKey(Buffer.from(secret, "utf8"));
  }

  /** better-call's signed cookie: `value.base64(hmac)`; returns the value, or null when forged. */
  unsign(cookieValue: string): string | null {
    const dot = cookieValue.lastIndexOf(".");
    if (dot < 1) return null;
    const value = cookieValue.slice(0, dot);
    const signature = cookieValue.slice(dot + 1);
    if (signature.length !== 44 || !signature.endsWith("=")) return null;
    const expected = this.mac(value).digest();
    const given = Buffer.from(signature, "base64");
    return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
  }

  /** base64url without padding, as the compact cookie cache signs its payload. */
  signBase64Url(payload: string): string {
    return this.mac(payload).digest("base64url");
  }

  verifyBase64Url(payload: string, signature: string): boolean {
    const expected = this.mac(payload).digest();
    const given = Buffer.from(signature, "base64url");
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private mac(value: string) {
    return createHmac("sha256", this.key).update(value, "utf8");
  }
}

/** better-call's cookie parser semantics: first occurrence wins, values URI-decoded, quotes stripped. */
export function parseCookieHeader(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (cookies.has(name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.charCodeAt(0) === 34) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // better-call keeps undecodable values as they are
    }
    cookies.set(name, value);
  }
  return cookies;
}
