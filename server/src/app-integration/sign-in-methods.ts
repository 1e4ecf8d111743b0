import type { BetterAuthOptions } from "better-auth";
import { type CaptchaSettings, captchaSettings } from "../auth/captcha/plugin.ts";
import { enabledSocialProviders, type SocialProviderListing } from "../auth/social/social-providers-plugin.ts";
import type { Config } from "../config.ts";

/** `GET /api/auth/sign-in-methods`: what a sign-in or sign-up page may offer. */
export type SignInMethods = {
  emailAndPassword: boolean;
  /** Whether a new account can be made: by email and password, or by a first passwordless sign-in. */
  signUp: boolean;
  socialProviders: SocialProviderListing[];
  /** Whether the asking page can sign in with a passkey: only on Gatehouse's own origin, the passkeys' relying party. */
  passkey: boolean;
  magicLink: boolean;
  emailCode: boolean;
  sso: boolean;
  /** Whether a sign-in may ask for a second factor (`twoFactorRedirect`). */
  twoFactor: boolean;
  /** What `GET /api/auth/captcha` answers: the widget to render and the routes that need its token. */
  captcha: CaptchaSettings;
};

export type SignInMethodsSource = Pick<Config, "socialProviders" | "oidcProviders" | "captcha" | "baseURL"> & {
  PASSWORDLESS_SIGN_UP: boolean;
};

/**
 * Read from the running better-auth instance's options (its plugins, email and password) and
 * from the sources `/social-providers` and `/captcha` answer from, so it says what the server
 * does, not what a copy of its configuration says. `origin` is the asking page's Origin header.
 */
export function signInMethods(
  options: Pick<BetterAuthOptions, "plugins" | "emailAndPassword">,
  source: SignInMethodsSource,
  origin: string | null,
): SignInMethods {
  const plugins = new Set((options.plugins ?? []).map((plugin) => plugin.id));
  const password = options.emailAndPassword?.enabled === true;
  const magicLink = plugins.has("magic-link");
  const emailCode = plugins.has("email-otp");
  // A passkey is bound to its relying party, Gatehouse's own origin: a page elsewhere cannot use one.
  const onOwnOrigin = origin === null || origin === new URL(source.baseURL).origin;
  return {
    emailAndPassword: password,
    signUp:
      (password && options.emailAndPassword?.disableSignUp !== true) ||
      ((magicLink || emailCode) && source.PASSWORDLESS_SIGN_UP),
    socialProviders: enabledSocialProviders(source),
    passkey: plugins.has("passkey") && onOwnOrigin,
    magicLink,
    emailCode,
    sso: plugins.has("sso"),
    twoFactor: plugins.has("two-factor"),
    captcha: captchaSettings(source.captcha),
  };
}
