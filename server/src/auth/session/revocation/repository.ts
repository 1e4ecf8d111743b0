import type { Db, Executor } from "../../../db/transaction.ts";
import type { Revocation } from "./revocation-list.ts";

/** A stored revocation with its row id (the order processes read them in). */
export type StoredRevocation = Revocation & { id: number };

/** The most rows one read returns; a larger backlog is read page by page. */
export const REVOCATION_PAGE_SIZE = 1_000;

const asKind = (value: string): Revocation["kind"] => (value === "user" ? "user" : "session");

/** The `session_revocation` table: the revocation list's source of truth, shared by every process. */
export class RevocationRepository {
  constructor(private readonly db: Db) {}

  /** Stores entries; given a transaction, they commit (or roll back) with the revocation itself. */
  async insert(entries: readonly Revocation[], executor: Executor = this.db): Promise<void> {
    if (entries.length === 0) return;
    await executor
      .insertInto("session_revocation")
      .values(entries.map((e) => ({ kind: e.kind, subject_id: e.subjectId, revoked_at: e.revokedAt })))
      .execute();
  }

  /** Up to a page of rows after `afterId`, in id order: the primary key answers it. */
  async readAfter(afterId: number): Promise<StoredRevocation[]> {
    const rows = await this.db
      .selectFrom("session_revocation")
      .select(["id", "kind", "subject_id", "revoked_at"])
      .where("id", ">", afterId)
      .orderBy("id")
      .limit(REVOCATION_PAGE_SIZE)
      .execute();
    return rows.map((row) => ({
      id: Number(row.id),
      kind: asKind(row.kind),
      subjectId: row.subject_id,
      revokedAt: Number(row.revoked_at),
    }));
  }

  /**
   * Where a starting process begins reading: just before the first row still in force, or after
   * the last row when none is (0 on an empty table).
   */
  async startingCursor(since: number): Promise<number> {
    const first = await this.db
      .selectFrom("session_revocation")
      .select((eb) => eb.fn.min("id").as("id"))
      .where("revoked_at", ">=", since)
      .executeTakeFirst();
    if (first?.id !== null && first?.id !== undefined) return Number(first.id) - 1;
    const last = await this.db
      .selectFrom("session_revocation")
      .select((eb) => eb.fn.max("id").as("id"))
      .executeTakeFirst();
    return Number(last?.id ?? 0);
  }

  /** Deletes the rows older than `before` (no cookie cached before them is still valid). */
  async pruneBefore(before: number): Promise<void> {
    await this.db.deleteFrom("session_revocation").where("revoked_at", "<", before).execute();
  }
}
