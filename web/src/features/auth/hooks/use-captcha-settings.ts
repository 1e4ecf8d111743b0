import { useQuery } from "@tanstack/react-query";
import { i18n } from "../../../i18n/i18n";
import { authClient } from "../../../lib/auth-client";
import { unwrap } from "../../../lib/errors";

/** The server's captcha (`GET /api/auth/captcha`): which widget to show on which routes; null when off. */
export interface CaptchaSettings {
  provider: "cloudflare-turnstile" | "google-recaptcha" | "hcaptcha";
  siteKey: string;
  scriptURL: string;
  endpoints: string[];
}

const PROVIDERS: readonly string[] = ["cloudflare-turnstile", "google-recaptcha", "hcaptcha"];

function isCaptchaSettings(value: unknown): value is CaptchaSettings {
  if (typeof value !== "object" || value === null) return false;
  const { provider, siteKey, scriptURL, endpoints } = value as Record<string, unknown>;
  return (
    typeof provider === "string" &&
    PROVIDERS.includes(provider) &&
    typeof siteKey === "string" &&
    typeof scriptURL === "string" &&
    Array.isArray(endpoints) &&
    endpoints.every((endpoint) => typeof endpoint === "string")
  );
}

export function useCaptchaSettings() {
  return useQuery({
    queryKey: ["captcha-settings"] as const,
    queryFn: async () => {
      const result = await authClient.$fetch<{ captcha?: unknown }>("/captcha", { method: "GET" });
      const body = unwrap(result, i18n.t("auth:captcha.settingsLoadFailed"));
      return isCaptchaSettings(body?.captcha) ? body.captcha : null;
    },
    // The server's configuration only changes on restart.
    staleTime: 5 * 60_000,
  });
}
