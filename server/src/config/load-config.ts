import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { LoggerSettings } from "../kit/logger.ts";
import type { S3Settings } from "../storage/s3-store.ts";
import { isBrandImageUrl } from "./brand-urls.ts";
import { ConfigError, invalid } from "./config-error.ts";
import { CAPTCHA_SCRIPT_URLS, type CaptchaProvider } from "./env-schema/captcha.ts";
import { SQLITE_FILE_NAME } from "./env-schema/database.ts";
import { type Env, envSchema } from "./env-schema/index.ts";
import { DEFAULT_PRODUCTION_SHUTDOWN_DELAY_MS } from "./env-schema/processes.ts";
import {
  type OidcProviderConfig,
  readOidcProviders,
  readSocialProviders,
  type SocialProviderConfig,
} from "./social-providers.ts";

/** Captcha as configured: the provider, its keys, the protected routes and the widget's script. */
export type CaptchaConfig = {
  provider: CaptchaProvider;
  secretKey: string;
  siteKey: string;
  /** CAPTCHA_ENDPOINTS; empty: the routes the auth route catalogue marks as guarded. */
  endpoints: string[];
  verifyURL: string | undefined;
  scriptURL: string;
};

/** The parsed environment, and what Gatehouse derives from it. */
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
    endpoints: env.CAPTCHA_ENDPOINTS,
    verifyURL: env.CAPTCHA_VERIFY_URL,
    scriptURL: env.CAPTCHA_SCRIPT_URL ?? CAPTCHA_SCRIPT_URLS[provider],
  };
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
