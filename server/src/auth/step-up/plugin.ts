import type { BetterAuthPlugin } from "better-auth";
import type { Executor } from "../../db/transaction.ts";
import { type IdentityAuditSink, NO_AUDIT } from "../audit-sink.ts";
import { twoFactorsOnRequest } from "./acr-values.ts";
import { freshSessionRule } from "./fresh-session-rule.ts";
import { authenticationInIdTokens, noteCodeSession } from "./openid-claims.ts";
import { reauthenticateEndpoint, reauthenticateSecondFactorEndpoint } from "./reauthenticate.ts";
import { recordNewSession } from "./session-records.ts";

/**
 * Step-up authentication (docs/guides/security.md, "Recent sign-in for sensitive actions"): every
 * session records how and when its person proved who they are (the session-create hook, by the
 * catalogue's `sessionProof`), the catalogue's `freshSession` routes refuse a session whose proof
 * is too old, and `/reauthenticate` renews it. Ahead of the API-key plugin, so a request with a key
 * and no session is left to the route. As an OpenID provider: ID tokens carry `amr` and `acr`,
 * and `acr_values` asking for two factors signs in again when needed. A wrong password or code on
 * `/reauthenticate` goes to `recordAudit` (the audit recorder writes the successes).
 */
export function stepUpPlugin(db: Executor, recordAudit: IdentityAuditSink = NO_AUDIT) {
  return {
    id: "gatehouse-step-up",
    init: () => ({
      options: {
        databaseHooks: {
          session: {
            create: {
              after: async (session, ctx) => recordNewSession(db, session, ctx),
            },
          },
        },
      },
    }),
    hooks: {
      before: [freshSessionRule(db), twoFactorsOnRequest(db), noteCodeSession()],
      after: [authenticationInIdTokens(db)],
    },
    endpoints: {
      reauthenticate: reauthenticateEndpoint(db, recordAudit),
      reauthenticateSecondFactor: reauthenticateSecondFactorEndpoint(db, recordAudit),
    },
  } satisfies BetterAuthPlugin;
}
