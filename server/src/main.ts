import { createServer, type Server } from "node:http";
import { type AddressInfo, Server as NetServer } from "node:net";
import { ENTITLEMENTS_FOLLOW_INTERVAL_MS, EntitlementsCache } from "./account-billing/entitlements/cache.ts";
import { PasswordHashPool } from "./auth/account/password/hash-pool.ts";
import type { Auth } from "./auth/auth.ts";
import { redisRateLimitStore } from "./auth/redis-rate-limit.ts";
import { startSessionRevocations } from "./auth/session/revocation/session-revocations.ts";
import { benefitProviderSettings } from "./billing/benefit-grants/providers.ts";
import { WebhookWorker } from "./billing/webhook-delivery/worker.ts";
import { createGatehouseAuth } from "./composition/auth.ts";
import { startBackgroundJobs } from "./composition/background-jobs.ts";
import { billingApiFor, paymentsAndFiles } from "./composition/billing-api.ts";
import { httpListener } from "./composition/http-listener.ts";
import { type Config, ConfigError, checkOidcDiscovery, loadConfig } from "./config.ts";
import { type Database, openDatabase } from "./db/database.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { type ConnectionTracker, trackConnections } from "./http/connections.ts";
import type { DrainState } from "./http/health.ts";
import { createLogger, type LogDestination, type Logger } from "./kit/logger.ts";
import { jsonProcessOutput, logFormatOf, processLine } from "./kit/process-lines.ts";
import { Mailer } from "./mail/mailer.ts";
import { MailOutboxRepository } from "./mail/outbox-repository.ts";
import { Metrics } from "./metrics/registry.ts";
import { GATEHOUSE_VERSION } from "./release/version.ts";

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
  // Revoked sessions and users, which cookie-cached sessions are checked against.
  const revocations = await startSessionRevocations(config, database, logger);
  const { files, stripeAccounts, processor } = await paymentsAndFiles(config, database);
  const auth = createGatehouseAuth({
    config,
    database,
    mailer,
    hashPool,
    logger,
    rateLimitStore,
    revocations,
    entitlementsCache,
    processor,
  });
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
    webDistDir: options.webDistDir,
    database,
    auth,
    logger,
    mailer,
    billingApi,
    entitlementsCache,
    revocations,
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
    await Promise.allSettled([
      jobs?.stop(),
      hashPool.close(),
      rateLimitStore?.close(),
      entitlementsCache?.stop(),
      revocations?.stop(),
    ]);
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
        () => revocations?.stop(),
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
 * In order (docs/operations/production.md, "Graceful shutdown and rolling deploys"): fail readiness and ask every
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
