import { AccessErrors } from "./errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A session cookie rides along on any site's request, so a write authenticated by one must come
 * from a trusted `Origin`, as /api/auth requires: a foreign one and a missing one are refused
 * (browsers always send Origin on writes; only a forged or non-browser request lacks it). Bearer
 * tokens are not affected: no site can make a browser send them.
 */
export function checkSessionWriteOrigin(method: string, origin: string | undefined, trusted: readonly string[]): void {
  if (SAFE_METHODS.has(method)) return;
  if (!origin || origin === "null") throw AccessErrors.MISSING_ORIGIN_SESSION();
  if (!trusted.includes(origin)) throw AccessErrors.CROSS_ORIGIN_SESSION();
}
