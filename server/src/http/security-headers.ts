import type { CaptchaConfig } from "../config.ts";

/**
 * Headers on every response (issue 17, HTTP hardening): no MIME sniffing, no full URLs leaking
 * to other sites, and HSTS once Gatehouse is served over https. As a flat [name, value, …] list,
 * the form the get-session fast path writes.
 */
export function everyResponseHeaders(baseURL: string): string[] {
  return [
    "x-content-type-options",
    "nosniff",
    "referrer-policy",
    "strict-origin-when-cross-origin",
    ...(baseURL.startsWith("https://") ? ["strict-transport-security", "max-age=31536000; includeSubDomains"] : []),
  ];
}

/** Origins the captcha provider's widget loads scripts, frames and requests from (besides its script's). */
const CAPTCHA_EXTRA_ORIGINS: Record<CaptchaConfig["provider"], string[]> = {
  "cloudflare-turnstile": [],
  "google-recaptcha": ["https://www.gstatic.com"],
  hcaptcha: ["https://*.hcaptcha.com"],
};

/**
 * The web app's Content-Security-Policy: its own files only, plus the captcha provider's widget
 * when one is configured. Mantine writes inline styles, so styles allow 'unsafe-inline'; scripts
 * never do. `frameAncestors` is 'none' (no clickjacking of the account, organization and key
 * pages) except on a hosted checkout created with an `embed_origin`.
 */
export function webAppPolicy(captcha: CaptchaConfig | undefined, frameAncestors = "'none'"): string {
  const widget = captcha ? [new URL(captcha.scriptURL).origin, ...CAPTCHA_EXTRA_ORIGINS[captcha.provider]] : [];
  const own = ["'self'", ...widget].join(" ");
  return [
    "default-src 'self'",
    `script-src ${own}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${own}`,
    `frame-src ${widget.length > 0 ? widget.join(" ") : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join("; ");
}
