import { type EntitlementOptions, hasEntitlement } from "./entitlements.ts";
import { type GatehouseTokenError, GatehouseUnavailableError } from "./errors.ts";
import type { GatehouseAuth } from "./types.ts";

/** The outcome of checking a request's credentials. */
export type Authentication =
  | { status: "signed-in"; auth: GatehouseAuth }
  /** No credentials, or a session cookie Gatehouse no longer knows. */
  | { status: "signed-out" }
  /** A bearer token that does not verify (the error names why). */
  | { status: "refused"; error: GatehouseTokenError };

/** What a guard demands beyond being signed in: a feature (see hasEntitlement). */
export interface GuardRule extends EntitlementOptions {
  feature?: string;
}

/** The JSON answer of a refused request, as every framework's guard sends it. */
export interface Denial {
  status: 401 | 403 | 503;
  body: { code: string; message: string; reason?: string; feature?: string };
  headers: Record<string, string>;
}

export type GuardOutcome = { auth: GatehouseAuth; denial: null } | { auth: null; denial: Denial };

/** Checks a request against a rule; `known` is an identity an earlier guard already verified. */
export type Guard = (request: Request, rule: GuardRule, known?: GatehouseAuth) => Promise<GuardOutcome>;

function unauthorized(refusal: GatehouseTokenError | null): Denial {
  // RFC 6750: a bearer challenge, naming the failure when a token was given.
  const challenge = refusal
    ? `Bearer realm="gatehouse", error="invalid_token", error_description="${refusal.message}"`
    : 'Bearer realm="gatehouse"';
  return {
    status: 401,
    body: { code: "UNAUTHORIZED", message: "Not authenticated", ...(refusal ? { reason: refusal.reason } : {}) },
    headers: { "www-authenticate": challenge },
  };
}

const forbidden = (feature: string): Denial => ({
  status: 403,
  body: { code: "ENTITLEMENT_REQUIRED", message: `Your plan does not include "${feature}"`, feature },
  headers: {},
});

const unavailable = (): Denial => ({
  status: 503,
  body: { code: "GATEHOUSE_UNAVAILABLE", message: "Could not check who is signed in: Gatehouse did not answer" },
  headers: { "retry-after": "5" },
});

export function createGuard(authenticate: (request: Request) => Promise<Authentication>): Guard {
  return async (request, rule, known) => {
    let auth = known ?? null;
    if (!auth) {
      let outcome: Authentication;
      try {
        outcome = await authenticate(request);
      } catch (error) {
        if (error instanceof GatehouseUnavailableError) return { auth: null, denial: unavailable() };
        throw error;
      }
      if (outcome.status !== "signed-in")
        return { auth: null, denial: unauthorized(outcome.status === "refused" ? outcome.error : null) };
      auth = outcome.auth;
    }
    if (rule.feature !== undefined && !hasEntitlement(auth, rule.feature, rule))
      return { auth: null, denial: forbidden(rule.feature) };
    return { auth, denial: null };
  };
}
