import { Redis } from "ioredis";
import nodemailer from "nodemailer";
import { type Config, checkOidcDiscovery } from "../config.ts";
import { migrationStatus } from "../db/migrate.ts";
import { missingFaces } from "../pdf/fonts.ts";
import { commandConfig, databaseLabel, reachDatabase } from "./context.ts";
import { CommandFailure, reasonOf } from "./failures.ts";

/** One check's outcome: passed with what it found, failed with why, or not configured. */
type Outcome = { state: "ok" | "problem" | "skipped"; detail: string };
type Check = { name: string; run(config: Config): Promise<Outcome> };

/** How long a service may take to answer before it counts as unreachable. */
const REACH_TIMEOUT_MS = 5_000;

const ok = (detail: string): Outcome => ({ state: "ok", detail });
const problem = (detail: string): Outcome => ({ state: "problem", detail });
const skipped = (detail: string): Outcome => ({ state: "skipped", detail });

const CHECKS: readonly Check[] = [
  { name: "database", run: checkDatabase },
  { name: "redis", run: checkRedis },
  { name: "storage", run: checkStorage },
  { name: "smtp", run: checkSmtp },
  { name: "oidc", run: checkOidcProviders },
  { name: "fonts", run: checkFonts },
];

/**
 * `gatehouse check-config`: validates every variable as the server would, then reaches each
 * service the configuration names, and lists every problem (exit 1 when there is one) — so a
 * configuration is known good before a deploy, not at its first request.
 */
export async function checkConfigCommand(): Promise<void> {
  let config: Config;
  try {
    config = commandConfig();
  } catch (error) {
    // The variables themselves: each refused one on its own line, nothing reached.
    const lines = reasonOf(error)
      .replace(/^Invalid configuration: /, "")
      .split("; ");
    for (const line of lines) report("config", problem(line));
    throw new CommandFailure(`the configuration has ${lines.length} problem${lines.length === 1 ? "" : "s"}`);
  }
  report(
    "config",
    ok(`NODE_ENV=${config.NODE_ENV}, GATEHOUSE_ROLE=${config.GATEHOUSE_ROLE}, BASE_URL=${config.baseURL}`),
  );
  const outcomes = await Promise.all(CHECKS.map(async (check) => ({ check, outcome: await runCheck(check, config) })));
  for (const { check, outcome } of outcomes) report(check.name, outcome);
  const problems = outcomes.filter(({ outcome }) => outcome.state === "problem").map(({ check }) => check.name);
  if (problems.length > 0) throw new CommandFailure(`problems with: ${problems.join(", ")}`);
}

async function runCheck(check: Check, config: Config): Promise<Outcome> {
  try {
    return await check.run(config);
  } catch (error) {
    return problem(reasonOf(error));
  }
}

function report(name: string, outcome: Outcome): void {
  const label = { ok: "ok     ", problem: "PROBLEM", skipped: "-      " }[outcome.state];
  process.stdout.write(`${label} ${name.padEnd(8)} ${outcome.detail}\n`);
}

async function checkDatabase(config: Config): Promise<Outcome> {
  // No logger: a check reports what it finds, it does not log it.
  const database = await reachDatabase(config);
  try {
    const { known, newer } = await migrationStatus(database);
    const applied = known.filter((migration) => migration.appliedAt !== null).length;
    const ahead = newer.length > 0 ? `, ${newer.length} of a newer release` : "";
    const pending = applied < known.length ? " (the server applies the rest at start, or run gatehouse migrate)" : "";
    return ok(`${databaseLabel(config)}: ${applied} of ${known.length} migrations applied${ahead}${pending}`);
  } finally {
    await database.close();
  }
}

async function checkRedis(config: Config): Promise<Outcome> {
  if (!config.REDIS_URL) return skipped("REDIS_URL is not set: rate limits are counted in the database");
  const redis = new Redis(config.REDIS_URL, {
    lazyConnect: true,
    connectTimeout: REACH_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  // The connection's own error says why (refused, unknown host); the command's is only "closed".
  let connectionError: unknown;
  redis.on("error", (error) => {
    connectionError ??= error;
  });
  try {
    await redis.connect();
    const answer = await redis.ping();
    return ok(`${redisLabel(config.REDIS_URL)} answered ${answer}`);
  } catch (error) {
    return problem(`cannot reach ${redisLabel(config.REDIS_URL)}: ${reasonOf(connectionError ?? error)}`);
  } finally {
    redis.disconnect();
  }
}

/** The Redis URL without its password. */
function redisLabel(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
}

async function checkStorage(config: Config): Promise<Outcome> {
  if (config.storage.kind === "local") return skipped(`STORAGE=local: files under ${config.dataDir}/files`);
  const { HeadBucketCommand } = await import("@aws-sdk/client-s3");
  const { s3Client } = await import("../storage/s3-store.ts");
  const client = s3Client(config.storage);
  const bucket = config.storage.bucket;
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }), {
      abortSignal: AbortSignal.timeout(REACH_TIMEOUT_MS),
    });
    return ok(`bucket ${bucket} answered${config.storage.endpoint ? ` at ${config.storage.endpoint}` : ""}`);
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const why = status === 404 ? "no such bucket" : status === 403 ? "access denied" : reasonOf(error);
    return problem(`bucket ${bucket}: ${why}`);
  } finally {
    client.destroy();
  }
}

async function checkSmtp(config: Config): Promise<Outcome> {
  if (!config.SMTP_URL) return skipped("SMTP_URL is not set: mails are kept in the dev outbox, not sent");
  const transport = nodemailer.createTransport({
    url: config.SMTP_URL,
    connectionTimeout: REACH_TIMEOUT_MS,
    greetingTimeout: REACH_TIMEOUT_MS,
  });
  const where = new URL(config.SMTP_URL).host;
  try {
    await transport.verify();
    return ok(`${where} accepted a connection${config.SMTP_URL.includes("@") ? " and the credentials" : ""}`);
  } catch (error) {
    return problem(`cannot use ${where}: ${reasonOf(error)}`);
  } finally {
    transport.close();
  }
}

async function checkOidcProviders(config: Config): Promise<Outcome> {
  if (config.oidcProviders.length === 0) return skipped("no OpenID Connect providers configured");
  await checkOidcDiscovery(config);
  return ok(`discovery answered for ${config.oidcProviders.map((provider) => provider.id).join(", ")}`);
}

/** The faces invoice PDFs are written in: without one, its script's characters print as "?". */
async function checkFonts(): Promise<Outcome> {
  const missing = missingFaces();
  if (missing.length === 0) return ok("Noto Sans, Noto Sans Arabic and Noto Sans CJK: invoices in every language");
  const packages = [...new Set(missing.map((face) => face.debianPackage))].join(" ");
  const scripts = [...new Set(missing.map((face) => face.covers))].join("; ");
  return problem(
    `missing ${missing.map((face) => face.file).join(", ")}: invoices print ${scripts} as "?" (Debian: apt-get install ${packages}, or put the files under /usr/share/fonts)`,
  );
}
