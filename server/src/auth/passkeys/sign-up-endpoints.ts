import { runWithTransaction } from "@better-auth/core/context";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint, getSessionFromCtx, sendVerificationEmailFn } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { z } from "zod";
import { USER_ALREADY_EXISTS } from "./registration.ts";
import {
  MAX_SIGN_UP_NAME_LENGTH,
  markPasskeySignUp,
  type PasskeySignUp,
  passkeySignUpSchema,
  signUpOfCeremony,
} from "./sign-up-context.ts";

const optionsBodySchema = z.object({
  email: z.string(),
  name: z.string().max(MAX_SIGN_UP_NAME_LENGTH).optional(),
});
const verifyBodySchema = z.object({
  /** The browser's `PublicKeyCredential` (registration), as the passkey plugin's verify-registration takes it. */
  response: z.record(z.string(), z.unknown()),
  /** Where the verification mail's link leads after the address is verified. */
  callbackURL: z.string().optional(),
});

const INVALID_EMAIL = { code: "INVALID_EMAIL", message: "Invalid email" } as const;
const ALREADY_SIGNED_IN = {
  code: "ALREADY_SIGNED_IN",
  message: "Sign out before creating another account",
} as const;
const SIGN_UP_FAILED = { code: "FAILED_TO_CREATE_USER", message: "Failed to create user" } as const;

type EndpointCall = (context: object) => Promise<unknown>;
type PasskeyEndpoints = { getPlugin(id: "passkey"): { endpoints?: Record<string, unknown> } | undefined | null };
/** This route's answer headers (better-call's endpoint context). */
type AnswerHeaders = { responseHeaders?: Headers | undefined };

const answerSchema = z.object({ headers: z.instanceof(Headers), response: z.unknown() });

/**
 * Runs the passkey plugin's endpoint with this route's context (as step-up/passkey-reauthentication.ts
 * does) and answers its body; the cookies it sets (the ceremony's challenge) go on this route's answer.
 */
async function runPasskeyEndpoint(
  ctx: { context: PasskeyEndpoints } & AnswerHeaders & object,
  name: string,
  input: object,
) {
  const endpoint = ctx.context.getPlugin("passkey")?.endpoints?.[name];
  if (typeof endpoint !== "function") throw APIError.fromStatus("BAD_REQUEST", SIGN_UP_FAILED);
  const call: EndpointCall = (args) => endpoint(args);
  const answer = answerSchema.parse(
    await call({ ...ctx, ...input, asResponse: false, returnHeaders: true, returnStatus: false }),
  );
  for (const cookie of answer.headers.getSetCookie()) ctx.responseHeaders?.append("set-cookie", cookie);
  return answer.response;
}

const isTakenAddress = (error: unknown): boolean =>
  error instanceof APIError && error.body?.code === USER_ALREADY_EXISTS.code;

const registeredSchema = z.object({ userId: z.string() });

function signUpOf(body: z.infer<typeof optionsBodySchema>): PasskeySignUp {
  const parsed = passkeySignUpSchema.safeParse({ email: body.email.trim().toLowerCase(), name: body.name });
  if (!parsed.success) throw APIError.fromStatus("BAD_REQUEST", INVALID_EMAIL);
  return { email: parsed.data.email, name: parsed.data.name || undefined };
}

/**
 * POST /passkey/sign-up/options {email, name?}: starts a passkey-first sign-up. The address is
 * checked as /sign-up/email checks it — a taken address is refused (422 USER_ALREADY_EXISTS) unless
 * email verification is required, where the answer is the same as for a new address and the
 * verification step writes nothing — and the answer is the passkey plugin's own creation options,
 * its challenge carrying the sign-up (its `context`).
 */
const signUpOptionsEndpoint = createAuthEndpoint(
  "/passkey/sign-up/options",
  { method: "POST", body: optionsBodySchema },
  async (ctx) => {
    const signUp = signUpOf(ctx.body);
    if (await getSessionFromCtx(ctx)) throw APIError.fromStatus("BAD_REQUEST", ALREADY_SIGNED_IN);
    const hidesAccounts = ctx.context.options.emailAndPassword?.requireEmailVerification === true;
    if (!hidesAccounts && (await ctx.context.internalAdapter.findUserByEmail(signUp.email))) {
      throw APIError.fromStatus("UNPROCESSABLE_ENTITY", USER_ALREADY_EXISTS);
    }
    await markPasskeySignUp();
    const options = await runPasskeyEndpoint(ctx, "generatePasskeyRegistrationOptions", {
      query: { context: JSON.stringify(signUp) },
    });
    return ctx.json(z.record(z.string(), z.unknown()).parse(options));
  },
);

/** What /sign-up/email answers when it makes no session: no token, and the user. */
const accountAnswer = (
  user: { id: string; email: string; name: string; emailVerified: boolean },
  token: string | null,
) => ({
  token,
  user: { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified },
});

/**
 * POST /passkey/sign-up/verify {response}: verifies the new key by the passkey plugin's own
 * verify-registration, whose typed `afterVerification` creates the user (registration.ts); the key,
 * the user and the session are written in one transaction, so a refused creation writes nothing.
 * A session (the sign-in cookie) only when email verification is not required; the verification
 * mail goes out after the commit either way, as /sign-up/email sends it.
 */
const signUpVerifyEndpoint = createAuthEndpoint(
  "/passkey/sign-up/verify",
  { method: "POST", body: verifyBodySchema },
  async (ctx) => {
    if (await getSessionFromCtx(ctx)) throw APIError.fromStatus("BAD_REQUEST", ALREADY_SIGNED_IN);
    const requiresVerification = ctx.context.options.emailAndPassword?.requireEmailVerification === true;
    await markPasskeySignUp();
    const created = await runWithTransaction(ctx.context.adapter, async () => {
      const registered = await runPasskeyEndpoint(ctx, "verifyPasskeyRegistration", {
        body: { response: ctx.body.response, createSession: false },
      });
      const { userId } = registeredSchema.parse(registered);
      const user = await ctx.context.internalAdapter.findUserById(userId);
      if (!user) throw APIError.fromStatus("BAD_REQUEST", SIGN_UP_FAILED);
      const session = requiresVerification ? null : await ctx.context.internalAdapter.createSession(user.id);
      return { user, session };
    }).catch(async (error: unknown) => {
      // A taken address answers as a new one where /sign-up/email hides accounts; nothing is written.
      const signUp = await signUpOfCeremony();
      if (!requiresVerification || !isTakenAddress(error) || !signUp) throw error;
      return {
        user: { id: crypto.randomUUID(), email: signUp.email, name: signUp.name ?? "", emailVerified: false },
        session: null,
        hidden: true,
      };
    });
    if ("hidden" in created) return ctx.json(accountAnswer(created.user, null));
    if (ctx.context.options.emailVerification?.sendVerificationEmail) {
      await sendVerificationEmailFn(ctx, created.user);
    }
    if (!created.session) return ctx.json(accountAnswer(created.user, null));
    await setSessionCookie(ctx, { session: created.session, user: created.user });
    return ctx.json(accountAnswer(created.user, created.session.token));
  },
);

/** Passkey-first sign-up: an account made with an email, an optional name and a passkey, no password. */
export function passkeySignUpPlugin(): BetterAuthPlugin {
  return {
    id: "gatehouse-passkey-sign-up",
    endpoints: { passkeySignUpOptions: signUpOptionsEndpoint, passkeySignUpVerify: signUpVerifyEndpoint },
  };
}
