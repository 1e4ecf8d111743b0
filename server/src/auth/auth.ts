import { randomUUID } from "node:crypto";
import { type BetterAuthOptions, type BetterAuthPlugin, betterAuth } from "better-auth";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import type { Config } from "../config.ts";
import { isDatabaseUnavailable } from "../db/availability.ts";
import type { Database } from "../db/database.ts";
import { CLIENT_IP_HEADER } from "../http/client-ip.ts";
import type { Logger } from "../kit/logger.ts";
import type { MailBrand } from "../mail/brand.ts";
import type { Mailer } from "../mail/mailer.ts";
import { userLocaleField } from "./account/locale.ts";
import { liftLockout } from "./account/lockout.ts";
import { type AccountMail, createAccountMail } from "./account/mail-hooks.ts";
import { DEFAULT_HIBP_API_URL } from "./account/password/breached-passwords.ts";
import type { PasswordHashPool } from "./account/password/hash-pool.ts";
import { passwordRehashPlugin, rehashingVerify } from "./account/password/rehash.ts";
import { platformAdminPlugin } from "./admin/plugin.ts";
import { apiKeysDeletedWithTheirUser, apiKeysPlugin } from "./api-keys/plugin.ts";
import { isKeyRefusalLog } from "./api-keys/refusal-log.ts";
import { ApiKeyRepository } from "./api-keys/repository.ts";
import { type IdentityAuditSink, NO_AUDIT } from "./audit-sink.ts";
import { captchaPlugin } from "./captcha/plugin.ts";
import { departuresPlugin } from "./departure-table.ts";
import { sessionAndAccountDepartures } from "./departures.ts";
import { newDevicePlugin } from "./new-device/plugin.ts";
import { adminOAuthClientsPlugin } from "./oauth-provider/admin-clients-plugin.ts";
import { oauthDevicePlugin, oauthProviderPlugin, oauthProviderSettings } from "./oauth-provider/plugin.ts";
import { enrollmentPlugin } from "./organization/enrollment/plugin.ts";
import { organizationPlugin } from "./organization/plugin.ts";
import { organizationRolesPlugin } from "./organization/roles-plugin.ts";
import { type MembershipSeats, NO_MEMBERSHIP_SEATS } from "./organization/seats.ts";
import { passkeyPlugin } from "./passkeys/plugin.ts";
import { passkeySignUpPlugin } from "./passkeys/sign-up-endpoints.ts";
import { passwordlessPlugins } from "./passwordless/plugin.ts";
import { rateLimitRules } from "./rate-limit.ts";
import type { RateLimitStore } from "./redis-rate-limit.ts";
import { scimPlugins } from "./scim/plugin.ts";
import { jwtPlugin, type TokenClaims } from "./session/jwt-plugin.ts";
import { revocationCookieVersion, withRevocationHooks } from "./session/revocation/database-hooks.ts";
import { type SessionRevocations, tableRecorder } from "./session/revocation/session-revocations.ts";
import { signupPolicyPlugin } from "./signup-policy/plugin.ts";
import { socialDepartures } from "./social/departures.ts";
import { builtInProviderOptions, genericOidcOptions, providerTrustedOrigins } from "./social/provider-options.ts";
import { socialProvidersPlugin } from "./social/social-providers-plugin.ts";
import { ssoPlugins } from "./sso/plugin.ts";
import { stepUpPlugin } from "./step-up/plugin.ts";
import { twoFactorPlugin } from "./two-factor/plugin.ts";

export type AuthDeps = {
  config: Config;
  database: Database;
  mailer: Mailer;
  hashPool: PasswordHashPool;
  logger: Logger;
  /** Shared rate-limit counters (REDIS_URL); without it they live in the database. */
  rateLimitStore?: RateLimitStore | undefined;
  /** This process's session revocation list; without it, revocations are only written to the table. */
  revocations?: SessionRevocations | undefined;
  /** The instance's brand, which account mails and invitations carry. */
  mailBrand: MailBrand;
  /** What the features built on identity add to it (handed in by the composition root). */
  extensions?: AuthExtensions | undefined;
  /**
   * Where account mails go instead of the mail queue: the `gatehouse admin create` command takes
   * the sign-in link it prints from here rather than mailing it.
   */
  accountMail?: AccountMail | undefined;
};

/**
 * What the features built on top of identity plug into it: identity knows these shapes, never
 * the features (billing, branding, the audit log, moving in and out) behind them.
 */
export type AuthExtensions = {
  /** Their plugins, run after identity's own, in this order (the audit recorder last). */
  plugins: readonly BetterAuthPlugin[];
  /** Claims `/api/auth/token` adds to the user (the entitlements claim). */
  tokenClaims?: TokenClaims | undefined;
  /** Seats membership takes when a seller sells them. */
  seats?: MembershipSeats | undefined;
  /**
   * Where identity's own audit entries go: what happens outside the audited routes (new-device
   * sign-ins, "this wasn't me", enrollment on verification, keys refused for their address).
   */
  recordAudit?: IdentityAuditSink | undefined;
};

/** The name authenticator apps and passkey prompts show. */
const APP_NAME = "Gatehouse";

/** Mailed-link lifetimes (seconds) that are not configurable: deletion a day, reset and verification an hour. */
export const DELETE_TOKEN_EXPIRES_IN = 86_400;
export const RESET_TOKEN_EXPIRES_IN = 3_600;
export const VERIFICATION_EXPIRES_IN = 3_600;

/** better-auth options derived from Gatehouse's configuration. */
export function authOptions({
  config,
  database,
  mailer,
  hashPool,
  logger,
  rateLimitStore,
  revocations,
  mailBrand,
  extensions,
  accountMail,
}: AuthDeps) {
  const sendMail = accountMail ?? createAccountMail(mailer, mailBrand, config.DEFAULT_LOCALE);
  const apiKeys = new ApiKeyRepository(database.db);
  return {
    appName: APP_NAME,
    baseURL: config.baseURL,
    basePath: "/api/auth",
    secret: config.authSecret,
    database: { db: database.db, type: database.kind },
    trustedOrigins: [config.baseURL, ...config.TRUSTED_ORIGINS, ...providerTrustedOrigins(config)],
    logger: {
      level: config.log.level,
      // An outage is logged once by the database's availability, not by every request it fails.
      log: (level, message, ...details: unknown[]) => {
        if (details.some(isDatabaseUnavailable)) return;
        logger[isKeyRefusalLog(message, details[0]) ? "debug" : level](message, details[0]);
      },
    },
    // Errors that are not the library's own answers reach the app's error handler (composition/app.ts),
    // which logs them with the request and answers JSON (or 503 while the database is out),
    // instead of better-call's bare 500 and console line.
    onAPIError: { throw: true },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: config.PASSWORD_MIN_LENGTH,
      maxPasswordLength: config.PASSWORD_MAX_LENGTH,
      requireEmailVerification: config.REQUIRE_EMAIL_VERIFICATION,
      revokeSessionsOnPasswordReset: config.REVOKE_SESSIONS_ON_PASSWORD_RESET,
      resetPasswordTokenExpiresIn: RESET_TOKEN_EXPIRES_IN,
      password: {
        hash: (password: string) => hashPool.hash(password),
        verify: rehashingVerify(hashPool),
      },
      sendResetPassword: async ({ user, url }) => sendMail("reset-password", user, url),
      onPasswordReset: async ({ user }) => liftLockout(database.db, user.id),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: config.REQUIRE_EMAIL_VERIFICATION,
      autoSignInAfterVerification: config.AUTO_SIGN_IN_AFTER_VERIFICATION,
      expiresIn: VERIFICATION_EXPIRES_IN,
      sendVerificationEmail: async ({ user, url }) => sendMail("verify-email", user, url),
    },
    user: {
      // The person's saved language (docs/guides/languages.md).
      additionalFields: { locale: userLocaleField },
      changeEmail: { enabled: true, updateEmailWithoutVerification: true },
      deleteUser: {
        enabled: true,
        deleteTokenExpiresIn: DELETE_TOKEN_EXPIRES_IN,
        sendDeleteAccountVerification: async ({ user, url }) => sendMail("delete-account", user, url),
      },
    },
    session: {
      expiresIn: config.SESSION_EXPIRES_IN,
      updateAge: config.SESSION_UPDATE_AGE,
      freshAge: config.SESSION_FRESH_AGE,
      cookieCache: {
        enabled: config.COOKIE_CACHE_MAX_AGE > 0,
        maxAge: config.COOKIE_CACHE_MAX_AGE,
        // A revoked session's or user's cache is dropped on every route (session/revocation/).
        ...(revocations ? { version: revocationCookieVersion(revocations.list) } : {}),
      },
    },
    account: {
      accountLinking: {
        enabled: config.ACCOUNT_LINKING_ENABLED,
        trustedProviders: config.ACCOUNT_LINKING_TRUSTED_PROVIDERS,
        allowDifferentEmails: config.ACCOUNT_LINKING_ALLOW_DIFFERENT_EMAILS,
        allowUnlinkingAll: config.ALLOW_UNLINKING_ALL,
      },
      // Provider access and refresh tokens are stored encrypted with AUTH_SECRET.
      encryptOAuthTokens: true,
    },
    socialProviders: builtInProviderOptions(config),
    rateLimit: {
      enabled: config.RATE_LIMIT_ENABLED,
      storage: "database",
      ...(rateLimitStore ? { customStorage: { consume: rateLimitStore.consume } } : {}),
      // Everything else: a generous per-address ceiling against floods.
      window: 10,
      max: 300,
      customRules: rateLimitRules(config),
    },
    advanced: {
      // The client address is taken from the socket by Gatehouse itself (see http/client-ip.ts);
      // better-auth only ever sees the header Gatehouse sets, never a client-supplied one.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.baseURL.startsWith("https://"),
      // Apps on another site: their credentialed cross-site requests carry the cookies (config.ts).
      ...(config.COOKIE_SAME_SITE === "none"
        ? { defaultCookieAttributes: { sameSite: "none" as const, secure: true } }
        : {}),
      // better-auth skips the Origin/callbackURL checks whenever NODE_ENV is "test"; Gatehouse
      // checks them always (and its own test runs must exercise them).
      disableOriginCheck: false,
      database: { generateId: () => randomUUID() },
    },
    databaseHooks: withRevocationHooks(
      apiKeysDeletedWithTheirUser(apiKeys) ?? {},
      revocations ?? tableRecorder(database),
    ),
    telemetry: { enabled: false },
    plugins: [
      // Captcha first: a guarded route without a valid token is refused before any other rule.
      captchaPlugin(config.captcha),
      // Recent sign-in for sensitive actions: ahead of every rule and plugin that could answer
      // a sensitive route first (delete-user with a password answers in the session table).
      stepUpPlugin(database.db, extensions?.recordAudit),
      // Session and account corrections, one table in the order they run (departures.ts).
      departuresPlugin(
        "gatehouse-departures",
        sessionAndAccountDepartures(sendMail, {
          passwordLength: { min: config.PASSWORD_MIN_LENGTH, max: config.PASSWORD_MAX_LENGTH },
          lockout: {
            threshold: config.LOCKOUT_THRESHOLD,
            windowSeconds: config.LOCKOUT_WINDOW,
            durationSeconds: config.LOCKOUT_DURATION,
          },
          db: database.db,
          resetPageURL: `${config.baseURL}/forgot-password`,
          breached: {
            enabled: config.HIBP_ENABLED,
            apiURL: config.HIBP_API_URL ?? DEFAULT_HIBP_API_URL,
            logger,
          },
        }),
      ),
      // Organizations, platform admin, API keys, JWT; each library plugin with the
      // table of its corrections (its folder's departures.ts).
      organizationPlugin({
        config,
        mailer,
        apiKeys,
        db: database.db,
        kind: database.kind,
        mailBrand,
        seats: extensions?.seats ?? NO_MEMBERSHIP_SEATS,
      }),
      organizationRolesPlugin(database.db),
      // Enrollment by verified domain: suggest, invite or add people of an organization's domains.
      enrollmentPlugin({
        db: database.db,
        seats: extensions?.seats ?? NO_MEMBERSHIP_SEATS,
        mailer,
        mailBrand,
        config,
        logger,
        recordAudit: extensions?.recordAudit ?? NO_AUDIT,
      }),
      platformAdminPlugin(config.ADMIN_EMAILS, database.db, logger),
      passwordRehashPlugin(database.db, hashPool, logger),
      apiKeysPlugin(apiKeys, extensions?.recordAudit),
      jwtPlugin(config.baseURL, database.db, extensions?.tokenClaims),
      // Gatehouse as an OpenID provider: its ID tokens are signed with the JWT plugin's keys.
      oauthProviderPlugin(database.db, oauthProviderSettings(config)),
      oauthDevicePlugin(),
      adminOAuthClientsPlugin(),
      // Account protection: a second factor, passkeys, magic links and email codes.
      twoFactorPlugin({ appName: APP_NAME, baseURL: config.baseURL, sendMail }),
      passkeyPlugin({ appName: APP_NAME, baseURL: config.baseURL }),
      passkeySignUpPlugin(),
      ...passwordlessPlugins({ baseURL: config.baseURL, sendMail, allowSignUp: config.PASSWORDLESS_SIGN_UP }),
      // Social sign-in: the corrections to the core routes, then Gatehouse's own list.
      departuresPlugin("gatehouse-social-departures", socialDepartures()),
      socialProvidersPlugin(config),
      genericOAuth({ config: genericOidcOptions(config) }),
      // Single sign-on per organization: OIDC and SAML providers on verified domains.
      ...ssoPlugins(database.db, { dnsServers: config.DNS_SERVERS }),
      // Directory provisioning per organization: SCIM 2.0 users and groups.
      ...scimPlugins(database.db, database.kind, config.authSecret),
      // New-device alerts: after every plugin that makes or withholds a sign-in's session.
      newDevicePlugin({
        db: database.db,
        enabled: config.NEW_DEVICE_ALERTS,
        secret: config.authSecret,
        baseURL: config.baseURL,
        sendMail,
        recordAudit: extensions?.recordAudit,
      }),
      // Who may sign up: the policy, domains and disposable addresses, the waitlist (signup-policy/).
      signupPolicyPlugin({ config, database, mailer, mailBrand, logger }),
      // The features built on identity: usage, entitlements and seats, app integration, moving
      // out, branding, the audit log (composition/auth.ts).
      ...(extensions?.plugins ?? []),
    ],
  } satisfies BetterAuthOptions;
}

export function createAuth(deps: AuthDeps) {
  return betterAuth(authOptions(deps));
}

export type Auth = ReturnType<typeof createAuth>;
