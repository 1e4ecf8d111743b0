import { createServer, type Server } from "node:http";
import { type AddressInfo, Server as NetServer } from "node:net";
import { PasswordHashPool } from "./auth/account/password/hash-pool.ts";
import { organizationKeyVerifier } from "./auth/api-keys/organization-key-verifier.ts";
import { type Auth, createAuth } from "./auth/auth.ts";
import { createAuthRequestHandler } from "./auth/handler.ts";
import { redisRateLimitStore } from "./auth/redis-rate-limit.ts";
import { createSessionAnswerer } from "./auth/session/fast-path/fast-get-session.ts";
import { createSavedLocaleReader } from "./auth/session/saved-locale.ts";
import { startBackgroundJobs } from "./background-jobs.ts";
import type { SessionResolver } from "./billing/access/principal.ts";
import { benefitProviderSettings } from "./billing/benefit-grants/providers.ts";
import { checkoutFrameAncestors } from "./billing/checkouts/embedding.ts";
import { ENTITLEMENTS_FOLLOW_INTERVAL_MS, EntitlementsCache } from "./billing/entitlements/cache.ts";
import { sessionEntitlements } from "./billing/entitlements/service.ts";
import { recordingPayments } from "./billing/payments/recorder.ts";
import { createBillingApi } from "./billing/routes.ts";
import { organizationProcessor } from "./billing/stripe-accounts/organization-processor.ts";
import { STRIPE_KEYS_PURPOSE } from "./billing/stripe-accounts/service.ts";
import { instanceBrand } from "./branding/instance.ts";
import { type Config, ConfigError, checkOidcDiscovery, loadConfig } from "./config.ts";
import { type Database, openDatabase } from "./db/database.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { createApp, createProbeApp } from "./http/app.ts";
import { type ConnectionTracker, trackConnections } from "./http/connections.ts";
import { corsPolicy } from "./http/cors.ts";
import { checkReadiness, type DrainState } from "./http/health.ts";
import { createNodeListener } from "./http/node-listener.ts";
import type { RouteLabels } from "./http/route-label.ts";
import { everyResponseHeaders } from "./http/security-headers.ts";
import { createLogger, type LogDestination, type Logger } from "./kit/logger.ts";
import { jsonProcessOutput, logFormatOf, processLine } from "./kit/process-lines.ts";
import { secretBox } from "./kit/sealed-secrets.ts";
import { Mailer } from "./mail/mailer.ts";
import { MailOutboxRepository } from "./mail/outbox-repository.ts";
import { Metrics } from "./metrics/registry.ts";
import { metricsRoutes } from "./metrics/routes.ts";
import { createPaymentProcessor } from "./payments/index.ts";
import { GATEHOUSE_VERSION } from "./release/version.ts";
import { createBlobStore } from "./storage/index.ts";
import { WebhookWorker } from "./webhooks/worker.ts";

export type Gatehouse = {
  url: string;
  port: number;
  config: Config;
  auth: Auth;
  database: Database;
  mailer: Mailer;
  webhooks: WebhookWorker;
  /** Requests received and in flight (the shutdown sweep's view of the listener). */
  connections: Pick<ConnectionTracker, "inFlight" | "received">;
  close(): Promise<void>;
};

export type StartOptions = {
  webDistDir?: string;
  mailPollMs?: number;
  /** Where log lines go instead of stderr (tests read them). */
  logDestination?: LogDestination;
};

/** config -> db -> migrate -> auth -> app -> listen -> workers. Resolves once the server accepts requests. */
export async function startGatehouse(config: Config, options: StartOptions = {}): Promise<Gatehouse> {
  await checkOidcDiscovery(config);
  const logger = createLogger(config.log, options.logDestination);
  const database = openDatabase(config, logger);
  try {
    await migrate(database, logger);
  } catch (error) {
    // Refused or failed: nothing opened here is left behind the error.
    await database.close();
    logger.close();
    throw error;
  }
  const mailer = new Mailer(new MailOutboxRepository(database.db), config, logger);
  const hashPool = new PasswordHashPool(config.HASH_WORKERS, config.HASH_WORKER_NICE, config.PASSWORD_SCRYPT_N);
  const rateLimitStore = config.REDIS_URL
    ? redisRateLimitStore(config.REDIS_URL, config.REDIS_PREFIX, logger)
    : undefined;
  // Followed only where the API is served (a worker answers no entitlements).
  const entitlementsCache = config.GATEHOUSE_ROLE === "worker" ? undefined : new EntitlementsCache(database.db);
  entitlementsCache?.start(ENTITLEMENTS_FOLLOW_INTERVAL_MS, logger);
  const { files, stripeAccounts, processor } = await paymentsAndFiles(config, database);
  const auth = createAuth({ config, database, mailer, hashPool, logger, rateLimitStore, entitlementsCache, processor });
  // A worker serves the probes alone: no billing API to build.
  const billingApi =
    config.GATEHOUSE_ROLE === "worker"
      ? null
      : billingApiFor(config, { database, auth, logger, mailer, files, stripeAccounts, processor });
  // Set when shutdown begins: /readyz fails and every response asks to close its connection.
  const drain: DrainState = { draining: false };
  // The connection tracker exists once the server does; its count is read only when scraped.
  let requestsInFlight = () => 0;
  const metrics = config.METRICS_ENABLED
    ? new Metrics({ database, hashQueue: () => hashPool.queued, requestsInFlight: () => requestsInFlight() })
    : null;
  const listener = await httpListener({
    config,
    options,
    database,
    auth,
    logger,
    mailer,
    billingApi,
    entitlementsCache,
    drain,
    metrics,
  });

  const webhooks = webhookWorker(config, database, logger, metrics);
  // An api process leaves the queues to the worker processes (the rows wait in the database).
  const jobs =
    config.GATEHOUSE_ROLE === "api"
      ? null
      : await startBackgroundJobs({
          config,
          db: database.db,
          logger,
          mailer,
          webhooks,
          processor,
          benefitProviders: benefitProviderSettings(config),
          baseURL: files.baseURL,
          mailPollMs: options.mailPollMs,
        });

  const server = createServer(listener);
  const connections = trackConnections(server);
  requestsInFlight = connections.inFlight;
  try {
    await listen(server, config.PORT, config.HOST);
  } catch (error) {
    // The port is taken (or refused): nothing started here is left running behind the error.
    await Promise.allSettled([jobs?.stop(), hashPool.close(), rateLimitStore?.close(), entitlementsCache?.stop()]);
    await database.close();
    throw error;
  }
  const port = (server.address() as AddressInfo).port;

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= shutDown(config, drain, {
      stopServing: () => stopServing(server, connections, config.SHUTDOWN_TIMEOUT_MS),
      stopWorking: [
        () => jobs?.stop(),
        () => hashPool.close(),
        () => rateLimitStore?.close(),
        () => entitlementsCache?.stop(),
      ],
      database,
      logger,
    }));
  return { url: `http://${config.HOST}:${port}`, port, config, auth, database, mailer, webhooks, connections, close };
}

/**
 * Brings the database to this release's migrations, saying what ran. A database that a newer
 * release already migrated further is used as it is (a rolling deploy's older processes).
 */
async function migrate(database: Database, logger: Logger): Promise<void> {
  const outcome = await migrateToLatest(database, {
    finished: (name, ms) => logger.info(`migration ${name} applied in ${ms} ms`),
  });
  if (outcome.newer.length > 0)
    logger.warn(
      `the database has migrations of a newer release (${outcome.newer.join(", ")}); this release (${GATEHOUSE_VERSION}) runs on it as it is`,
    );
}

/** Uploaded files, sellers' Stripe accounts, and the payment processor that uses both. */
async function paymentsAndFiles(config: Config, database: Database) {
  const files = {
    store: await createBlobStore(config),
    baseURL: config.baseURL.replace(/\/+$/, ""),
    secret: config.authSecret,
  };
  const stripeAccounts = {
    apiUrl: config.STRIPE_API_URL,
    box: secretBox(config.authSecret, STRIPE_KEYS_PURPOSE),
    baseURL: files.baseURL,
  };
  // Each organization pays through its Stripe account once connected, in test mode otherwise;
  // every charge's outcome is one of the organization's payments (GET /v1/payments/).
  const processor = recordingPayments(
    organizationProcessor(database.db, createPaymentProcessor(database.db), stripeAccounts),
    database.db,
  );
  return { files, stripeAccounts, processor };
}

/** The /v1 billing API, reached by sessions, organization API keys and access tokens. */
function billingApiFor(
  config: Config,
  parts: { database: Database; auth: Auth; logger: Logger; mailer: Mailer } & Awaited<
    ReturnType<typeof paymentsAndFiles>
  >,
) {
  const { database, auth } = parts;
  return createBillingApi({
    db: database.db,
    processor: parts.processor,
    database,
    sessions: sessionResolver(auth),
    trustedOrigins: [config.baseURL, ...config.TRUSTED_ORIGINS].map((origin) => new URL(origin).origin),
    logger: parts.logger,
    files: parts.files,
    mailer: parts.mailer,
    trustedProxies: config.TRUSTED_PROXIES,
    stripeAccounts: parts.stripeAccounts,
    apiKeys: organizationKeyVerifier(auth),
    instance: instanceBrand(config),
    defaultLocale: config.DEFAULT_LOCALE,
    attempts: { enabled: config.RATE_LIMIT_ENABLED, window: config.RATE_LIMIT_WINDOW, max: config.RATE_LIMIT_MAX },
  });
}

/**
 * The Node request listener: the whole app where this process serves the API, the probes alone
 * in a worker; get-session's fast path in front; ids, access lines and metrics on every request.
 */
async function httpListener(parts: {
  config: Config;
  options: StartOptions;
  database: Database;
  auth: Auth;
  logger: Logger;
  mailer: Mailer;
  /** Null in a worker, which serves the probes alone. */
  billingApi: ReturnType<typeof createBillingApi> | null;
  entitlementsCache: EntitlementsCache | undefined;
  drain: DrainState;
  metrics: Metrics | null;
}) {
  const { config, database, auth, logger, metrics, entitlementsCache } = parts;
  const routeLabels: RouteLabels = new WeakMap();
  const probes = {
    readiness: () => checkReadiness(database, parts.drain),
    routeLabels,
    metrics: metrics ? metricsRoutes(metrics, config.METRICS_TOKEN) : null,
  };
  const billingApi = parts.billingApi;
  const servesApi = billingApi !== null;
  const app = servesApi
    ? createApp({
        ...probes,
        config,
        authHandler: await createAuthRequestHandler(auth),
        billingApi,
        mailer: parts.mailer,
        logger,
        webDistDir: parts.options.webDistDir,
        checkoutFrameAncestors: (clientSecret) => checkoutFrameAncestors(database.db, clientSecret),
        availability: database.availability,
        authEndpointPaths: endpointPaths(auth),
        savedLocale: await createSavedLocaleReader(auth),
      })
    : createProbeApp(probes);
  const entitlementsOfSession =
    config.ENTITLEMENTS_SELLER && entitlementsCache
      ? sessionEntitlements(database.db, config.ENTITLEMENTS_SELLER, entitlementsCache)
      : undefined;
  const answerSession = servesApi ? await createSessionAnswerer(auth, database, logger, entitlementsOfSession) : null;
  return createNodeListener(app, answerSession, logger, {
    everyResponse: everyResponseHeaders(config.baseURL),
    drain: parts.drain,
    metrics,
    routeLabels,
    trustedProxies: config.TRUSTED_PROXIES,
    cors: corsPolicy(config.baseURL, config.TRUSTED_ORIGINS),
  });
}

function webhookWorker(config: Config, database: Database, logger: Logger, metrics: Metrics | null): WebhookWorker {
  return new WebhookWorker(
    database.db,
    {
      pollMs: config.WEBHOOK_POLL_MS,
      baseMs: config.WEBHOOK_RETRY_BASE_MS,
      maxMs: config.WEBHOOK_RETRY_MAX_MS,
      timeoutMs: config.WEBHOOK_TIMEOUT_MS,
    },
    logger,
    (outcome) => metrics?.countWebhookAttempt(outcome),
  );
}

/**
 * In order (README "Graceful shutdown and rolling deploys"): fail readiness and ask every
 * response to close its connection; keep serving for SHUTDOWN_DELAY_MS while the load balancer
 * notices; stop accepting and let in-flight requests finish; stop the workers (they finish or
 * release their leases); then the database and the log.
 */
async function shutDown(
  config: Config,
  drain: DrainState,
  parts: {
    stopServing: () => Promise<void>;
    stopWorking: ReadonlyArray<() => Promise<void> | undefined>;
    database: Database;
    logger: Logger;
  },
): Promise<void> {
  drain.draining = true;
  if (config.shutdownDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
  await parts.stopServing();
  for (const stop of parts.stopWorking) await stop();
  await parts.database.close();
  parts.logger.close();
}

/** Every better-auth endpoint's path (`/sign-in/email`, `/reset-password/:token`), plugins included. */
function endpointPaths(auth: Auth): string[] {
  return Object.values(auth.api as Record<string, { path?: unknown }>).flatMap((endpoint) =>
    typeof endpoint?.path === "string" ? [endpoint.path] : [],
  );
}

/** The /v1 API's view of a better-auth session: who is signed in and their active organization. */
function sessionResolver(auth: Auth): SessionResolver {
  return async (headers) => {
    const found = await auth.api.getSession({ headers });
    return found ? { userId: found.user.id, activeOrganizationId: found.session.activeOrganizationId ?? null } : null;
  };
}

const IDLE_SWEEP_MS = 25;

/**
 * Stops accepting connections and lets in-flight requests finish: idle keep-alive connections
 * close now, busy ones once their response is written (the sweep finds them idle); whatever still
 * runs after `timeoutMs` is cut.
 */
function stopServing(server: Server, connections: ConnectionTracker, timeoutMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const cutoff = setTimeout(() => server.closeAllConnections(), timeoutMs);
    // A keep-alive connection whose request began before shutdown turns idle after its response.
    const sweep = setInterval(() => connections.closeIdle(), IDLE_SWEEP_MS);
    // net.Server's close: http.Server's own (Node 19+) also runs closeIdleConnections(), which
    // resets connections whose request is being handled (connections.ts). This one stops
    // accepting and calls back once every connection has ended.
    NetServer.prototype.close.call(server, () => {
      clearTimeout(cutoff);
      clearInterval(sweep);
      resolve();
    });
    connections.closeIdle();
  });
}

function listen(server: Server, port: number, hostname: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, () => resolve(server));
  });
}

/**
 * The server process (`gatehouse start`, `node dist/main.js`): reads the configuration, starts,
 * says where it listens, and on SIGTERM or SIGINT drains and exits 0. A refused configuration
 * exits 1 naming the variable. Every line it writes follows LOG_FORMAT (process-lines.ts).
 */
export async function runServer(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const format = logFormatOf(env);
  jsonProcessOutput(format);
  const refuse = (error: ConfigError): never => {
    process.stderr.write(processLine(format, "error", error.message));
    process.exit(1);
  };
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) refuse(error);
    throw error;
  }
  let gatehouse: Gatehouse;
  try {
    gatehouse = await startGatehouse(config);
  } catch (error) {
    if (error instanceof ConfigError) refuse(error);
    throw error;
  }
  const where = config.database.kind === "sqlite" ? `SQLite at ${config.database.file}` : "PostgreSQL";
  process.stdout.write(
    processLine(format, "info", `Gatehouse listening on ${gatehouse.url} (public URL ${config.baseURL}, ${where})`, {
      version: GATEHOUSE_VERSION,
    }),
  );
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      void gatehouse.close().then(() => process.exit(0));
    });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  void runServer();
}
