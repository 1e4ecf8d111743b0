import { z } from "zod";
import { bool, int, url } from "./parsers.ts";
import { codeList, envSection } from "./section.ts";

/** Who may sign up: anyone, only invited or approved addresses, or those approved from the waitlist. */
export const SIGNUP_POLICIES = ["open", "invite_only", "waitlist"] as const;

/** An email domain as the sign-up rules name it: lower-case labels joined by dots (`example.com`). */
const DOMAIN_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** Comma-separated domains, trimmed and lower-cased; the first one that is no domain name, if any. */
export function parseDomainList(text: string): { domains: string[]; invalid?: string } {
  const typed = text.split(",").map((domain) => domain.trim().toLowerCase());
  const domains = [...new Set(typed.filter(Boolean))];
  const invalid = domains.find((domain) => !DOMAIN_NAME.test(domain));
  return invalid === undefined ? { domains } : { domains, invalid };
}

/** A domain list, or undefined when unset: set (even empty), it wins over the admin page's. */
const domainList = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    const parsed = parseDomainList(v);
    if (parsed.invalid === undefined) return parsed.domains;
    ctx.addIssue({ code: "custom", message: `"${parsed.invalid}" is not a domain name` });
    return z.NEVER;
  });

/** true/false when set, undefined when unset (the admin page's setting applies). */
const optionalBool = z
  .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
  .optional()
  .transform((v) => (v === undefined ? undefined : v === "true" || v === "1" || v === "yes"));

const SET_BY_ADMIN = "unset: the admin page's setting";

/**
 * What a new password must be, what verification and a reset do, and whether passwordless
 * sign-in (a magic link or an email code) to an unknown address creates an account. Breached
 * passwords are looked up with Have I Been Pwned's range API. The rules themselves are explained
 * in docs/guides/sign-in.md.
 */
export const accountsSection = envSection({
  title: "Accounts and passwords",
  variables: {
    PASSWORD_MIN_LENGTH: int(8, 1, 256),
    PASSWORD_MAX_LENGTH: int(128, 8, 4096),
    HIBP_ENABLED: bool(false),
    HIBP_API_URL: url(["https:", "http:"]),
    REQUIRE_EMAIL_VERIFICATION: bool(false),
    AUTO_SIGN_IN_AFTER_VERIFICATION: bool(true),
    REVOKE_SESSIONS_ON_PASSWORD_RESET: bool(false),
    PASSWORDLESS_SIGN_UP: bool(true),
    NEW_DEVICE_ALERTS: bool(true),
    SIGNUP_POLICY: z.enum(SIGNUP_POLICIES, { message: `must be ${codeList(SIGNUP_POLICIES, "or")}` }).optional(),
    SIGNUP_ALLOWED_DOMAINS: domainList,
    SIGNUP_BLOCKED_DOMAINS: domainList,
    BLOCK_DISPOSABLE_EMAILS: optionalBool,
    DISPOSABLE_EMAIL_DOMAINS_FILE: z.string().min(1).optional(),
  },
  docs: {
    PASSWORD_MIN_LENGTH: { meaning: "shortest new password" },
    PASSWORD_MAX_LENGTH: { meaning: "longest new password" },
    HIBP_ENABLED: {
      meaning:
        "refuse new passwords found in a breach, by Have I Been Pwned's range API (only a 5-character SHA-1 prefix is sent); off by default ([common and breached passwords](../guides/sign-in.md#common-and-breached-passwords))",
    },
    HIBP_API_URL: {
      meaning: "the range API's base (a proxy, or a stand-in in tests)",
      default: "`https://api.pwnedpasswords.com`",
    },
    REQUIRE_EMAIL_VERIFICATION: {
      meaning: "refuse sign-in until the email is verified (and mail a new link on each attempt)",
    },
    AUTO_SIGN_IN_AFTER_VERIFICATION: { meaning: "the verification link signs the user in" },
    REVOKE_SESSIONS_ON_PASSWORD_RESET: { meaning: "a password reset signs out every session" },
    PASSWORDLESS_SIGN_UP: {
      meaning:
        "a magic link or an email code to an unknown address creates a (verified) account; `false`: only existing users sign in this way (see [Two-factor, passkeys and passwordless sign-in](../guides/sign-in.md#two-factor-passkeys-and-passwordless-sign-in))",
    },
    SIGNUP_POLICY: {
      meaning:
        "who may sign up: `open` (anyone), `invite_only` (addresses with a pending organization invitation or an approval from the waitlist), `waitlist` (others may ask to join; an admin approves them); set, the admin page shows it read-only ([who may sign up](../guides/who-may-sign-up.md))",
      default: `${SET_BY_ADMIN} (\`open\` until changed)`,
    },
    SIGNUP_ALLOWED_DOMAINS: {
      meaning:
        "comma-separated email domains (each with its subdomains) that may sign up; empty: any domain; set (even empty), the admin page shows it read-only",
      default: `${SET_BY_ADMIN} (none until changed)`,
    },
    SIGNUP_BLOCKED_DOMAINS: {
      meaning: "comma-separated email domains (each with its subdomains) that may not sign up",
      default: `${SET_BY_ADMIN} (none until changed)`,
    },
    BLOCK_DISPOSABLE_EMAILS: {
      meaning: "refuse sign-ups from disposable email domains (the shipped list, and DISPOSABLE_EMAIL_DOMAINS_FILE's)",
      default: `${SET_BY_ADMIN} (\`false\` until changed)`,
    },
    DISPOSABLE_EMAIL_DOMAINS_FILE: {
      meaning:
        "a file of further disposable domains, one per line (`#` starts a comment), read in addition to the shipped list and read again when it changes",
    },
    NEW_DEVICE_ALERTS: {
      meaning:
        "mail a person when their account is signed in from a device and network it has not seen before, with a link to sign everything out ([new-device alerts](../guides/sign-in.md#new-device-alerts)); `false` turns the alerts off for everyone",
    },
  },
});
