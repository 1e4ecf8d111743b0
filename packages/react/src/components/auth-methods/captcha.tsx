import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { GatehouseError } from "../../client/errors.js";
import { type CaptchaSettings, useSignInMethods } from "../../hooks/use-sign-in-methods.js";
import { useLocalization } from "../../provider/localization.js";
import { type CaptchaApi, CaptchaLoadError, captchaApi } from "./captcha-script.js";

/** The header better-auth's captcha plugin reads the widget's answer from. */
const CAPTCHA_HEADER = "x-captcha-response";

interface CaptchaWidgetProps {
  settings: CaptchaSettings;
  /** A token when the person passed the challenge; null when it expired or was reset. */
  onToken: (token: string | null) => void;
  /** Changing it resets the widget (a token is good for one request only). */
  resetKey: number;
}

/** The provider's challenge, rendered into a box of its own under a visible question. */
function CaptchaWidget({ settings, onToken, resetKey }: CaptchaWidgetProps) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: CaptchaApi; id: string | number } | null>(null);
  const { t } = useLocalization();
  // The error is kept and worded while rendering, so it follows a change of language.
  const [loadError, setLoadError] = useState<unknown>(null);
  const tokenHandler = useRef(onToken);
  tokenHandler.current = onToken;

  useEffect(() => {
    let cancelled = false;
    captchaApi(settings)
      .then((api) => {
        if (cancelled || !container.current || widget.current) return;
        const id = api.render(container.current, {
          sitekey: settings.siteKey,
          callback: (token: string) => tokenHandler.current(token),
          "expired-callback": () => tokenHandler.current(null),
          "error-callback": () => tokenHandler.current(null),
        });
        widget.current = { api, id };
      })
      .catch((error: unknown) => {
        if (!cancelled) setLoadError(error ?? new CaptchaLoadError());
      });
    return () => {
      cancelled = true;
    };
  }, [settings]);

  useEffect(() => {
    if (resetKey === 0 || !widget.current) return;
    widget.current.api.reset(widget.current.id);
    tokenHandler.current(null);
  }, [resetKey]);

  return (
    <fieldset className="gh-fieldset gh-field">
      <legend className="gh-label">{t("captcha.label")}</legend>
      <div ref={container} className="gh-captcha" data-gatehouse-captcha="" />
      {loadError !== null && (
        <span className="gh-error">
          {loadError instanceof Error && !(loadError instanceof CaptchaLoadError)
            ? loadError.message
            : t("captcha.loadFailed")}
        </span>
      )}
    </fieldset>
  );
}

export interface Captcha {
  /** The widget, when the server guards this route with a captcha; null otherwise. */
  widget: ReactNode;
  /**
   * Sends the request with the widget's answer in the header the server reads; refuses to send
   * without one (a GatehouseError for the form), and resets the widget afterwards.
   */
  guard: <T>(send: (headers: Record<string, string>) => Promise<T>) => Promise<T>;
}

/** The captcha of one auth route, e.g. `"/sign-in/email"`, as the server lists it. */
export function useCaptcha(route: string): Captcha {
  const settings = useSignInMethods().data?.captcha ?? null;
  const { t } = useLocalization();
  const guarded = settings?.endpoints.includes(route) ?? false;
  const [token, setToken] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);

  const guard = useCallback(
    async <T,>(send: (headers: Record<string, string>) => Promise<T>): Promise<T> => {
      if (!guarded) return send({});
      if (!token) throw new GatehouseError(400, "MISSING_RESPONSE", t("captcha.missing"));
      try {
        return await send({ [CAPTCHA_HEADER]: token });
      } finally {
        setResetKey((key) => key + 1);
      }
    },
    [guarded, token, t],
  );

  const widget =
    guarded && settings ? <CaptchaWidget settings={settings} resetKey={resetKey} onToken={setToken} /> : null;
  return { widget, guard };
}
