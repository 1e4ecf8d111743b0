import type { CaptchaConfig } from "../config.ts";

/**
 * Headers on every response (HTTP hardening): no MIME sniffing, no full URLs leaking
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

/** Stripe.js and its Payment Element (Stripe's documented CSP): on hosted checkouts only. */
const STRIPE_ORIGINS = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
};

/**
 * The web app's Content-Security-Policy: its own files only, plus the captcha provider's widget
 * when one is configured, and Stripe.js on a hosted checkout (`checkout`). Mantine writes inline
 * styles, so styles allow 'unsafe-inline'; scripts never do. Frame ancestors are 'none' (no
 * clickjacking of the account, organization and key pages) except on a hosted checkout created
 * with an `embed_origin`.
 */
export function webAppPolicy(
  captcha: CaptchaConfig | undefined,
  checkout: { frameAncestors: string } | null = null,
): string {
  const widget = captcha ? [new URL(captcha.scriptURL).origin, ...CAPTCHA_EXTRA_ORIGINS[captcha.provider]] : [];
  const stripe = checkout ? STRIPE_ORIGINS : { script: [], frame: [], connect: [] };
  const frames = [...widget, ...stripe.frame];
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...widget, ...stripe.script].join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...widget, ...stripe.connect].join(" ")}`,
    `frame-src ${frames.length > 0 ? frames.join(" ") : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${checkout?.frameAncestors ?? "'none'"}`,
  ].join("; ");
}
