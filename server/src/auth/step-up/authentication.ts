import { z } from "zod";

/**
 * Authentication method references (RFC 8176) Gatehouse records: `pwd` a password, `otp` a one-time
 * code or link (TOTP, backup code, a mailed code or link), `hwk`/`swk` a passkey on a
 * cross-platform (hardware) authenticator or another (software, platform), `user` the authenticator verified
 * its user, `mfa` two factors, `fed` a sign-in through another identity provider (social, SSO).
 */
export const AMR_VALUES = ["pwd", "otp", "hwk", "swk", "user", "mfa", "fed"] as const;
export const amrSchema = z.array(z.enum(AMR_VALUES));
export type AuthenticationMethod = z.infer<typeof amrSchema>[number];

/** How a session was authenticated (auth/step-up/tables.ts). */
export type SessionAuthentication = {
  /** When its person last proved who they are on it: sign-in or re-authentication. */
  authTime: Date;
  amr: AuthenticationMethod[];
  /** When they last gave a second factor on it (a TOTP or backup code, a user-verified passkey). */
  secondFactorAt: Date | null;
};

const unique = (methods: readonly AuthenticationMethod[]): AuthenticationMethod[] =>
  AMR_VALUES.filter((method) => methods.includes(method));

/** A first factor just given: a sign-in, or a re-authentication. Methods with `mfa` (a verified passkey) are both factors. */
export function firstFactor(methods: readonly AuthenticationMethod[], at: Date): SessionAuthentication {
  const amr = unique(methods);
  return { authTime: at, amr, secondFactorAt: amr.includes("mfa") ? at : null };
}

/** A second factor just given on top of `base` (the sign-in's second step, or a re-authentication's). */
export function withSecondFactor(
  base: SessionAuthentication,
  methods: readonly AuthenticationMethod[],
  at: Date,
): SessionAuthentication {
  return { authTime: base.authTime, amr: unique([...base.amr, ...methods, "mfa"]), secondFactorAt: at };
}

/** The amr of a verified passkey assertion: where its key lives, and whether it verified its user (then two factors). */
export function passkeyMethods(assertion: {
  authenticatorAttachment?: string | undefined;
  userVerified: boolean;
}): AuthenticationMethod[] {
  const key: AuthenticationMethod = assertion.authenticatorAttachment === "cross-platform" ? "hwk" : "swk";
  return assertion.userVerified ? [key, "user", "mfa"] : [key];
}

/**
 * Now by the wall clock, as better-auth reads it for the sessions it stores (kit/clock.ts: auth/
 * compares against the library's times, so a test's process clock must not move these).
 */
export const wallClockNow = (): Date => new Date();
