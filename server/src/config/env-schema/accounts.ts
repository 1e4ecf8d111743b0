import { bool, int, url } from "./parsers.ts";
import { envSection } from "./section.ts";

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
  },
});
