import type { Executor } from "../../db/transaction.ts";
import { toIso } from "../../kit/time.ts";
import type { SessionAuthentication } from "./authentication.ts";
import { wallClockNow as now } from "./authentication.ts";
import { findSessionAuthentication } from "./repository.ts";

/** Why a sensitive action is refused to a session: its sign-in, or its second factor, is too old. */
export type StepUpRefusal = "SESSION_NOT_FRESH" | "SECOND_FACTOR_NOT_FRESH";

export const STEP_UP_ERRORS = {
  SESSION_NOT_FRESH: { code: "SESSION_NOT_FRESH", message: "Session is not fresh" },
  SECOND_FACTOR_NOT_FRESH: {
    code: "SECOND_FACTOR_NOT_FRESH",
    message: "Confirm your second factor again to perform this action",
  },
} as const satisfies Record<StepUpRefusal, { code: string; message: string }>;

/** The session a rule reads: better-auth's session (its id and creation time) and whether its user has two-factor. */
export type SessionToCheck = { id: string; createdAt: Date | string };

/** Whether a session's user turned two-factor on (the two-factor plugin's user field). */
export const hasTwoFactor = (user: object): boolean => "twoFactorEnabled" in user && user.twoFactorEnabled === true;

/**
 * How a session was authenticated: its record, or — for a session made before records were kept,
 * or by a way in that names no method (a device grant) — its creation, by no named method.
 */
export async function authenticationOf(db: Executor, session: SessionToCheck): Promise<SessionAuthentication> {
  return (
    (await findSessionAuthentication(db, session.id)) ?? {
      authTime: new Date(toIso(session.createdAt)),
      amr: [],
      secondFactorAt: null,
    }
  );
}

/**
 * What keeps a sensitive action from a session, if anything: a sign-in older than `freshAgeSeconds`
 * (SESSION_FRESH_AGE; 0 turns the rule off), or, for a user with two-factor on, no second factor
 * within that time.
 */
export function stepUpRefusal(
  authentication: SessionAuthentication,
  rule: { freshAgeSeconds: number; twoFactorEnabled: boolean; at: Date },
): StepUpRefusal | null {
  if (rule.freshAgeSeconds === 0) return null;
  const oldest = rule.at.getTime() - rule.freshAgeSeconds * 1000;
  if (authentication.authTime.getTime() <= oldest) return "SESSION_NOT_FRESH";
  const secondFactorAt = authentication.secondFactorAt?.getTime();
  if (rule.twoFactorEnabled && (secondFactorAt === undefined || secondFactorAt <= oldest))
    return "SECOND_FACTOR_NOT_FRESH";
  return null;
}

/** What keeps a sensitive action from a signed-in session (better-auth's session and user), if anything. */
export async function sessionStepUpRefusal(
  db: Executor,
  signedIn: { session: SessionToCheck; user: object },
  freshAgeSeconds: number,
): Promise<StepUpRefusal | null> {
  return stepUpRefusal(await authenticationOf(db, signedIn.session), {
    freshAgeSeconds,
    twoFactorEnabled: hasTwoFactor(signedIn.user),
    at: now(),
  });
}
