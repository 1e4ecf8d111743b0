import { type ReactNode, useState } from "react";
import { i18n } from "../../../i18n/i18n";
import type { ServerResult } from "../../../lib/use-server-form";
import { CaptchaWidget } from "../components/captcha-widget";
import { useCaptchaSettings } from "./use-captcha-settings";

/**
 * The captcha of one auth route (`/sign-in/email`...): the widget to show when the server guards
 * that route, and `guard(send)` which sends the token in `x-captcha-response` (as better-auth's
 * captcha plugin reads it), refuses to send without one, and resets the widget afterwards, since
 * a token is good for one request.
 */
export function useCaptcha(route: string) {
  const settings = useCaptchaSettings().data ?? null;
  const guarded = settings?.endpoints.includes(route) ?? false;
  const [token, setToken] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);

  const widget: ReactNode =
    guarded && settings ? <CaptchaWidget settings={settings} resetKey={resetKey} onToken={setToken} /> : null;

  async function guard<Data>(
    send: (headers: Record<string, string>) => Promise<ServerResult<Data>>,
  ): Promise<ServerResult<Data>> {
    if (!guarded) return send({});
    // Said once, in the form's alert, like any refusal.
    if (!token) {
      return { data: null, error: { status: 400, code: "MISSING_RESPONSE", message: i18n.t("auth:captcha.missing") } };
    }
    try {
      return await send({ "x-captcha-response": token });
    } finally {
      setResetKey((key) => key + 1);
    }
  }

  return { widget, guard };
}
