import type { PasskeyOptions } from "@better-auth/passkey";
import { APIError } from "better-auth/api";
import { notePasskeyAssertion } from "../step-up/session-records.ts";
import { pendingSignUp } from "./sign-up-context.ts";

type AfterVerification = NonNullable<PasskeyRegistrationOptions["afterVerification"]>;
type PasskeyRegistrationOptions = NonNullable<PasskeyOptions["registration"]>;
type AfterVerificationArgs = Parameters<AfterVerification>[0];

/** The answer /sign-up/email gives an address that has an account (the wording row's). */
export const USER_ALREADY_EXISTS = { code: "USER_ALREADY_EXISTS", message: "User already exists" } as const;

/** The placeholder user a sign-up's ceremony names until its verification creates the user. */
const PENDING_USER_ID = "passkey-sign-up";

/**
 * Creates the person of a passkey sign-up once their key is verified, through better-auth's
 * `createUser` so the user-create database hooks (the sign-up policy, mandatory SSO's domain rule)
 * run; inside the sign-up route's transaction, so a refusal leaves nothing. Notes how the key
 * authenticated its person for the session the route then makes, as a passkey sign-in does.
 */
async function createSignedUpUser({ ctx, context, verification, clientData }: AfterVerificationArgs) {
  const signUp = await pendingSignUp(context);
  if (await ctx.context.internalAdapter.findUserByEmail(signUp.email)) {
    throw APIError.fromStatus("UNPROCESSABLE_ENTITY", USER_ALREADY_EXISTS);
  }
  const user = await ctx.context.internalAdapter.createUser(
    { email: signUp.email, name: signUp.name ?? "", emailVerified: false },
    { method: "passkey" },
  );
  await notePasskeyAssertion({
    verification: { authenticationInfo: { userVerified: verification.registrationInfo?.userVerified ?? false } },
    clientData,
  });
  return { userId: user.id };
}

/**
 * The passkey plugin's typed registration options: a registration without a session is a
 * passkey-first sign-up, allowed only through Gatehouse's sign-up routes (sign-up-endpoints.ts);
 * a signed-in person adds a key as before (their session is the key's user).
 */
export const passkeyRegistration: PasskeyRegistrationOptions = {
  requireSession: false,
  resolveUser: async ({ context }) => {
    const signUp = await pendingSignUp(context);
    return { id: PENDING_USER_ID, name: signUp.email, displayName: signUp.name || signUp.email };
  },
  afterVerification: async (args) => {
    if (args.user.id !== PENDING_USER_ID) return undefined;
    return createSignedUpUser(args);
  },
};
