import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { Executor } from "../../db/transaction.ts";
import { toIso } from "../../kit/time.ts";
import type { SignupSettingsTable, SignupWaitlistTable } from "./tables.ts";

/** All SQL of the sign-up policy: its settings row, the waitlist, and the invitations it reads. */

const SETTINGS_ID = "instance";

export type StoredSettings = Selectable<SignupSettingsTable>;
export type WaitlistRow = Selectable<SignupWaitlistTable>;

export const findStoredSettings = (db: Executor): Promise<StoredSettings | undefined> =>
  db.selectFrom("signup_settings").selectAll().where("id", "=", SETTINGS_ID).executeTakeFirst();

/** Saves the given columns (others keep their stored value), creating the row the first time. */
export async function saveSettings(
  db: Executor,
  changes: Partial<Pick<StoredSettings, "policy" | "allowed_domains" | "blocked_domains" | "block_disposable">>,
  by: { userId: string; at: string },
): Promise<void> {
  const values = { ...changes, updated_at: by.at, updated_by: by.userId };
  await db
    .insertInto("signup_settings")
    .values({ id: SETTINGS_ID, ...values })
    .onConflict((conflict) => conflict.column("id").doUpdateSet(values))
    .execute();
}

/**
 * Whether the address has an organization invitation still waiting for an answer. Invitations
 * are better-auth's, which stores and compares their expiry by the wall clock.
 */
export async function hasPendingInvitation(db: Executor, email: string): Promise<boolean> {
  const rows = await db
    .selectFrom("invitation")
    .select("expiresAt")
    .where("email", "=", email)
    .where("status", "=", "pending")
    .execute();
  const now = Date.now();
  return rows.some((row) => Date.parse(toIso(row.expiresAt)) > now);
}

/** Whether the address was approved from the waitlist and its approval still runs at `at`. */
export async function hasRunningApproval(db: Executor, email: string, at: string): Promise<boolean> {
  const row = await db
    .selectFrom("signup_waitlist")
    .select("id")
    .where("email", "=", email)
    .where("status", "=", "approved")
    .where("approval_expires_at", ">", at)
    .executeTakeFirst();
  return row !== undefined;
}

/** Adds the address to the waitlist, pending; an address already on it keeps its entry as it is. */
export async function addToWaitlist(
  db: Executor,
  entry: { email: string; name: string | null; locale: string | null; at: string },
): Promise<void> {
  await db
    .insertInto("signup_waitlist")
    .values({
      id: randomUUID(),
      email: entry.email,
      name: entry.name,
      locale: entry.locale,
      status: "pending",
      created_at: entry.at,
      decided_at: null,
      decided_by: null,
      approval_expires_at: null,
    })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .execute();
}

export async function listWaitlist(
  db: Executor,
  filter: { status: string | undefined; limit: number; offset: number },
): Promise<{ rows: WaitlistRow[]; total: number }> {
  let query = db.selectFrom("signup_waitlist");
  if (filter.status) query = query.where("status", "=", filter.status);
  const rows = await query
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  const counted = await query.select((eb) => eb.fn.countAll<number | string>().as("total")).executeTakeFirst();
  return { rows, total: Number(counted?.total ?? 0) };
}

export const findWaitlistEntry = (db: Executor, id: string): Promise<WaitlistRow | undefined> =>
  db.selectFrom("signup_waitlist").selectAll().where("id", "=", id).executeTakeFirst();

/** Records an admin's decision on an entry; the entry as it now is, or undefined when it is gone. */
export async function decideWaitlistEntry(
  db: Executor,
  id: string,
  decision: { status: "approved" | "rejected"; by: string; at: string; approvalExpiresAt: string | null },
): Promise<WaitlistRow | undefined> {
  await db
    .updateTable("signup_waitlist")
    .set({
      status: decision.status,
      decided_at: decision.at,
      decided_by: decision.by,
      approval_expires_at: decision.approvalExpiresAt,
    })
    .where("id", "=", id)
    .execute();
  return findWaitlistEntry(db, id);
}

export async function userExists(db: Executor, email: string): Promise<boolean> {
  const row = await db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirst();
  return row !== undefined;
}
