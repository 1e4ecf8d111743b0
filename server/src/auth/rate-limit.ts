import type { Config } from "../config.ts";
import { STRICT_RATE_LIMIT_PATHS } from "./routes/catalogue.ts";

/**
 * Routes that guess or spend secrets (passwords, tokens, mail) get the strict limit;
 * everything else gets ten times as much. Counts live in the database (table rateLimit),
 * so a restart does not reset an attacker's budget. Which routes: the catalogue's `rateLimit`.
 */
export const RATE_LIMITED_PATHS = STRICT_RATE_LIMIT_PATHS;

export function rateLimitRules(config: Pick<Config, "RATE_LIMIT_WINDOW" | "RATE_LIMIT_MAX">) {
  const rule = { window: config.RATE_LIMIT_WINDOW, max: config.RATE_LIMIT_MAX };
  return Object.fromEntries(RATE_LIMITED_PATHS.map((path) => [path, rule]));
}
