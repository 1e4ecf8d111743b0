import { CompiledQuery, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dueTrialReminders } from "../../src/billing/notification-mails/mail-repository.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * The mail worker looks for due trial reminders every second: the query must find them through
 * migration 0046's index, not by reading every subscription. PostgreSQL is told to avoid
 * sequential scans (an empty table is cheapest to scan) so that its plan shows the index usable.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe("the trial-reminder query", () => {
  it("is answered through billing_subscription_trial_end_idx", async () => {
    const { db, kind } = server.gatehouse.database;
    const query = dueTrialReminders(db, new Date()).compile();
    const plan =
      kind === "postgres"
        ? await db.transaction().execute(async (trx) => {
            await sql`set local enable_seqscan = off`.execute(trx);
            return trx.executeQuery(CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]));
          })
        : await db.executeQuery(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
    const text = JSON.stringify(plan.rows);
    expect(text).toContain("billing_subscription_trial_end_idx");
  });
});
