import { readFileSync } from "node:fs";
import { APIError, createAuthMiddleware } from "better-auth/api";
import type { DeparturePart } from "../../departure-table.ts";
import { NEW_PASSWORD_FIELDS } from "../../routes/catalogue.ts";

/** The most common passwords (common-passwords.md says whose list), compared ignoring case. */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8")
    .split("\n")
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean),
);

export const isCommonPassword = (password: string): boolean => COMMON_PASSWORDS.has(password.toLowerCase());

export const PASSWORD_TOO_COMMON = {
  code: "PASSWORD_TOO_COMMON",
  message: "This password is one of the most common: choose one that is harder to guess",
} as const;

export type PasswordLength = { min: number; max: number };

/** Whether the route sets a password (the catalogue's `newPassword`: sign-up, reset by link or code, change, an admin's create and set). */
export const setsPassword = (path: string | undefined): boolean => (path ?? "") in NEW_PASSWORD_FIELDS;

/**
 * The new password a request chooses, when it is of an allowed length: a password of the wrong
 * length gets the library's length error, not one of these rules'.
 */
export function chosenPassword(ctx: { path?: string; body?: unknown }, length: PasswordLength): string | undefined {
  const field = NEW_PASSWORD_FIELDS[ctx.path ?? ""];
  const value = field ? (ctx.body as Record<string, unknown> | undefined)?.[field] : undefined;
  if (typeof value !== "string" || value.length < length.min || value.length > length.max) return undefined;
  return value;
}

/**
 * Gatehouse's own: a new password from the list of the most common ones is refused
 * (400 PASSWORD_TOO_COMMON) wherever a password is set, before anything is stored. Signing in
 * with an existing one still works: the rule is for choosing, not for locking people out.
 */
export function commonPasswordsRule(length: PasswordLength): DeparturePart {
  return {
    hooks: {
      before: [
        {
          matcher: (ctx) => setsPassword(ctx.path),
          handler: createAuthMiddleware(async (ctx) => {
            const value = chosenPassword(ctx, length);
            if (value !== undefined && isCommonPassword(value)) throw APIError.from("BAD_REQUEST", PASSWORD_TOO_COMMON);
          }),
        },
      ],
    },
  };
}
