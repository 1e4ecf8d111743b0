import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { apiKey } from "@better-auth/api-key";
import { betterAuth } from "better-auth";
import { createEmailVerificationToken } from "better-auth/api";
import { admin, jwt, organization } from "better-auth/plugins";
import { type GenericOAuthConfig, genericOAuth } from "better-auth/plugins/generic-oauth";
import { expect } from "vitest";
import { type Database, openDatabase } from "../../../src/db/database.ts";
import { migrateToLatest } from "../../../src/db/migrate.ts";
import { uniqueEmail } from "../../helpers/account-flows.ts";
import { uniqueSlug } from "../../organization/fixtures.ts";

/**
 * Stock better-auth for the upgrade canary (server/src/auth/README.md): the version Gatehouse
 * runs, the same library plugins and the options Gatehouse sets that both need (change-email on, a GitHub
 * client), and none of Gatehouse's corrections, on a SQLite database of its own migrated by
 * Gatehouse's migrations (the library's tables are the same).
 */
const BASE_URL = "http://localhost:3999";
const SECRET = "upgrade-canary-secret-upgrade-canary-secret";
export const PASSWORD = "correct-horse-battery";

/** What a probe adds to stock: generic OpenID providers (Gatehouse's OIDC_PROVIDERS, as genericOAuth). */
export type StockOptions = { oidcProviders?: GenericOAuthConfig[] };

export type Answer = { status: number; body: unknown; location: string | null; cookie: string; headers: Headers };

export type RequestOptions = { body?: unknown; cookie?: string; headers?: Record<string, string> };

export type Stock = {
  /** One request, as a browser on stock's own origin would send it (Origin set). */
  request(method: string, path: string, options?: RequestOptions): Promise<Answer>;
  /** A new user signed up and in; their cookies. */
  signedIn(): Promise<{ cookie: string; userId: string; email: string }>;
  /** An organization created by the user of `cookie`. */
  organization(cookie: string, fields?: Record<string, unknown>): Promise<{ id: string; slug: string }>;
  /** A change-email link's token as better-auth mints it for `userId` (from `email` to `updateTo`). */
  changeEmailToken(userId: string, email: string, updateTo: string): Promise<string>;
  database: Database;
  close(): Promise<void>;
};

function createStockAuth(database: Database, options: StockOptions) {
  const oidc = options.oidcProviders ? [genericOAuth({ config: options.oidcProviders })] : [];
  return betterAuth({
    baseURL: BASE_URL,
    basePath: "/api/auth",
    secret: SECRET,
    database: { db: database.db, type: "sqlite" },
    emailAndPassword: { enabled: true },
    user: { changeEmail: { enabled: true, updateEmailWithoutVerification: true } },
    socialProviders: { github: { clientId: "canary-client", clientSecret: "canary-secret" } },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { disabled: true },
    plugins: [
      organization({ teams: { enabled: true } }),
      admin(),
      apiKey({ enableSessionForAPIKeys: true }),
      jwt(),
      ...oidc,
    ],
  });
}

export async function startStock(options: StockOptions = {}): Promise<Stock> {
  const dir = mkdtempSync(join(tmpdir(), "gatehouse-canary-"));
  const database = openDatabase({ database: { kind: "sqlite", file: join(dir, "stock.db") } });
  await migrateToLatest(database);
  const auth = createStockAuth(database, options);

  async function request(method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
    const { body, cookie = "", headers = {} } = options;
    const response = await auth.handler(
      new Request(`${BASE_URL}/api/auth${path}`, {
        method,
        headers: {
          origin: BASE_URL,
          ...(cookie ? { cookie } : {}),
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: "manual",
      }),
    );
    const text = await response.text();
    const setCookies = response.headers.getSetCookie().map((line) => line.split(";")[0]);
    let parsed: unknown = text;
    try {
      parsed = text ? (JSON.parse(text) as unknown) : null;
    } catch {
      // an HTML page or a redirect's body: kept as text
    }
    return {
      status: response.status,
      body: parsed,
      location: response.headers.get("location"),
      cookie: [cookie, ...setCookies].filter(Boolean).join("; "),
      headers: response.headers,
    };
  }

  async function signedIn() {
    const email = uniqueEmail("stock");
    const signUp = await request("POST", "/sign-up/email", { body: { name: "Stock", email, password: PASSWORD } });
    expect(signUp.status).toBe(200);
    return { cookie: signUp.cookie, userId: (signUp.body as { user: { id: string } }).user.id, email };
  }

  async function createOrganization(cookie: string, fields: Record<string, unknown> = {}) {
    const slug = uniqueSlug("stock");
    const created = await request("POST", "/organization/create", {
      body: { name: "Stock Org", slug, ...fields },
      cookie,
    });
    expect(created.status).toBe(200);
    return { id: (created.body as { id: string }).id, slug };
  }

  return {
    request,
    signedIn,
    organization: createOrganization,
    changeEmailToken: (userId, email, updateTo) =>
      createEmailVerificationToken(SECRET, email, updateTo, undefined, { userId }),
    database,
    close: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const messageOf = (body: unknown) => (body as { message?: string } | null)?.message;
export const codeOf = (body: unknown) => (body as { code?: string } | null)?.code;
