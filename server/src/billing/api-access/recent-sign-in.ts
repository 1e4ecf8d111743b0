import { STEP_UP_ERRORS } from "../../auth/identity.ts";
import { defineErrors } from "../common/errors.ts";
import type { Principal } from "./principal.ts";

/** A sensitive /v1 action refused to a session; the `Gatehouse-Error-Code` header names which proof is too old. */
const RecentSignInErrors = defineErrors({
  SESSION_NOT_FRESH: {
    status: 403,
    error: "NotPermitted",
    detail: "Sign in again to perform this action: your sign-in is too old.",
  },
  SECOND_FACTOR_NOT_FRESH: {
    status: 403,
    error: "NotPermitted",
    detail: `${STEP_UP_ERRORS.SECOND_FACTOR_NOT_FRESH.message}.`,
  },
});

/**
 * The guard of sensitive /v1 actions (creating access tokens, connecting Stripe): a session must
 * have signed in within SESSION_FRESH_AGE, and given its second factor within it when its account
 * has two-factor on (403 NotPermitted, header SESSION_NOT_FRESH or SECOND_FACTOR_NOT_FRESH). A
 * token caller has no sign-in to renew: its scopes decide. Call it before anything is written.
 */
export async function requireRecentSignIn(principal: Principal): Promise<void> {
  if (principal.kind !== "session" || !principal.stepUpRefusal) return;
  const refusal = await principal.stepUpRefusal();
  if (refusal) throw RecentSignInErrors[refusal]().withCode(refusal);
}
