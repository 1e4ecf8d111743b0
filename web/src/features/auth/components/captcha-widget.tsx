import { Input } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CaptchaSettings } from "../hooks/use-captcha-settings";
import { type CaptchaApi, captchaApi } from "../lib/captcha-api";

interface CaptchaWidgetProps {
  settings: CaptchaSettings;
  /** A token when the person passed the challenge; null when it expired or was reset. */
  onToken: (token: string | null) => void;
  /** Changing it resets the widget (a token is good for one request only). */
  resetKey: number;
}

/** The provider's challenge, rendered into a box of its own. */
export function CaptchaWidget({ settings, onToken, resetKey }: CaptchaWidgetProps) {
  const { t } = useTranslation("auth");
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: CaptchaApi; id: string | number } | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
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
      .catch((e: unknown) => {
        if (!cancelled) setLoadError(e instanceof Error ? e.message : t("captcha.loadFailed"));
      });
    return () => {
      cancelled = true;
    };
  }, [settings, t]);

  useEffect(() => {
    if (resetKey === 0 || !widget.current) return;
    widget.current.api.reset(widget.current.id);
    tokenHandler.current(null);
  }, [resetKey]);

  return (
    <Input.Wrapper label={t("captcha.label")} error={loadError ?? undefined}>
      <div ref={container} data-testid="captcha-widget" />
    </Input.Wrapper>
  );
}
