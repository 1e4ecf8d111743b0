import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { COOKIE_MAX_AGE_CAP, ConfigError, loadConfig } from "./config.ts";
import { SUPPORTED_LOCALES } from "./i18n/locales.ts";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";
const scratchDirs: string[] = [];
const scratchDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "gatehouse-config-"));
  scratchDirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of scratchDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** loadConfig's error for an environment that must be refused. */
function refusal(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe("loadConfig defaults", () => {
  it("listens on 127.0.0.1:3000 with data under ./data and SQLite there", () => {
    const config = loadConfig({ AUTH_SECRET: SECRET });
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe("127.0.0.1");
    expect(config.DATA_DIR).toBe("./data");
    expect(config.dataDir).toBe(resolve("./data"));
    expect(config.database).toEqual({ kind: "sqlite", file: join(resolve("./data"), "gatehouse.db") });
    expect(config.baseURL).toBe("http://localhost:3000");
    expect(config.isProduction).toBe(false);
  });

  it("resolves a relative DATA_DIR against the directory npm was run from (INIT_CWD)", () => {
    expect(loadConfig({ AUTH_SECRET: SECRET, INIT_CWD: "/srv/gatehouse" }).dataDir).toBe("/srv/gatehouse/data");
    expect(
      loadConfig({ AUTH_SECRET: SECRET, INIT_CWD: "/srv/gatehouse", DATA_DIR: "/var/lib/gatehouse" }).dataDir,
    ).toBe("/var/lib/gatehouse");
  });

  it("has the documented session and auth defaults (docs/reference/configuration.md)", () => {
    const config = loadConfig({ AUTH_SECRET: SECRET });
    expect(config).toMatchObject({
      PASSWORD_MIN_LENGTH: 8,
      PASSWORD_MAX_LENGTH: 128,
      REQUIRE_EMAIL_VERIFICATION: false,
      COOKIE_CACHE_MAX_AGE: 60,
      RATE_LIMIT_ENABLED: true,
      log: { level: "error", format: "pretty" },
      TRUSTED_ORIGINS: [],
      TRUSTED_PROXIES: [],
    });
  });

  it("parses lists, booleans and URLs", () => {
    const config = loadConfig({
      AUTH_SECRET: SECRET,
      TRUSTED_ORIGINS: " https://a.example.com ,https://b.example.com,",
      REQUIRE_EMAIL_VERIFICATION: "yes",
      DATABASE_URL: "postgres://u@db.example.com:5432/gatehouse",
      BASE_URL: "https://auth.example.com/",
    });
    expect(config.TRUSTED_ORIGINS).toEqual(["https://a.example.com", "https://b.example.com"]);
    expect(config.REQUIRE_EMAIL_VERIFICATION).toBe(true);
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://u@db.example.com:5432/gatehouse" });
    expect(config.baseURL).toBe("https://auth.example.com");
  });

  it("parses ADMIN_EMAILS lowercased and the organization settings", () => {
    const defaults = loadConfig({ AUTH_SECRET: SECRET });
    expect(defaults.ADMIN_EMAILS).toEqual([]);
    expect(defaults.ALLOW_ORGANIZATION_CREATION).toBe(true);
    expect(defaults.ORGANIZATION_LIMIT).toBeUndefined();
    const config = loadConfig({
      AUTH_SECRET: SECRET,
      ADMIN_EMAILS: " Ops@Example.com, ,root@example.org ",
      ALLOW_ORGANIZATION_CREATION: "false",
      ORGANIZATION_LIMIT: "3",
    });
    expect(config.ADMIN_EMAILS).toEqual(["ops@example.com", "root@example.org"]);
    expect(config.ALLOW_ORGANIZATION_CREATION).toBe(false);
    expect(config.ORGANIZATION_LIMIT).toBe(3);
  });

  it("accepts SESSION_EXPIRES_IN right at the 400-day cookie cap", () => {
    expect(loadConfig({ AUTH_SECRET: SECRET, SESSION_EXPIRES_IN: String(COOKIE_MAX_AGE_CAP) }).SESSION_EXPIRES_IN).toBe(
      34_560_000,
    );
  });
});

describe("loadConfig refuses bad values, naming the variable", () => {
  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["PASSWORD_MIN_LENGTH", "0"],
    ["PASSWORD_MAX_LENGTH", "seven"],
    ["REQUIRE_EMAIL_VERIFICATION", "maybe"],
    ["RATE_LIMIT_ENABLED", "sometimes"],
    ["DATABASE_URL", "mysql://x"],
    ["DATABASE_URL", "not a url"],
    ["SMTP_URL", "http://x"],
    ["BASE_URL", "ftp://auth.example.com"],
    ["SESSION_EXPIRES_IN", String(COOKIE_MAX_AGE_CAP + 1)],
    ["SESSION_EXPIRES_IN", "1.5"],
    ["AUTH_SECRET", "too-short"],
    ["LOG_LEVEL", "verbose"],
    ["NODE_ENV", "staging"],
    ["ADMIN_EMAILS", "ops@example.com,not-an-email"],
    ["ALLOW_ORGANIZATION_CREATION", "perhaps"],
    ["ORGANIZATION_LIMIT", "0"],
    ["PASSWORD_SCRYPT_N", "3000"],
    ["PASSWORD_SCRYPT_N", "512"],
    ["PASSWORD_SCRYPT_N", "262144"],
  ])("%s=%s", (name, value) => {
    const error = refusal({ AUTH_SECRET: SECRET, [name]: value });
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toContain(name);
  });

  it("a minimum above the maximum password length", () => {
    const error = refusal({ AUTH_SECRET: SECRET, PASSWORD_MIN_LENGTH: "40", PASSWORD_MAX_LENGTH: "20" });
    expect(error.message).toContain("PASSWORD_MIN_LENGTH");
  });
});

describe("DEFAULT_LOCALE", () => {
  it("is English unless set", () => {
    expect(loadConfig({ AUTH_SECRET: SECRET }).DEFAULT_LOCALE).toBe("en");
  });

  it.each(SUPPORTED_LOCALES)("takes %s", (locale) => {
    expect(loadConfig({ AUTH_SECRET: SECRET, DEFAULT_LOCALE: locale }).DEFAULT_LOCALE).toBe(locale);
  });

  it.each(["", "xx", "de-DE", "DE", "pt", "en-XA"])("refuses %j, listing the locales it takes", (value) => {
    const error = refusal({ AUTH_SECRET: SECRET, DEFAULT_LOCALE: value });
    expect(error.message).toBe(
      "Invalid configuration: DEFAULT_LOCALE: must be one of en, de, fr, es, pt-BR, it, nl, ja, ko, zh-CN, ar",
    );
  });
});

describe("AUTH_SECRET", () => {
  it("is generated once under DATA_DIR in embedded mode, and reused", () => {
    const dataDir = join(scratchDir(), "nested", "data");
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = join(dataDir, "auth-secret");
    expect(existsSync(file)).toBe(true);
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, "utf8").trim()).toBe(first.authSecret);
    expect(statSync(file).mode & 0o077).toBe(0);

    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.authSecret).toBe(first.authSecret);
    expect(loadConfig({ DATA_DIR: scratchDir() }).authSecret).not.toBe(first.authSecret);
  });

  it("a given secret wins and nothing is written", () => {
    const dataDir = scratchDir();
    expect(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: SECRET }).authSecret).toBe(SECRET);
    expect(existsSync(join(dataDir, "auth-secret"))).toBe(false);
  });

  it("is required when NODE_ENV=production, and nothing is generated", () => {
    const dataDir = scratchDir();
    const error = refusal({ NODE_ENV: "production", DATA_DIR: dataDir });
    expect(error.message).toContain("AUTH_SECRET");
    expect(existsSync(join(dataDir, "auth-secret"))).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir, AUTH_SECRET: SECRET }).isProduction).toBe(true);
  });

  it("production logs JSON at info (with the access log) unless told otherwise", () => {
    const production = { NODE_ENV: "production", DATA_DIR: scratchDir(), AUTH_SECRET: SECRET };
    expect(loadConfig(production).log).toEqual({ level: "info", format: "json" });
    expect(loadConfig({ ...production, LOG_LEVEL: "warn", LOG_FORMAT: "pretty" }).log).toEqual({
      level: "warn",
      format: "pretty",
    });
    expect(refusal({ ...production, LOG_FORMAT: "xml" }).message).toContain("LOG_FORMAT");
  });

  it("is required with DATABASE_URL, where several servers must share it", () => {
    const error = refusal({ DATA_DIR: scratchDir(), DATABASE_URL: "postgres://u@db.example.com/gatehouse" });
    expect(error.message).toContain("AUTH_SECRET");
  });
});
