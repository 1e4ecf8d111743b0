/**
 * Sends the browser to the provider's authorization page. The auth client's redirect plugin
 * is off (see lib/auth-client.ts), so social sign-in and linking follow the `url` themselves;
 * only http(s) targets are followed, never `javascript:` and the like.
 */
export function followRedirect(url: string): boolean {
  let target: URL;
  try {
    target = new URL(url, window.location.origin);
  } catch {
    return false;
  }
  if (target.protocol !== "http:" && target.protocol !== "https:") return false;
  window.location.assign(target.href);
  return true;
}
