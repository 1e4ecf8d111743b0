import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { DatabaseSchema } from "../db/schema.ts";
import { currentRequestId } from "../kit/request-context.ts";
import { nowIso } from "../kit/time.ts";
import type { MailOutboxTable } from "./tables.ts";

export type OutboxMail = Pick<MailOutboxTable, "kind" | "to" | "subject" | "text" | "html">;
export type OutboxRow = Selectable<MailOutboxTable>;

/** All SQL of the mail queue. Times are ISO text so they compare as strings on both dialects. */
export class MailOutboxRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async insert(mail: OutboxMail, status: "pending" | "outbox"): Promise<string> {
    const id = randomUUID();
    const now = nowIso();
    await this.db
      .insertInto("mail_outbox")
      .values({
        id,
        ...mail,
        status,
        nextAttemptAt: now,
        lockedUntil: null,
        lastError: null,
        createdAt: now,
        sentAt: null,
        requestId: currentRequestId() ?? null,
      })
      .execute();
    return id;
  }

  /** Claims due mails by setting a lease, so two dispatchers never send the same mail at once. */
  async claimDue(limit: number, leaseMs: number): Promise<OutboxRow[]> {
    const now = nowIso();
    const due = await this.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("status", "=", "pending")
      .where("nextAttemptAt", "<=", now)
      .where((eb) => eb.or([eb("lockedUntil", "is", null), eb("lockedUntil", "<", now)]))
      .orderBy("nextAttemptAt")
      .limit(limit)
      .execute();
    const claimed: OutboxRow[] = [];
    for (const { id } of due) {
      const lease = nowIso(leaseMs);
      const result = await this.db
        .updateTable("mail_outbox")
        .set({ lockedUntil: lease })
        .where("id", "=", id)
        .where("status", "=", "pending")
        .where((eb) => eb.or([eb("lockedUntil", "is", null), eb("lockedUntil", "<", now)]))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) continue;
      const row = await this.db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirst();
      if (row) claimed.push(row);
    }
    return claimed;
  }

  async markSent(id: string): Promise<void> {
    await this.db
      .updateTable("mail_outbox")
      .set({ status: "sent", sentAt: nowIso(), lockedUntil: null })
      .where("id", "=", id)
      .execute();
  }

  async reschedule(id: string, attempts: number, error: string, retryInMs: number | null): Promise<void> {
    await this.db
      .updateTable("mail_outbox")
      .set({
        attempts,
        lastError: error.slice(0, 1000),
        lockedUntil: null,
        status: retryInMs === null ? "failed" : "pending",
        nextAttemptAt: nowIso(retryInMs ?? 0),
      })
      .where("id", "=", id)
      .execute();
  }

  async listRecent(limit: number): Promise<OutboxRow[]> {
    return this.db.selectFrom("mail_outbox").selectAll().orderBy("createdAt", "desc").limit(limit).execute();
  }
}
