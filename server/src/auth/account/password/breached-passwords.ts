import { createHash } from "node:crypto";
import { APIError, createAuthMiddleware } from "better-auth/api";
import type { Logger } from "../../../kit/logger.ts";
import type { DeparturePart } from "../../departure-table.ts";
import { chosenPassword, type PasswordLength, setsPassword } from "./common-passwords.ts";

export const DEFAULT_HIBP_API_URL = "https://api.pwnedpasswords.com";
const HIBP_TIMEOUT_MS = 3_000;

/** better-auth's haveibeenpwned plugin's wording, so clients that know it need nothing new. */
export const PASSWORD_COMPROMISED = {
  code: "PASSWORD_COMPROMISED",
  message: "The password you entered has been compromised. Please choose a different password.",
} as const;

/**
 * Whether Have I Been Pwned knows the password from a breach, by its range API: only the first
 * five hex digits of the password's SHA-1 leave the server (k-anonymity); the answer lists the
 * suffixes of that range with their counts.
 */
export async function isBreachedPassword(apiURL: string, password: string): Promise<boolean> {
  const hash = createHash("sha1").update(password).digest("hex").toUpperCase();
  const response = await fetch(`${apiURL.replace(/\/$/, "")}/range/${hash.slice(0, 5)}`, {
    headers: { "add-padding": "true" },
    signal: AbortSignal.timeout(HIBP_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Have I Been Pwned answered ${response.status}`);
  const suffix = hash.slice(5);
  return (await response.text()).split("\n").some((line) => {
    const [candidate, count] = line.trim().split(":");
    return candidate === suffix && Number(count) > 0;
  });
}

/**
 * Gatehouse's own (HIBP_ENABLED): a new password found in a breach is refused (400
 * PASSWORD_COMPROMISED) wherever a password is chosen. When the API cannot be reached the
 * password is let through and the failure logged: a third party being down must not stop sign-ups.
 */
export function breachedPasswordsRule(settings: {
  enabled: boolean;
  apiURL: string;
  logger: Logger;
  length: PasswordLength;
}): DeparturePart {
  if (!settings.enabled) return {};
  return {
    hooks: {
      before: [
        {
          matcher: (ctx) => setsPassword(ctx.path),
          handler: createAuthMiddleware(async (ctx) => {
            const value = chosenPassword(ctx, settings.length);
            if (value === undefined) return;
            let breached = false;
            try {
              breached = await isBreachedPassword(settings.apiURL, value);
            } catch (error) {
              settings.logger.warn(
                `breached-password check skipped: ${error instanceof Error ? error.message : error}`,
              );
            }
            if (breached) throw APIError.from("BAD_REQUEST", PASSWORD_COMPROMISED);
          }),
        },
      ],
    },
  };
}
