import { type AuthRoute, type HttpMethod, type RoutePolicies, route } from "./route-policy.ts";

/** A second factor that completes a password sign-in: a refused code is a failed sign-in. */
const secondFactorCheck: RoutePolicies = {
  audit: { signIn: "user.signed_in", failure: "user.sign_in_failed" },
  createsSession: true,
  sessionProof: "second-factor",
};

/** A route that replaces the request's session keeps how that session was authenticated. */
const replacesSession: RoutePolicies = { createsSession: true, sessionProof: "carried-over" };

/** The two-factor plugin (two-factor/plugin.ts). Enabling and disabling replace the request's session. */
export const TWO_FACTOR_ROUTES: readonly AuthRoute[] = [
  route("/two-factor/enable", ["POST"], {
    ...replacesSession,
    audit: { success: "two_factor.setup_started" },
    freshSession: true,
  }),
  route("/two-factor/disable", ["POST"], {
    ...replacesSession,
    audit: { success: "two_factor.disabled" },
    freshSession: true,
  }),
  route("/two-factor/get-totp-uri", ["POST"]),
  route("/two-factor/generate-backup-codes", ["POST"], {
    audit: { success: "two_factor.backup_codes_regenerated" },
    freshSession: true,
  }),
  route("/two-factor/send-otp", ["POST"]),
  route("/two-factor/verify-totp", ["POST"], secondFactorCheck),
  route("/two-factor/verify-otp", ["POST"], secondFactorCheck),
  route("/two-factor/verify-backup-code", ["POST"], secondFactorCheck),
];

/** The passkey plugin (passkeys/plugin.ts); a registration may ask for a session. */
export const PASSKEY_ROUTES: readonly AuthRoute[] = [
  // Checked already at the options, so a stale session re-authenticates before the browser's prompt.
  route("/passkey/generate-register-options", ["GET"], { freshSession: true }),
  route("/passkey/verify-registration", ["POST"], {
    ...replacesSession,
    audit: { success: "passkey.added" },
    freshSession: true,
  }),
  route("/passkey/generate-authenticate-options", ["GET"]),
  route("/passkey/verify-authentication", ["POST"], {
    audit: { signIn: "user.signed_in" },
    createsSession: true,
    sessionProof: "passkey",
  }),
  route("/passkey/list-user-passkeys", ["GET"]),
  route("/passkey/update-passkey", ["POST"]),
  route("/passkey/delete-passkey", ["POST"], { audit: { success: "passkey.deleted" }, freshSession: true }),
  // Passkey-first sign-up (passkeys/sign-up-endpoints.ts): the options take the email, as /sign-up/email does.
  route("/passkey/sign-up/options", ["POST"], {
    rateLimit: "strict",
    captcha: true,
    mandatorySso: { emailInBody: true },
  }),
  route("/passkey/sign-up/verify", ["POST"], {
    rateLimit: "strict",
    audit: { signIn: "user.signed_up" },
    createsSession: true,
    sessionProof: "passkey",
  }),
];

/** Magic links (passwordless/plugin.ts): the request mails the link, its verification signs in. */
export const MAGIC_LINK_ROUTES: readonly AuthRoute[] = [
  route("/sign-in/magic-link", ["POST"], {
    captcha: true,
    mandatorySso: { emailInBody: true },
    audit: { signIn: "user.signed_in" },
  }),
  route("/magic-link/verify", ["GET"], {
    audit: { signIn: "user.signed_in" },
    createsSession: true,
    sessionProof: "mailed-secret",
  }),
];

/**
 * Email codes (passwordless/plugin.ts): sign-in, verification and password reset by a mailed code.
 * The three captcha-guarded sends stay in this order (CAPTCHA_DEFAULT_ENDPOINTS).
 */
export const EMAIL_OTP_ROUTES: readonly AuthRoute[] = [
  route("/email-otp/send-verification-otp", ["POST"], { captcha: true, mandatorySso: { emailInBody: true } }),
  route("/email-otp/request-password-reset", ["POST"], { captcha: true }),
  route("/forget-password/email-otp", ["POST"], { captcha: true }),
  route("/email-otp/check-verification-otp", ["POST"]),
  // Verifying the address signs in when AUTO_SIGN_IN_AFTER_VERIFICATION is on.
  route("/email-otp/verify-email", ["POST"], { createsSession: true, sessionProof: "mailed-secret" }),
  route("/sign-in/email-otp", ["POST"], {
    mandatorySso: { emailInBody: true },
    audit: { signIn: "user.signed_in" },
    createsSession: true,
    sessionProof: "mailed-secret",
  }),
  route("/email-otp/reset-password", ["POST"], { newPassword: "password" }),
  route("/email-otp/request-email-change", ["POST"]),
  route("/email-otp/change-email", ["POST"]),
];

/**
 * Every /sso/ route acts for an organization's identity provider: the sessions it makes are the
 * provider's own (not held to mandatory SSO again) and the users it creates must be in the
 * provider's verified domain.
 */
const identityProviderRoute = (path: string, methods: readonly HttpMethod[], policies: RoutePolicies = {}) =>
  route(path, methods, {
    ...policies,
    mandatorySso: { ...policies.mandatorySso, session: "exempt", newUser: "identity-provider" },
  });

/** Single sign-on per organization (`@better-auth/sso`, sso/plugin.ts). */
export const SSO_ROUTES: readonly AuthRoute[] = [
  // Starts the provider's sign-in for an email or a provider: no session yet, a person's route.
  route("/sign-in/sso", ["POST"], { audit: { signIn: "user.signed_in" } }),
  identityProviderRoute("/sso/callback/:providerId", ["GET"], {
    audit: { signIn: "user.signed_in" },
    createsSession: true,
    sessionProof: "federated",
  }),
  identityProviderRoute("/sso/callback", ["GET"], { createsSession: true, sessionProof: "federated" }),
  identityProviderRoute("/sso/saml2/sp/acs/:providerId", ["GET", "POST"], {
    audit: { signIn: "user.signed_in" },
    createsSession: true,
    sessionProof: "federated",
  }),
  identityProviderRoute("/sso/saml2/sp/metadata", ["GET"]),
  identityProviderRoute("/sso/saml2/sp/slo/:providerId", ["GET", "POST"]),
  identityProviderRoute("/sso/saml2/logout/:providerId", ["POST"]),
  identityProviderRoute("/sso/register", ["POST"], {
    audit: { success: "sso.provider_registered" },
    freshSession: true,
  }),
  identityProviderRoute("/sso/providers", ["GET"]),
  identityProviderRoute("/sso/get-provider", ["GET"]),
  identityProviderRoute("/sso/update-provider", ["POST"], {
    audit: { success: "sso.provider_updated" },
    freshSession: true,
  }),
  identityProviderRoute("/sso/delete-provider", ["POST"], {
    audit: { success: "sso.provider_deleted" },
    freshSession: true,
  }),
  identityProviderRoute("/sso/request-domain-verification", ["POST"]),
  identityProviderRoute("/sso/verify-domain", ["POST"], { audit: { success: "sso.domain_verified" } }),
];
