import { z } from "zod";
import { list, url } from "./parsers.ts";
import { envSection } from "./section.ts";

/** The captcha providers Gatehouse supports. */
export const CAPTCHA_PROVIDERS = ["cloudflare-turnstile", "google-recaptcha", "hcaptcha"] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/** Each provider's widget script, loaded for explicit rendering. */
export const CAPTCHA_SCRIPT_URLS: Record<CaptchaProvider, string> = {
  "cloudflare-turnstile": "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit",
  "google-recaptcha": "https://www.google.com/recaptcha/api.js?render=explicit",
  hcaptcha: "https://js.hcaptcha.com/1/api.js?render=explicit",
};

/**
 * Captcha (Turnstile, reCAPTCHA or hCaptcha; docs/guides/sign-in.md): all three of provider,
 * secret and site key, or none (checked when the configuration is loaded).
 */
export const captchaSection = envSection({
  title: "Captcha",
  intro:
    "Set a provider and its keys to guard sign-up, sign-in, password reset and the passwordless send routes with a captcha: Cloudflare Turnstile, Google reCAPTCHA (v2 widget) or hCaptcha. What clients send and what a refusal answers is in [the sign-in guide](../guides/sign-in.md#captcha).",
  variables: {
    CAPTCHA_PROVIDER: z.enum(CAPTCHA_PROVIDERS).optional(),
    CAPTCHA_SECRET_KEY: z.string().min(1).optional(),
    CAPTCHA_SITE_KEY: z.string().min(1).optional(),
    CAPTCHA_ENDPOINTS: list,
    CAPTCHA_VERIFY_URL: url(["https:", "http:"]),
    CAPTCHA_SCRIPT_URL: url(["https:", "http:"]),
  },
  docs: {
    CAPTCHA_PROVIDER: { meaning: "`cloudflare-turnstile`, `google-recaptcha` (v2 widget) or `hcaptcha`" },
    CAPTCHA_SECRET_KEY: { meaning: "the provider's secret, for siteverify (required with a provider)" },
    CAPTCHA_SITE_KEY: { meaning: "the provider's public site key, for the widget (required with a provider)" },
    CAPTCHA_ENDPOINTS: {
      meaning: "the guarded `/api/auth` routes (better-auth paths; `*` wildcards allowed)",
      default:
        "the routes the auth route catalogue marks as guarded: sign-up and sign-in by email, password reset, the magic-link and email-code sends (see the [auth routes](auth-routes.md))",
    },
    CAPTCHA_VERIFY_URL: {
      meaning: "a self-hosted proxy, or a stand-in in tests",
      default: "the provider's siteverify URL",
    },
    CAPTCHA_SCRIPT_URL: {
      meaning: "where the web app loads the widget from",
      default: "the provider's widget script (explicit rendering)",
    },
  },
});
