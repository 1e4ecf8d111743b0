import { runDueGrantJobs } from "../../src/billing/benefit-grants/worker.ts";
import type { Db } from "../../src/db/transaction.ts";
import { nowIso } from "../../src/kit/time.ts";

/**
 * Runs the benefit-grant worker until a pass finds nothing to do and no job is leased by someone
 * else. The server's own poller may hold a job's lease meanwhile (a provider call takes a while on
 * a loaded machine): wait for it, up to 15 s, then fail rather than let the test assert on
 * half-applied grants. Jobs waiting for a retry (or behind one) are left for later.
 */
export async function drainGrantJobs(db: Db): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const attempted = await runDueGrantJobs(db);
    const leased = await db
      .selectFrom("benefit_grant_job")
      .select("id")
      .where("status", "=", "pending")
      .where("locked_until", ">", nowIso())
      .execute();
    if (attempted === 0 && leased.length === 0) return;
    if (attempted === 0) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("benefit grant jobs still leased by another worker after 15 s");
}
