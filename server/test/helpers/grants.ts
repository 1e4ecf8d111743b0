import { runDueGrantJobs } from "../../src/billing/benefit-grants/worker.ts";
import { nowIso } from "../../src/billing/kit/time.ts";
import type { Db } from "../../src/billing/kit/transaction.ts";

/**
 * Runs the benefit-grant worker until no job is due by the billing clock. The server's own poller
 * may hold a job's lease meanwhile (a provider call takes a while on a loaded machine): wait for
 * it, up to 15 s, then fail rather than let the test assert on half-applied grants.
 */
export async function drainGrantJobs(db: Db): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    await runDueGrantJobs(db);
    const due = await db.selectFrom("benefit_grant_job").select("id").where("status", "=", "pending").where("next_attempt_at", "<=", nowIso()).execute();
    if (due.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("benefit grant jobs still pending after 15 s");
}
