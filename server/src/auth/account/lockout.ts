import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../../db/schema.ts";
import { now } from "../../kit/time.ts";
import type { DeparturePart } from "../departure-table.ts";
import { LOCKOUT_ROUTES, SIGNED_IN_LOCKOUT_ROUTES } from "../routes/catalogue.ts";
import { countFailure, deleteLockout, findLockedUntil, findMailRecipient } from "./lockout-repository.ts";
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

type LockoutContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const watched = (path: string | undefined) =>
  LOCKOUT_ROUTES.has(path ?? "") || SIGNED_IN_LOCKOUT_ROUTES.has(path ?? "");

/**
 * The account whose password the request tries: the body's email's, or on re-authentication the
 * signed-in person's own (when it carries a password: a passkey is not what the lockout pauses).
 */
async function accountTried(ctx: LockoutContext): Promise<string | null> {
  if (!SIGNED_IN_LOCKOUT_ROUTES.has(ctx.path ?? "")) return userIdByEmail(ctx, emailOf(ctx.body));
  if (typeof (ctx.body as { password?: unknown } | undefined)?.password !== "string") return null;
  return (await getSessionFromCtx(ctx).catch(() => null))?.user.id ?? null;
}

/** A wrong password: 401 on a sign-in, 400 INVALID_PASSWORD on a re-authentication. */
const refusedPassword = (path: string | undefined, error: APIError) =>
  SIGNED_IN_LOCKOUT_ROUTES.has(path ?? "")
    ? (error.body as { code?: unknown } | undefined)?.code === "INVALID_PASSWORD"
    : error.statusCode === 401;

/**
 * Gatehouse's own: account-level lockout. Credential stuffing rotates client addresses,
 * which the per-address rate limit cannot follow, so failures are counted per account: at
 * LOCKOUT_THRESHOLD failed password sign-ins within LOCKOUT_WINDOW, that account's password
 * sign-in answers 429 ACCOUNT_LOCKED (with Retry-After) for LOCKOUT_DURATION, whatever the address,
 * and its owner gets one mail. A successful sign-in clears the count, a password reset (by link
 * or by email code) the pause (`liftLockout`, from better-auth's onPasswordReset); other ways in
 * (social, magic links, email codes, passkeys) are not affected. The routes it watches are the
 * catalogue's `lockout` (routes/catalogue.ts): sign-in finds the account by the body's email,
 * re-authentication by the session, so a stolen session cannot guess its person's password either.
 * Times are the process clock (kit/time.ts): the lockout compares only times it stored itself,
 * never better-auth's.
 */
export function lockoutRule(deps: LockoutDeps): DeparturePart {
  const { db, settings } = deps;
  if (settings.threshold === 0) return {};
  return {
    hooks: {
      before: [
        {
          matcher: (ctx) => watched(ctx.path),
          handler: createAuthMiddleware(async (ctx) => {
            const userId = await accountTried(ctx);
            if (!userId) return;
            const lockedUntil = await findLockedUntil(db, userId);
            const until = lockedUntil ? new Date(lockedUntil) : null;
            const nowMs = now().getTime();
            if (!until || until.getTime() <= nowMs) return;
            const retryAfter = String(Math.ceil((until.getTime() - nowMs) / 1000));
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
          matcher: (ctx) => watched(ctx.path),
          handler: createAuthMiddleware(async (ctx) => {
            const returned: unknown = ctx.context.returned;
            if (!isAPIError(returned)) {
              const passed = SIGNED_IN_LOCKOUT_ROUTES.has(ctx.path ?? "")
                ? await accountTried(ctx)
                : ctx.context.newSession?.user.id;
              if (passed) await deleteLockout(db, passed);
              return;
            }
            if (!refusedPassword(ctx.path, returned)) return;
            const userId = await accountTried(ctx);
            if (userId) await recordFailure(deps, userId);
          }),
        },
      ],
    },
  };
}

/** One failed password sign-in: the failure that pauses the account mails its owner, once. */
async function recordFailure({ db, settings, sendMail, resetPageURL }: LockoutDeps, userId: string): Promise<void> {
  const at = now();
  const until = new Date(at.getTime() + settings.durationSeconds * 1000);
  const paused = await countFailure(db, userId, {
    at: at.toISOString(),
    windowStart: new Date(at.getTime() - settings.windowSeconds * 1000).toISOString(),
    threshold: settings.threshold,
    lockedUntil: until.toISOString(),
  });
  if (!paused) return;
  const user = await findMailRecipient(db, userId);
  if (user) await sendMail("account-locked", user, resetPageURL, { lockedUntil: until });
}

/** A password reset lifts the pause and clears the count (better-auth's onPasswordReset, both reset routes). */
export async function liftLockout(db: Kysely<DatabaseSchema>, userId: string): Promise<void> {
  await deleteLockout(db, userId);
}
