import type { BetterAuthPlugin } from "better-auth";
import { createAuthEndpoint } from "better-auth/api";
import { captcha } from "better-auth/plugins";
import type { CaptchaConfig } from "../../config.ts";
import { CAPTCHA_DEFAULT_ENDPOINTS } from "../routes/catalogue.ts";

/** What the web app (or any client) needs to show the widget: never the secret key. */
export type CaptchaSettings = {
  provider: CaptchaConfig["provider"];
  siteKey: string;
  scriptURL: string;
  endpoints: string[];
} | null;

/** The guarded routes: CAPTCHA_ENDPOINTS, else those the route catalogue marks. */
const guardedRoutes = (config: CaptchaConfig) =>
  config.endpoints.length > 0 ? config.endpoints : [...CAPTCHA_DEFAULT_ENDPOINTS];

export function captchaSettings(config: CaptchaConfig | undefined): CaptchaSettings {
  if (!config) return null;
  return {
    provider: config.provider,
    siteKey: config.siteKey,
    scriptURL: config.scriptURL,
    endpoints: guardedRoutes(config),
  };
}

/**
 * Captcha: better-auth's captcha plugin checks the `x-captcha-response` header on the
 * configured routes (a missing token is 400 "Missing CAPTCHA response", a refused one 403
 * "Captcha verification failed", an unreachable provider 500 "Something went wrong": the plugin's
 * own answers). Gatehouse adds GET /captcha, the public settings the web app renders the widget
 * from (null when no captcha is configured). Runs first, before any other rule of a guarded route.
 */
export function captchaPlugin(config: CaptchaConfig | undefined): BetterAuthPlugin {
  const settings = captchaSettings(config);
  const endpoints = {
    captchaSettings: createAuthEndpoint("/captcha", { method: "GET" }, async (ctx) => ctx.json({ captcha: settings })),
  };
  if (!config) return { id: "gatehouse-captcha", endpoints };
  const shared = {
    secretKey: config.secretKey,
    endpoints: guardedRoutes(config),
    ...(config.verifyURL ? { siteVerifyURLOverride: config.verifyURL } : {}),
  };
  const library =
    config.provider === "hcaptcha"
      ? captcha({ ...shared, provider: "hcaptcha", siteKey: config.siteKey })
      : captcha({ ...shared, provider: config.provider });
  // The library plugin's request check and error codes, with Gatehouse's settings route beside them.
  return { ...library, id: "gatehouse-captcha", endpoints };
}
