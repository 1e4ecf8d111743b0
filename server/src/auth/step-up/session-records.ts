import { defineRequestState, hasRequestState } from "@better-auth/core/context";
import type { Executor } from "../../db/transaction.ts";
import { authRouteAt } from "../routes/catalogue.ts";
import type { SessionProof } from "../routes/route-policy.ts";
import {
  type AuthenticationMethod,
  firstFactor,
  wallClockNow as now,
  passkeyMethods,
  type SessionAuthentication,
  withSecondFactor,
} from "./authentication.ts";
import { authenticationOf, type SessionToCheck } from "./freshness.ts";
import { saveSessionAuthentication } from "./repository.ts";

/** The methods of the passkey assertion this request verified (better-auth's request state). */
const verifiedPasskey = defineRequestState<AuthenticationMethod[] | null>(() => null);

/**
 * The passkey plugin's typed `authentication.afterVerification`: notes where the key lives and
 * whether it verified its user, for the session the sign-in then creates.
 */
export async function notePasskeyAssertion(assertion: {
  verification: { authenticationInfo: { userVerified: boolean } };
  clientData: { authenticatorAttachment?: string | undefined | null };
}): Promise<void> {
  if (!(await hasRequestState())) return;
  await verifiedPasskey.set(
    passkeyMethods({
      authenticatorAttachment: assertion.clientData.authenticatorAttachment ?? undefined,
      userVerified: assertion.verification.authenticationInfo.userVerified,
    }),
  );
}

/** The methods of the passkey assertion this request verified, if it verified one. */
export const verifiedPasskeyMethods = (): Promise<AuthenticationMethod[] | null> => verifiedPasskey.get();

/** What the session-create hook sees of the request: its route, and the session it came with (if any). */
export type SessionCreation = {
  path?: string | undefined;
  context: { session?: { session: SessionToCheck } | null | undefined };
} | null;

async function authenticationProved(
  db: Executor,
  proof: SessionProof,
  requestSession: SessionToCheck | undefined,
): Promise<SessionAuthentication | null> {
  const at = now();
  switch (proof) {
    case "password":
      return firstFactor(["pwd"], at);
    case "mailed-secret":
      return firstFactor(["otp"], at);
    case "federated":
      return firstFactor(["fed"], at);
    case "passkey":
      return firstFactor((await verifiedPasskey.get()) ?? [], at);
    case "second-factor": {
      // The second step of a password sign-in, or of enabling two-factor on a signed-in session.
      const base = requestSession ? await authenticationOf(db, requestSession) : firstFactor(["pwd"], at);
      return withSecondFactor(base, ["otp"], at);
    }
    case "carried-over":
      return requestSession ? authenticationOf(db, requestSession) : null;
  }
}

/**
 * better-auth's session-create database hook: records how the new session was authenticated, by
 * what its route proves (the catalogue's `sessionProof`). A session made outside a request or by a
 * route that proves nothing (a device grant) gets no record: it counts from its creation.
 */
export async function recordNewSession(
  db: Executor,
  session: { id: string },
  creation: SessionCreation | undefined,
): Promise<void> {
  const proof = authRouteAt(creation?.path)?.sessionProof;
  if (!proof) return;
  const authentication = await authenticationProved(db, proof, creation?.context.session?.session ?? undefined);
  if (authentication) await saveSessionAuthentication(db, session.id, authentication);
}
