import type { CaptchaSettings } from "../../hooks/use-sign-in-methods.js";

/**
 * The three providers' widget scripts share one explicit-rendering API under different globals:
 * `render(container, { sitekey, callback, ... })` answers a widget id, `reset(id)` clears it.
 */
export interface CaptchaApi {
  render(container: HTMLElement, options: Record<string, unknown>): string | number;
  reset(widgetId?: string | number): void;
}

const GLOBALS: Record<CaptchaSettings["provider"], string> = {
  "cloudflare-turnstile": "turnstile",
  "google-recaptcha": "grecaptcha",
  hcaptcha: "hcaptcha",
};

function isCaptchaApi(value: unknown): value is CaptchaApi {
  if (typeof value !== "object" || value === null) return false;
  const { render, reset } = value as Record<string, unknown>;
  return typeof render === "function" && typeof reset === "function";
}

function apiOf(provider: CaptchaSettings["provider"]): CaptchaApi | null {
  const candidate: unknown = Reflect.get(window, GLOBALS[provider]);
  return isCaptchaApi(candidate) ? candidate : null;
}

/** The provider's script did not load, or never defined its API: the widget says so in the person's language. */
export class CaptchaLoadError extends Error {
  constructor() {
    super("The captcha could not be loaded");
    this.name = "CaptchaLoadError";
  }
}

const scripts = new Map<string, Promise<void>>();

/** Adds the provider's script once per page, however many forms show the widget. */
function loadScript(url: string): Promise<void> {
  let loading = scripts.get(url);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = url;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(url);
        reject(new CaptchaLoadError());
      };
      document.head.appendChild(script);
    });
    scripts.set(url, loading);
  }
  return loading;
}

/** The provider's API once its script has run (reCAPTCHA defines its render function a moment after load). */
export async function captchaApi(settings: CaptchaSettings): Promise<CaptchaApi> {
  await loadScript(settings.scriptURL);
  for (let waited = 0; waited < 5_000; waited += 50) {
    const api = apiOf(settings.provider);
    if (api) return api;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new CaptchaLoadError();
}
