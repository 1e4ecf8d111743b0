import { loadConfig } from "../../src/config.ts";
import type { LogDestination } from "../../src/kit/logger.ts";
import { type Gatehouse, startGatehouse } from "../../src/main.ts";
import { CookieJar } from "./cookie-jar.ts";
import { SmtpCatcher } from "./smtp-catcher.ts";
import { createScratchDatabase, type ScratchDatabase } from "./test-database.ts";

export type TestServer = {
  gatehouse: Gatehouse;
  url: string;
  smtp: SmtpCatcher;
  database: ScratchDatabase;
  /** A new client acting as one browser (own cookie jar, Origin set to the server's). */
  client(): TestClient;
  close(): Promise<void>;
};

export type StartTestServerOptions = {
  env?: Record<string, string>;
  /** Omit SMTP: mails go to the dev outbox. */
  withoutSmtp?: boolean;
  webDistDir?: string;
  /**
   * Run on this existing scratch database instead of a new one (a second server, or the same
   * server after a restart). The caller owns it: close() leaves it in place.
   */
  database?: ScratchDatabase;
  /** Receives the server's log lines instead of stderr (with LOG_FORMAT=json: one JSON line per write). */
  logDestination?: LogDestination;
};

/**
 * Gatehouse on 127.0.0.1 with a free port, a scratch database (SQLite or PostgreSQL,
 * per vitest project) and a real SMTP server on loopback that catches its mails.
 */
export async function startTestServer(options: StartTestServerOptions = {}): Promise<TestServer> {
  const smtp = new SmtpCatcher();
  if (!options.withoutSmtp) await smtp.start();
  const database = options.database ?? (await createScratchDatabase({ migrated: true }));
  const env: Record<string, string> = {
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: "0",
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123456789",
    RATE_LIMIT_ENABLED: "false",
    // One hash thread, not two: starting one costs ~125 ms of CPU (its native hash modules), more
    // than the rest of a test server's start, and at the test cost a hash takes a few milliseconds.
    HASH_WORKERS: "1",
    // A sixteenth of the default scrypt cost: a quarter of the suites' CPU went to hashing the
    // same test passwords. The default cost and its format are tested in hash-pool.test.ts and
    // password-cost.test.ts.
    PASSWORD_SCRYPT_N: "1024",
    MAIL_RETRY_BASE_MS: "200",
    WEBHOOK_POLL_MS: "50",
    BENEFIT_GRANT_POLL_MS: "50",
    // close() lets in-flight requests finish; a test never waits long for one left hanging.
    SHUTDOWN_TIMEOUT_MS: "2000",
    ...database.env,
    ...(options.withoutSmtp ? {} : { SMTP_URL: smtp.url }),
    ...options.env,
  };
  // BASE_URL must carry the real port, so the port is picked up front. Another test process may
  // take it between the pick and the listen (two workers): then Gatehouse stops what it started
  // and another port is picked.
  const pickPort = env.PORT === "0" && options.env?.BASE_URL === undefined;
  const start = async () => {
    if (pickPort) {
      const port = await freePort();
      env.PORT = String(port);
      env.BASE_URL = `http://127.0.0.1:${port}`;
    } else env.BASE_URL ??= `http://127.0.0.1:${env.PORT}`;
    return startGatehouse(loadConfig(env), {
      webDistDir: options.webDistDir,
      mailPollMs: 100,
      logDestination: options.logDestination,
    });
  };
  let gatehouse: Awaited<ReturnType<typeof startGatehouse>> | null = null;
  for (let attempt = 1; gatehouse === null; attempt++) {
    try {
      gatehouse = await start();
    } catch (error) {
      if (isPortTaken(error) && pickPort && attempt < 5) continue;
      await smtp.stop();
      if (!options.database) await database.drop();
      throw error;
    }
  }
  const url = gatehouse.url;
  return {
    gatehouse,
    url,
    smtp,
    database,
    client: () => new TestClient(url, env.BASE_URL!),
    close: async () => {
      await gatehouse.close();
      await smtp.stop();
      if (!options.database) await database.drop();
    },
  };
}

/**
 * Whether an error says the port was taken: a listen's own error, a child server's output naming
 * it, or Vite's refusal under `strictPort`.
 */
export const isPortTaken = (error: unknown): boolean =>
  (error as NodeJS.ErrnoException | null)?.code === "EADDRINUSE" ||
  (error instanceof Error && /EADDRINUSE|is already in use/.test(error.message));

/**
 * Starts what must know its port before it listens (a server whose BASE_URL, or an identity
 * provider's redirect URI, names it) on a port free a moment ago, and again on another one when
 * something took it in between — another worker's server, or an outgoing connection's ephemeral
 * port. `start` cleans up what it started before it throws.
 */
export async function onFreePort<T>(start: (port: number) => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(await freePort());
    } catch (error) {
      if (!isPortTaken(error) || attempt >= attempts) throw error;
    }
  }
}

export async function freePort(): Promise<number> {
  const { createServer } = await import("node:net");
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type JsonResponse<T = unknown> = { status: number; body: T; headers: Headers; response: Response };

type RequestOptions = { query?: Record<string, string>; headers?: Record<string, string>; redirect?: RequestRedirect };

/** One browser: a cookie jar plus JSON helpers for /api/auth. Redirects are not followed by default. */
export class TestClient {
  readonly jar = new CookieJar();
  constructor(
    readonly baseURL: string,
    readonly origin: string,
  ) {}

  async get<T = unknown>(path: string, options: RequestOptions = {}): Promise<JsonResponse<T>> {
    return this.request<T>("GET", path, undefined, options);
  }

  async post<T = unknown>(path: string, body?: unknown, options: RequestOptions = {}): Promise<JsonResponse<T>> {
    return this.request<T>("POST", path, body, options);
  }

  /** Follows a link from a mail (absolute URL) without following its redirect. */
  async visit(link: string): Promise<Response> {
    const url = new URL(link);
    const response = await fetch(`${this.baseURL}${url.pathname}${url.search}`, {
      headers: { cookie: this.jar.header() },
      redirect: "manual",
    });
    this.jar.store(response);
    return response;
  }

  async request<T>(
    method: string,
    path: string,
    body: unknown,
    options: RequestOptions = {},
  ): Promise<JsonResponse<T>> {
    const query = options.query ? `?${new URLSearchParams(options.query)}` : "";
    const url = `${this.baseURL}${path.startsWith("/api/") ? path : `/api/auth${path}`}${query}`;
    const headers: Record<string, string> = { origin: this.origin, cookie: this.jar.header(), ...options.headers };
    if (body !== undefined) headers["content-type"] ??= "application/json";
    const response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      redirect: options.redirect ?? "manual",
    });
    this.jar.store(response);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text (HTML pages, plain errors)
    }
    return { status: response.status, body: parsed as T, headers: response.headers, response };
  }

  /** Signs up and returns the response; the jar holds the new session when auto sign-in applies. */
  signUp(email: string, password = "correct-horse-battery", name = "Test User") {
    return this.post<{ token: string | null; user: { id: string; email: string } }>("/sign-up/email", {
      email,
      password,
      name,
    });
  }

  signIn(email: string, password = "correct-horse-battery", rememberMe?: boolean) {
    return this.post<{ token: string; user: { id: string; email: string } }>("/sign-in/email", {
      email,
      password,
      ...(rememberMe === undefined ? {} : { rememberMe }),
    });
  }

  session() {
    return this.get<{
      session: { id: string; token: string; userId: string; expiresAt: string };
      user: { id: string; email: string; emailVerified: boolean; name: string };
    } | null>("/get-session", { query: { disableCookieCache: "true" } });
  }
}
