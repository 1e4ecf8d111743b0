import { passkey } from "@better-auth/passkey";
import { notePasskeyAssertion } from "../step-up/session-records.ts";
import { passkeyRegistration } from "./registration.ts";

/**
 * Passkeys: `@better-auth/passkey`. The relying party is Gatehouse's own origin:
 * its id is BASE_URL's host name and only BASE_URL's origin may run a ceremony, so a passkey made
 * for Gatehouse is never offered to, or accepted from, another site. A passkey sign-in is a
 * sign-in with two factors (the device and its unlock), so it never asks for a second one.
 * A registration without a session is a passkey-first sign-up (registration.ts, sign-up-endpoints.ts).
 */
export function passkeyPlugin({ appName, baseURL }: { appName: string; baseURL: string }) {
  const origin = new URL(baseURL);
  return passkey({
    rpID: origin.hostname,
    rpName: appName,
    origin: origin.origin,
    registration: passkeyRegistration,
    // How the key authenticated (its attachment, user verification): the session's methods (step-up/).
    authentication: { afterVerification: notePasskeyAssertion },
  });
}
