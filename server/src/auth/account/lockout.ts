import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { type Kysely, sql } from "kysely";
import type { DatabaseSchema } from "../../db/schema.ts";
import type { DeparturePart } from "../departure-table.ts";
import type { AccountMail } from "./mail-hooks.ts";

/** LOCKOUT_THRESHOLD failures within LOCKOUT_WINDOW seconds pause password sign-in for LOCKOUT_DURATION. */
export type LockoutSettings = { threshold: number; windowSeconds: number; durationSeconds: number };

type LockoutDeps = {
  db: Kysely<DatabaseSchema>;
  settings: LockoutSettings;
  sendMail: AccountMail;
  /** Where the mail's "reset password" link leads (the web app's page). */
  resetPageURL: string;
};

type UserLookup = {
  context: { internalAdapter: { findUserByEmail(email: string): Promise<{ user: { id: string } } | null> } };
};

const lockedMessage = (until: Date) =>
  `Too many failed sign-in attempts: password sign-in to this account is paused until ${until
    .toISOString()
    .slice(0, 16)
    .replace("T", " ")} UTC. Reset your password to sign in now.`;

const emailOf = (body: unknown): string | null => {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? email.toLowerCase() : null;
};

async function userIdByEmail(ctx: UserLookup, email: string | null): Promise<string | null> {
  if (!email) return null;
  return (await ctx.context.internalAdapter.findUserByEmail(email))?.user.id ?? null;
}

/**
 * Gatehouse's own: account-level lockout. Credential stuffing rotates client addresses,
 * which the per-address rate limit cannot follow, so failures are counted per account: at
 * LOCKOUT_THRESHOLD failed password sign-ins within LOCKOUT_WINDOW, that account's password
 * sign-in answers 429 ACCOUNT_LOCKED (with Retry-After) for LOCKOUT_DURATION, whatever the address,
 * and its owner gets one mail. A successful sign-in clears the count, a password reset (by link
 * or by email code) the pause (`liftLockout`, from better-auth's onPasswordReset); other ways in
 * (social, magic links, email codes, passkeys) are not affected. Times are the wall clock, as better-auth's.
 */
export function lockoutRule(deps: LockoutDeps): DeparturePart {
  const { db, settings } = deps;
  if (settings.threshold === 0) return {};
  return {
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/sign-in/email",
          handler: createAuthMiddleware(async (ctx) => {
            const userId = await userIdByEmail(ctx, emailOf(ctx.body));
            if (!userId) return;
            const row = await db
              .selectFrom("account_lockout")
              .select("locked_until")
              .where("user_id", "=", userId)
              .executeTakeFirst();
            const until = row?.locked_until ? new Date(row.locked_until) : null;
            if (!until || until.getTime() <= Date.now()) return;
            const retryAfter = String(Math.ceil((until.getTime() - Date.now()) / 1000));
            throw new APIError(
              "TOO_MANY_REQUESTS",
              { code: "ACCOUNT_LOCKED", message: lockedMessage(until) },
              { "Retry-After": retryAfter },
            );
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === "/sign-in/email",
          handler: createAuthMiddleware(async (ctx) => {
            const returned: unknown = ctx.context.returned;
            if (!isAPIError(returned)) {
              const signedIn = ctx.context.newSession?.user.id;
              if (signedIn) await db.deleteFrom("account_lockout").where("user_id", "=", signedIn).execute();
              return;
            }
            if (returned.statusCode !== 401) return;
            const userId = await userIdByEmail(ctx, emailOf(ctx.body));
            if (userId) await recordFailure(deps, userId);
          }),
        },
      ],
    },
  };
}

/**
 * One failed password sign-in, counted atomically (two at once both count): a failure after the
 * window restarts the count. The request that reaches the threshold pauses the account, in one
 * conditional UPDATE, and mails the owner once.
 */
async function recordFailure({ db, settings, sendMail, resetPageURL }: LockoutDeps, userId: string): Promise<void> {
  const now = new Date();
  const nowIso = now.toISOString();
  const windowStart = new Date(now.getTime() - settings.windowSeconds * 1000).toISOString();
  await db
    .insertInto("account_lockout")
    .values({ user_id: userId, failures: 0, window_started_at: nowIso, locked_until: null })
    .onConflict((conflict) => conflict.column("user_id").doNothing())
    .execute();
  await db
    .updateTable("account_lockout")
    .set({
      failures: sql<number>`case when window_started_at < ${windowStart} then 1 else failures + 1 end`,
      window_started_at: sql<string>`case when window_started_at < ${windowStart} then ${nowIso} else window_started_at end`,
    })
    .where("user_id", "=", userId)
    .execute();
  const until = new Date(now.getTime() + settings.durationSeconds * 1000);
  const paused = await db
    .updateTable("account_lockout")
    .set({ locked_until: until.toISOString(), failures: 0, window_started_at: nowIso })
    .where("user_id", "=", userId)
    .where("failures", ">=", settings.threshold)
    .executeTakeFirst();
  if (Number(paused.numUpdatedRows) !== 1) return;
  const user = await db
    .selectFrom("user")
    .select(["email", "name", "locale"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (user) await sendMail("account-locked", user, resetPageURL, { lockedUntil: until });
}

/** A password reset lifts the pause and clears the count (better-auth's onPasswordReset, both reset routes). */
export async function liftLockout(db: Kysely<DatabaseSchema>, userId: string): Promise<void> {
  await db.deleteFrom("account_lockout").where("user_id", "=", userId).execute();
}
