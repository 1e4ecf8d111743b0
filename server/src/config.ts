import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join, resolve } from "node:path";
import { z } from "zod";
import { DEFAULT_SCRYPT_COST } from "./auth/account/password/hash-pool.ts";
import { DEFAULT_BRAND_NAME, DEFAULT_PRIMARY_COLOR } from "./branding/defaults.ts";
import { isBrandImageUrl } from "./branding/urls.ts";
import { FALLBACK_LOCALE, SUPPORTED_LOCALES } from "./i18n/locales.ts";
import type { LoggerSettings } from "./kit/logger.ts";
import type { S3Settings } from "./storage/s3-store.ts";

/**
 * Every environment variable Gatehouse reads, parsed and validated in one place.
 * docs/reference/configuration.md lists every variable of this schema; keep them in step.
 */
const bool = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
    .optional()
    .transform((v) => (v === undefined ? fallback : v === "true" || v === "1" || v === "yes"));

const int = (fallback: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return fallback;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: "custom", message: `must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return n;
    });

const list = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** Email addresses, trimmed and lowercased as better-auth stores them. */
const emailList = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const emails = (v ?? "")
      .split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean);
    const bad = emails.find((e) => !z.email().safeParse(e).success);
    if (bad !== undefined) {
      ctx.addIssue({ code: "custom", message: `"${bad}" is not an email address` });
      return z.NEVER;
    }
    return emails;
  });

/** A whole number, or undefined when the variable is unset or empty ("no limit"). */
const optionalInt = (min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return undefined;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: "custom", message: `must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return n;
    });

const url = (protocols: string[]) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return undefined;
      try {
        const parsed = new URL(v);
        if (!protocols.includes(parsed.protocol)) throw new Error();
        return v;
      } catch {
        ctx.addIssue({ code: "custom", message: `must be a ${protocols.join(" or ")} URL` });
        return z.NEVER;
      }
    });

/** The captcha providers Gatehouse supports. */
export const CAPTCHA_PROVIDERS = ["cloudflare-turnstile", "google-recaptcha", "hcaptcha"] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/** The routes a captcha guards unless CAPTCHA_ENDPOINTS says otherwise: sign-up, sign-in, password reset, passwordless sends. */
export const CAPTCHA_DEFAULT_ENDPOINTS = [
  "/sign-up/email",
  "/sign-in/email",
  "/request-password-reset",
  "/forget-password",
  "/sign-in/magic-link",
  "/email-otp/send-verification-otp",
  "/email-otp/request-password-reset",
  "/forget-password/email-otp",
] as const;

/** Each provider's widget script, loaded for explicit rendering. */
const CAPTCHA_SCRIPT_URLS: Record<CaptchaProvider, string> = {
  "cloudflare-turnstile": "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit",
  "google-recaptcha": "https://www.google.com/recaptcha/api.js?render=explicit",
  hcaptcha: "https://js.hcaptcha.com/1/api.js?render=explicit",
};

/** Long enough for a load balancer polling /readyz every few seconds to stop sending traffic. */
const DEFAULT_PRODUCTION_SHUTDOWN_DELAY_MS = 5_000;

/**
 * Database limits (docs/operations/production.md). The statement timeout (PostgreSQL cancels a
 * query it is still running) is shorter than the query timeout (the client gives up waiting for
 * any answer), so a slow query is cancelled by the server and only a database that does not
 * answer at all (a partition) meets the client's timeout.
 */
export const DATABASE_DEFAULTS = {
  DATABASE_POOL_MAX: 20,
  DATABASE_CONNECT_TIMEOUT_MS: 5_000,
  DATABASE_STATEMENT_TIMEOUT_MS: 15_000,
  DATABASE_QUERY_TIMEOUT_MS: 20_000,
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: 60_000,
  SQLITE_BUSY_TIMEOUT_MS: 5_000,
} as const;
export type DatabaseLimits = { -readonly [K in keyof typeof DATABASE_DEFAULTS]: number };

/** Cookie max-age never exceeds 400 days (browsers cap it there). */
export const COOKIE_MAX_AGE_CAP = 34_560_000;

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: int(3000, 0, 65535),
  HOST: z.string().min(1).default("127.0.0.1"),
  BASE_URL: url(["http:", "https:"]),
  DATA_DIR: z.string().min(1).default("./data"),
  // Where uploaded files live (docs/operations/production.md): local (under DATA_DIR/files) or s3
  // (an S3-compatible bucket every process shares). Credentials: the S3_ pair, else the AWS SDK's
  // own chain (environment, profile, instance role).
  STORAGE: z.enum(["local", "s3"]).default("local"),
  S3_ENDPOINT: url(["https:", "http:"]),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool(false),
  DATABASE_URL: url(["postgres:", "postgresql:"]),
  // Bounded failure: a database that does not answer within these gets a 503, not a hang.
  // 0 turns a timeout off.
  DATABASE_POOL_MAX: int(DATABASE_DEFAULTS.DATABASE_POOL_MAX, 1, 1_000),
  DATABASE_CONNECT_TIMEOUT_MS: int(DATABASE_DEFAULTS.DATABASE_CONNECT_TIMEOUT_MS, 100, 600_000),
  DATABASE_STATEMENT_TIMEOUT_MS: int(DATABASE_DEFAULTS.DATABASE_STATEMENT_TIMEOUT_MS, 0, 3_600_000),
  DATABASE_QUERY_TIMEOUT_MS: int(DATABASE_DEFAULTS.DATABASE_QUERY_TIMEOUT_MS, 0, 3_600_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: int(DATABASE_DEFAULTS.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS, 0, 3_600_000),
  SQLITE_BUSY_TIMEOUT_MS: int(DATABASE_DEFAULTS.SQLITE_BUSY_TIMEOUT_MS, 0, 600_000),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: url(["smtp:", "smtps:"]),
  // Stripe's API base for every organization's Stripe account (tests, proxies); Stripe's own by default.
  STRIPE_API_URL: url(["http:", "https:"]),
  MAIL_FROM: z.string().min(3).default("Gatehouse <no-reply@localhost>"),
  TRUSTED_ORIGINS: list,
  TRUSTED_PROXIES: list,
  PASSWORD_MIN_LENGTH: int(8, 1, 256),
  PASSWORD_MAX_LENGTH: int(128, 8, 4096),
  REQUIRE_EMAIL_VERIFICATION: bool(false),
  REVOKE_SESSIONS_ON_PASSWORD_RESET: bool(false),
  OAUTH_DYNAMIC_CLIENT_REGISTRATION: bool(false),
  DNS_SERVERS: list,
  AUDIT_LOG_RETENTION_DAYS: int(365, 0, 36_500),
  /** The organization (id or slug) whose products grant the entitlements of /api/auth/entitlements. */
  ENTITLEMENTS_SELLER: z.string().min(1).optional(),
  AUTO_SIGN_IN_AFTER_VERIFICATION: bool(true),
  SESSION_EXPIRES_IN: int(604_800, 60, COOKIE_MAX_AGE_CAP),
  SESSION_UPDATE_AGE: int(86_400, 0, COOKIE_MAX_AGE_CAP),
  SESSION_FRESH_AGE: int(86_400, 0, COOKIE_MAX_AGE_CAP),
  COOKIE_CACHE_MAX_AGE: int(60, 0, 3600),
  // Apps on another site than Gatehouse's (docs/integrate/server-endpoints.md): "none" lets their
  // cross-site requests carry the session cookies (SameSite=None; Secure); needs an https BASE_URL.
  COOKIE_SAME_SITE: z.enum(["lax", "none"]).default("lax"),
  RATE_LIMIT_ENABLED: bool(true),
  RATE_LIMIT_WINDOW: int(60, 1, 86_400),
  RATE_LIMIT_MAX: int(10, 1, 1_000_000),
  // Rate-limit counters in Redis, shared by every process (docs/operations/production.md); without
  // it they live in the database. Keys start with REDIS_PREFIX.
  REDIS_URL: url(["redis:", "rediss:"]),
  REDIS_PREFIX: z.string().min(1).default("gatehouse:"),
  // Account lockout (docs/reference/configuration.md, "Lockout"): this many failed password sign-ins of one account within
  // the window pause its password sign-in for the duration, whatever the client address; 0: off.
  LOCKOUT_THRESHOLD: int(10, 0, 1_000),
  LOCKOUT_WINDOW: int(900, 1, 86_400),
  LOCKOUT_DURATION: int(900, 1, 86_400),
  // Breached passwords (docs/reference/configuration.md, "Common and breached passwords"): Have I Been Pwned's range API.
  HIBP_ENABLED: bool(false),
  HIBP_API_URL: url(["https:", "http:"]),
  // Passwordless sign-in (docs/reference/configuration.md, "Two-factor, passkeys and passwordless sign-in"): whether a magic link or an email code
  // to an unknown address creates an account.
  PASSWORDLESS_SIGN_UP: bool(true),
  // Graceful shutdown (docs/operations/production.md): after SIGTERM, /readyz fails at once and the
  // listener keeps serving this long (default 5 s in production, 0 otherwise), then in-flight
  // requests get up to SHUTDOWN_TIMEOUT_MS to finish.
  SHUTDOWN_DELAY_MS: optionalInt(0, 600_000),
  SHUTDOWN_TIMEOUT_MS: int(10_000, 0, 600_000),
  // What this process does (docs/operations/production.md): all (HTTP and background jobs), api
  // (HTTP only), worker (jobs only, with /healthz, /readyz and /metrics).
  GATEHOUSE_ROLE: z.enum(["all", "api", "worker"]).default("all"),
  // How often a job process looks for ended subscription periods, expired checkouts and refunds
  // whose process stopped before settling them.
  RENEWAL_INTERVAL_MS: int(60_000, 100, 86_400_000),
  CHECKOUT_EXPIRY_INTERVAL_MS: int(60_000, 100, 86_400_000),
  REFUND_RESUME_INTERVAL_MS: int(60_000, 100, 86_400_000),
  HASH_WORKERS: int(availableParallelism(), 1, 64),
  // scrypt's cost for new password hashes (a power of two). better-auth's 16384 by default, which
  // keeps its "salt:key" format; others are stored as "scrypt-N:salt:key". A hash is verified at
  // the cost it was made with, so changing this locks nobody out.
  PASSWORD_SCRYPT_N: int(DEFAULT_SCRYPT_COST, 1024, 131_072).refine((n) => (n & (n - 1)) === 0, {
    message: "must be a power of two",
  }),
  // How much lower than the event loop the hash workers run (a nice value, 0 to 19; Linux).
  HASH_WORKER_NICE: int(10, 0, 19),
  MAIL_RETRY_BASE_MS: int(5_000, 10, 3_600_000),
  // Webhook delivery (docs/reference/webhooks.md): Standard Webhooks' retry schedule (5 s, 5 min, 30 min,
  // 2 h, 5 h, 10 h, ...) is multiples of the base, each delay capped by the max.
  WEBHOOK_RETRY_BASE_MS: int(5_000, 1, 3_600_000),
  WEBHOOK_RETRY_MAX_MS: int(36_000_000, 1, 86_400_000),
  WEBHOOK_TIMEOUT_MS: int(10_000, 100, 120_000),
  WEBHOOK_POLL_MS: int(1_000, 10, 60_000),
  // Benefit grant jobs: polled every BENEFIT_GRANT_POLL_MS; a failed job is retried after base * 2^attempts (capped).
  BENEFIT_GRANT_POLL_MS: int(1_000, 10, 60_000),
  BENEFIT_GRANT_RETRY_BASE_MS: int(10_000, 1, 3_600_000),
  BENEFIT_GRANT_RETRY_MAX_MS: int(3_600_000, 1, 86_400_000),
  // Benefit providers (docs/reference/billing-api.md): github_repository grants add the customer's GitHub
  // account as a collaborator with GITHUB_TOKEN (a token that may administer the repositories);
  // discord grants give the role with the bot of DISCORD_BOT_TOKEN. Without a token those grants
  // fail and are retried. The API URLs are settable for GitHub Enterprise and for tests.
  GITHUB_API_URL: url(["https:", "http:"]),
  GITHUB_TOKEN: z.string().min(1).optional(),
  DISCORD_API_URL: url(["https:", "http:"]),
  DISCORD_BOT_TOKEN: z.string().min(1).optional(),
  BENEFIT_PROVIDER_TIMEOUT_MS: int(10_000, 100, 120_000),
  ADMIN_EMAILS: emailList,
  ALLOW_ORGANIZATION_CREATION: bool(true),
  ORGANIZATION_LIMIT: optionalInt(1, 1_000_000),
  // Team size: by default a team holds as many members as its organization can (100).
  TEAM_MEMBER_LIMIT: int(100, 1, 1_000_000),
  // Logs (docs/operations/production.md): info (with the access log) in production, else error;
  // JSON lines in production, else pino-pretty's.
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).optional(),
  LOG_FORMAT: z.enum(["json", "pretty"]).optional(),
  // Prometheus metrics at GET /metrics (docs/operations/production.md); with a token, only for
  // requests bearing it.
  METRICS_ENABLED: bool(true),
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  // Account linking: a provider account joins an existing user only when the
  // provider is trusted or reports the email verified, and (unless allowed) the emails match.
  ACCOUNT_LINKING_ENABLED: bool(true),
  ACCOUNT_LINKING_TRUSTED_PROVIDERS: list,
  ACCOUNT_LINKING_ALLOW_DIFFERENT_EMAILS: bool(false),
  ALLOW_UNLINKING_ALL: bool(false),
  // Provider-specific settings of the built-in kinds (docs/reference/configuration.md, "Social sign-in").
  APPLE_APP_BUNDLE_IDENTIFIER: z.string().min(1).optional(),
  MICROSOFT_TENANT_ID: z.string().min(1).optional(),
  GITLAB_ISSUER: url(["https:", "http:"]),
  // Captcha (Turnstile, reCAPTCHA or hCaptcha; docs/reference/configuration.md, "Captcha"): all three of provider, secret and site key, or none.
  CAPTCHA_PROVIDER: z.enum(CAPTCHA_PROVIDERS).optional(),
  CAPTCHA_SECRET_KEY: z.string().min(1).optional(),
  CAPTCHA_SITE_KEY: z.string().min(1).optional(),
  CAPTCHA_ENDPOINTS: list,
  CAPTCHA_VERIFY_URL: url(["https:", "http:"]),
  CAPTCHA_SCRIPT_URL: url(["https:", "http:"]),
  // The instance's brand (docs/guides/branding.md): Gatehouse's own pages and mails show it, and
  // each organization's brand falls back to it field by field.
  BRAND_NAME: z.string().trim().min(1).max(80).default(DEFAULT_BRAND_NAME),
  BRAND_LOGO_URL: url(["https:", "http:"]),
  BRAND_ICON_URL: url(["https:", "http:"]),
  BRAND_PRIMARY_COLOR: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, "must be a hex colour like #3b5bdb")
    .transform((v) => v.toLowerCase())
    .default(DEFAULT_PRIMARY_COLOR),
  BRAND_COLOR_SCHEME: z.enum(["light", "dark", "auto"]).default("auto"),
  BRAND_SUPPORT_EMAIL: z.email("must be an email address").optional(),
  BRAND_SUPPORT_URL: url(["https:", "http:"]),
  // The language of pages and mails when nothing about the reader names one (docs/guides/languages.md):
  // no saved language, no ui_locales or ?lang=, no Accept-Language Gatehouse speaks.
  DEFAULT_LOCALE: z
    .enum(SUPPORTED_LOCALES, { message: `must be one of ${SUPPORTED_LOCALES.join(", ")}` })
    .default(FALLBACK_LOCALE),
});

export type Env = z.infer<typeof envSchema>;

/** Captcha as configured: the provider, its keys, the protected routes and the widget's script. */
export type CaptchaConfig = {
  provider: CaptchaProvider;
  secretKey: string;
  siteKey: string;
  endpoints: string[];
  verifyURL: string | undefined;
  scriptURL: string;
};

export type Config = Env & {
  captcha: CaptchaConfig | undefined;
  baseURL: string;
  authSecret: string;
  isProduction: boolean;
  /** SHUTDOWN_DELAY_MS, or its default for the environment. */
  shutdownDelayMs: number;
  /** LOG_LEVEL and LOG_FORMAT, or their defaults for the environment. */
  log: LoggerSettings;
  dataDir: string;
  database: { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };
  storage: { kind: "local" } | ({ kind: "s3" } & S3Settings);
  socialProviders: SocialProviderConfig[];
  oidcProviders: OidcProviderConfig[];
};

/** The social provider kinds better-auth ships; each is enabled by `<ID>_CLIENT_ID` and `<ID>_CLIENT_SECRET`. */
export const SOCIAL_PROVIDER_KINDS = [
  "apple",
  "discord",
  "facebook",
  "github",
  "microsoft",
  "google",
  "huggingface",
  "spotify",
  "twitch",
  "twitter",
  "dropbox",
  "kick",
  "linkedin",
  "gitlab",
  "tiktok",
  "reddit",
  "roblox",
  "vk",
  "zoom",
] as const;
export type SocialProviderKind = (typeof SOCIAL_PROVIDER_KINDS)[number];

export type SocialProviderConfig = {
  id: SocialProviderKind;
  name: string;
  clientId: string;
  clientSecret: string;
  scopes?: string[];
};

/** A generic OpenID Connect provider from `OIDC_PROVIDERS`; discoveryUrl is derived from the issuer when not given. */
export type OidcProviderConfig = {
  id: string;
  name: string;
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  scopes?: string[];
};

/** How each built-in kind is spelled on a sign-in button. */
const SOCIAL_PROVIDER_NAMES: Record<SocialProviderKind, string> = {
  apple: "Apple",
  discord: "Discord",
  facebook: "Facebook",
  github: "GitHub",
  microsoft: "Microsoft",
  google: "Google",
  huggingface: "Hugging Face",
  spotify: "Spotify",
  twitch: "Twitch",
  twitter: "X",
  dropbox: "Dropbox",
  kick: "Kick",
  linkedin: "LinkedIn",
  gitlab: "GitLab",
  tiktok: "TikTok",
  reddit: "Reddit",
  roblox: "Roblox",
  vk: "VK",
  zoom: "Zoom",
};

const PROVIDER_ID = /^[a-z0-9][a-z0-9-]*$/;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** The SQLite database's file name under DATA_DIR. */
export const SQLITE_FILE_NAME = "gatehouse.db";

/** Parse the environment; throws ConfigError naming the first bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join("; ")}`);
  }
  const env = parsed.data;
  if (env.PASSWORD_MIN_LENGTH > env.PASSWORD_MAX_LENGTH) {
    throw new ConfigError("Invalid configuration: PASSWORD_MIN_LENGTH: must not exceed PASSWORD_MAX_LENGTH");
  }
  const isProduction = env.NODE_ENV === "production";
  if (env.COOKIE_SAME_SITE === "none" && !env.BASE_URL?.startsWith("https://"))
    throw invalid(
      "COOKIE_SAME_SITE",
      "none needs an https BASE_URL (browsers keep SameSite=None cookies only when Secure)",
    );
  checkBrandImages(env, isProduction);
  // npm runs workspace scripts inside server/; a relative DATA_DIR means relative to where the
  // person ran the command (npm's INIT_CWD), so `npm start` at the root uses ./data there.
  const dataDir = resolve(source.INIT_CWD ?? process.cwd(), env.DATA_DIR);
  const database = env.DATABASE_URL
    ? ({ kind: "postgres", url: env.DATABASE_URL } as const)
    : ({ kind: "sqlite", file: join(dataDir, SQLITE_FILE_NAME) } as const);
  return {
    ...env,
    isProduction,
    dataDir,
    database,
    baseURL: (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    shutdownDelayMs: env.SHUTDOWN_DELAY_MS ?? (isProduction ? DEFAULT_PRODUCTION_SHUTDOWN_DELAY_MS : 0),
    log: {
      level: env.LOG_LEVEL ?? (isProduction ? "info" : "error"),
      format: env.LOG_FORMAT ?? (isProduction ? "json" : "pretty"),
    },
    authSecret: resolveSecret(env, isProduction, dataDir),
    socialProviders: readSocialProviders(source),
    oidcProviders: readOidcProviders(source),
    captcha: readCaptcha(env),
    storage: readStorage(env),
  };
}

/** Brand images end up in pages and mails: plain http only on loopback in production. */
function checkBrandImages(env: Env, isProduction: boolean): void {
  for (const name of ["BRAND_LOGO_URL", "BRAND_ICON_URL"] as const) {
    const value = env[name];
    if (value !== undefined && !isBrandImageUrl(value, !isProduction))
      throw invalid(name, "must be an https URL in production (http only on loopback)");
  }
}

function readStorage(env: Env): Config["storage"] {
  if (env.STORAGE === "local") return { kind: "local" };
  if (!env.S3_BUCKET) throw invalid("S3_BUCKET", "is required with STORAGE=s3");
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    throw invalid("S3_SECRET_ACCESS_KEY", "and S3_ACCESS_KEY_ID go together");
  return {
    kind: "s3",
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

function readCaptcha(env: Env): CaptchaConfig | undefined {
  const { CAPTCHA_PROVIDER: provider, CAPTCHA_SECRET_KEY: secretKey, CAPTCHA_SITE_KEY: siteKey } = env;
  if (!provider) {
    if (secretKey || siteKey)
      throw invalid("CAPTCHA_PROVIDER", "is required with CAPTCHA_SECRET_KEY and CAPTCHA_SITE_KEY");
    return undefined;
  }
  if (!secretKey) throw invalid("CAPTCHA_SECRET_KEY", "is required with CAPTCHA_PROVIDER");
  if (!siteKey) throw invalid("CAPTCHA_SITE_KEY", "is required with CAPTCHA_PROVIDER");
  return {
    provider,
    secretKey,
    siteKey,
    endpoints: env.CAPTCHA_ENDPOINTS.length > 0 ? env.CAPTCHA_ENDPOINTS : [...CAPTCHA_DEFAULT_ENDPOINTS],
    verifyURL: env.CAPTCHA_VERIFY_URL,
    scriptURL: env.CAPTCHA_SCRIPT_URL ?? CAPTCHA_SCRIPT_URLS[provider],
  };
}

const envName = (id: string) => id.toUpperCase().replace(/-/g, "_");
const read = (source: NodeJS.ProcessEnv, name: string) => {
  const v = source[name]?.trim();
  return v ? v : undefined;
};
const invalid = (name: string, message: string) => new ConfigError(`Invalid configuration: ${name}: ${message}`);

/** Client id and secret: both or neither. */
function readClient(source: NodeJS.ProcessEnv, id: string, required: boolean) {
  const idName = `${envName(id)}_CLIENT_ID`;
  const secretName = `${envName(id)}_CLIENT_SECRET`;
  const clientId = read(source, idName);
  const clientSecret = read(source, secretName);
  if (clientId && !clientSecret) throw invalid(secretName, `is required with ${idName}`);
  if (clientSecret && !clientId) throw invalid(idName, `is required with ${secretName}`);
  if (required && !clientId) throw invalid(idName, `is required for the OIDC provider "${id}"`);
  return clientId && clientSecret ? { clientId, clientSecret } : undefined;
}

function readSocialProviders(source: NodeJS.ProcessEnv): SocialProviderConfig[] {
  const providers: SocialProviderConfig[] = [];
  for (const id of SOCIAL_PROVIDER_KINDS) {
    const client = readClient(source, id, false);
    if (client) providers.push({ id, name: SOCIAL_PROVIDER_NAMES[id], ...client, ...readScopes(source, id) });
  }
  return providers;
}

function readOidcProviders(source: NodeJS.ProcessEnv): OidcProviderConfig[] {
  const ids = (source.OIDC_PROVIDERS ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const seen = new Set<string>();
  return ids.map((id) => {
    if (!PROVIDER_ID.test(id))
      throw invalid("OIDC_PROVIDERS", `"${id}" is not a provider id (lower-case letters, digits and dashes)`);
    if ((SOCIAL_PROVIDER_KINDS as readonly string[]).includes(id))
      throw invalid("OIDC_PROVIDERS", `"${id}" is a built-in provider; set ${envName(id)}_CLIENT_ID instead`);
    if (id === "credential") throw invalid("OIDC_PROVIDERS", `"credential" is reserved`);
    if (seen.has(id)) throw invalid("OIDC_PROVIDERS", `"${id}" is listed twice`);
    seen.add(id);
    const issuerName = `${envName(id)}_ISSUER`;
    const discoveryName = `${envName(id)}_DISCOVERY_URL`;
    const issuer = read(source, issuerName);
    const discovery = read(source, discoveryName);
    if (!issuer && !discovery)
      throw invalid(issuerName, `${issuerName} or ${discoveryName} is required for the OIDC provider "${id}"`);
    const checkUrl = (name: string, value: string) => {
      try {
        const parsed = new URL(value);
        if (parsed.protocol !== "https:" && parsed.protocol !== "http:") throw new Error();
      } catch {
        throw invalid(name, "must be an http or https URL");
      }
    };
    if (issuer) checkUrl(issuerName, issuer);
    if (discovery) checkUrl(discoveryName, discovery);
    const discoveryUrl = discovery ?? `${issuer!.replace(/\/$/, "")}/.well-known/openid-configuration`;
    const client = readClient(source, id, true)!;
    const name = read(source, `${envName(id)}_NAME`) ?? id.charAt(0).toUpperCase() + id.slice(1);
    return { id, name, discoveryUrl, ...client, ...readScopes(source, id) };
  });
}

/** `<ID>_SCOPES`: extra scopes, separated by spaces or commas. */
function readScopes(source: NodeJS.ProcessEnv, id: string): { scopes?: string[] } {
  const scopes = read(source, `${envName(id)}_SCOPES`)
    ?.split(/[\s,]+/)
    .filter(Boolean);
  return scopes?.length ? { scopes } : {};
}

/**
 * Fetches every OIDC provider's discovery document; one that cannot be read stops start-up
 * (better-auth would only log it and skip the provider).
 */
export async function checkOidcDiscovery(config: Pick<Config, "oidcProviders">): Promise<void> {
  for (const p of config.oidcProviders) {
    let problem: string | undefined;
    try {
      const response = await fetch(p.discoveryUrl, {
        signal: AbortSignal.timeout(10_000),
        headers: { accept: "application/json" },
      });
      if (!response.ok) problem = `HTTP ${response.status}`;
      else {
        const doc = (await response.json()) as Record<string, unknown>;
        if (typeof doc.authorization_endpoint !== "string" || typeof doc.token_endpoint !== "string")
          problem = "no authorization_endpoint or token_endpoint";
      }
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    if (problem) throw new ConfigError(`OIDC provider "${p.id}": discovery at ${p.discoveryUrl} failed (${problem})`);
  }
}

/**
 * In embedded mode a missing secret is generated once and kept under DATA_DIR so sessions
 * survive restarts; production must be given one, so a lost data folder never silently
 * changes the key that signs cookies.
 */
function resolveSecret(env: Env, isProduction: boolean, dataDir: string): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (isProduction) {
    throw new ConfigError("Invalid configuration: AUTH_SECRET: is required when NODE_ENV=production");
  }
  if (env.DATABASE_URL) {
    throw new ConfigError(
      "Invalid configuration: AUTH_SECRET: is required with DATABASE_URL (several servers must share it)",
    );
  }
  const file = join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
