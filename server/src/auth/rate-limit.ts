import type { Config } from "../config.ts";

/**
 * Routes that guess or spend secrets (passwords, tokens, mail) get the strict limit;
 * everything else gets ten times as much. Counts live in the database (table rateLimit),
 * so a restart does not reset an attacker's budget.
 */
export const RATE_LIMITED_PATHS = [
  "/sign-in/email",
  "/sign-up/email",
  "/request-password-reset",
  "/forget-password",
  "/reset-password",
  "/change-password",
  "/set-password",
  "/send-verification-email",
  "/change-email",
  "/delete-user",
] as const;

export function rateLimitRules(config: Pick<Config, "RATE_LIMIT_WINDOW" | "RATE_LIMIT_MAX">) {
  const rule = { window: config.RATE_LIMIT_WINDOW, max: config.RATE_LIMIT_MAX };
  return Object.fromEntries(RATE_LIMITED_PATHS.map((path) => [path, rule]));
}
