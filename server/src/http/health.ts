import { Hono } from "hono";
import type { Database } from "../db/database.ts";
import { pendingMigrations } from "../db/migrate.ts";
import { pingDatabase } from "../db/ping-repository.ts";
import type { AppEnv } from "../kit/http-env.ts";
import { GATEHOUSE_VERSION } from "../release/version.ts";

/** How long /readyz waits for the database before calling it unreachable. */
export const READINESS_DEADLINE_MS = 2_000;

type Check = { ok: boolean; detail?: string; ms?: number };
export type Readiness = { ready: boolean; checks: Record<"database" | "migrations" | "draining", Check> };

/** Whether the process is shutting down (graceful shutdown sets it; readiness then fails at once). */
export type DrainState = { draining: boolean };

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

async function timed(work: () => Promise<string | undefined>, deadlineMs: number): Promise<Check> {
  const started = performance.now();
  try {
    const detail = await withDeadline(work(), deadlineMs);
    const ms = Math.round(performance.now() - started);
    return detail ? { ok: false, detail, ms } : { ok: true, ms };
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
}

/** The readiness checks: the database answers within the deadline, it is migrated, and the process is not draining. */
export async function checkReadiness(
  database: Database,
  drain: DrainState,
  deadlineMs = READINESS_DEADLINE_MS,
): Promise<Readiness> {
  const [databaseCheck, migrations] = await Promise.all([
    timed(async () => {
      await pingDatabase(database.db);
      return undefined;
    }, deadlineMs),
    timed(async () => {
      const pending = await pendingMigrations(database);
      return pending.length > 0 ? `pending: ${pending.join(", ")}` : undefined;
    }, deadlineMs),
  ]);
  const draining: Check = drain.draining ? { ok: false, detail: "shutting down" } : { ok: true };
  const checks = { database: databaseCheck, migrations, draining };
  return { ready: Object.values(checks).every((check) => check.ok), checks };
}

/**
 * GET /healthz (liveness: the process answers, so its event loop runs; with the version it
 * runs, so a rolling deploy can be watched) and GET /readyz (readiness: 200 with each check, or
 * 503 with Retry-After when one fails) for load balancers and orchestrators. Neither needs
 * credentials, neither is rate limited, and neither says more than ok/not ok, the version and
 * timings.
 */
export function healthRoutes(readiness: () => Promise<Readiness>): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get("/healthz", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ status: "ok", version: GATEHOUSE_VERSION });
  });
  routes.get("/readyz", async (c) => {
    const report = await readiness();
    c.header("Cache-Control", "no-store");
    if (!report.ready) c.header("Retry-After", "5");
    return c.json({ status: report.ready ? "ready" : "not ready", checks: report.checks }, report.ready ? 200 : 503);
  });
  return routes;
}
