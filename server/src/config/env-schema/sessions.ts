import { z } from "zod";
import { int } from "./parsers.ts";
import { envSection } from "./section.ts";

/** Cookie max-age never exceeds 400 days (browsers cap it there). */
export const COOKIE_MAX_AGE_CAP = 34_560_000;

/** How long sessions live and are refreshed, and the cookies that carry them. */
export const sessionsSection = envSection({
  title: "Sessions and cookies",
  variables: {
    SESSION_EXPIRES_IN: int(604_800, 60, COOKIE_MAX_AGE_CAP),
    SESSION_UPDATE_AGE: int(86_400, 0, COOKIE_MAX_AGE_CAP),
    SESSION_FRESH_AGE: int(86_400, 0, COOKIE_MAX_AGE_CAP),
    COOKIE_CACHE_MAX_AGE: int(60, 0, 3600),
    // Apps on another site than Gatehouse's (docs/integrate/server-endpoints.md): "none" lets their
    // cross-site requests carry the session cookies (SameSite=None; Secure); needs an https BASE_URL.
    COOKIE_SAME_SITE: z.enum(["lax", "none"]).default("lax"),
  },
  docs: {
    SESSION_EXPIRES_IN: { meaning: "session lifetime in seconds (at most 400 days)" },
    SESSION_UPDATE_AGE: { meaning: 'a session older than this is extended on use (unless "remember me" was off)' },
    SESSION_FRESH_AGE: {
      meaning:
        "sensitive actions (deleting the account, password, email, two-factor and passkey changes, API keys and access tokens, organization deletion and roles, SSO, SCIM, Stripe) need a sign-in, and with two-factor on a second factor, this recent in seconds ([recent sign-in](../guides/security.md)); `0` disables the check",
    },
    COOKIE_CACHE_MAX_AGE: { meaning: "lifetime of the signed session cookie cache in seconds; `0` disables it" },
    COOKIE_SAME_SITE: {
      meaning:
        "`none` for apps on another site than Gatehouse's: session cookies `SameSite=None; Secure`, sent with their cross-site requests; needs an https `BASE_URL` ([server endpoints](../integrate/server-endpoints.md#the-session-cookie))",
    },
  },
});
