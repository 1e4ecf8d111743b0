import { defineRequestState, hasRequestState } from "@better-auth/core/context";
import { APIError } from "better-auth/api";
import { z } from "zod";
import { MAX_EMAIL_LENGTH } from "../account/email-length.ts";

/** The longest display name a passkey sign-up takes (the authenticator shows it beside the key). */
export const MAX_SIGN_UP_NAME_LENGTH = 128;

/** What a person signs up with beside their passkey. */
export const passkeySignUpSchema = z.object({
  email: z.email().max(MAX_EMAIL_LENGTH),
  name: z.string().trim().max(MAX_SIGN_UP_NAME_LENGTH).optional(),
});
export type PasskeySignUp = z.infer<typeof passkeySignUpSchema>;

/**
 * Whether this request is one of Gatehouse's passkey sign-up routes. The passkey plugin's own
 * registration routes take no session now (`registration.requireSession: false`), so the options
 * below must not let them start a sign-up past the sign-up routes' own checks (mandatory SSO,
 * captcha, rate limit): only these routes set it.
 */
const signingUp = defineRequestState<boolean>(() => false);

export async function markPasskeySignUp(): Promise<void> {
  if (await hasRequestState()) await signingUp.set(true);
}

const isPasskeySignUp = async (): Promise<boolean> => (await hasRequestState()) && (await signingUp.get());

/** The sign-up this request's ceremony carried, once read. */
const ceremonySignUp = defineRequestState<PasskeySignUp | null>(() => null);
export const signUpOfCeremony = async (): Promise<PasskeySignUp | null> =>
  (await hasRequestState()) ? ceremonySignUp.get() : null;

/** The library's answer to a registration without a session (the flag of its freshSessionMiddleware). */
const SESSION_REQUIRED = { code: "UNAUTHORIZED", message: "Unauthorized" } as const;

const parsedJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * The sign-up a registration ceremony carries (the passkey plugin's `context`, stored server-side
 * with its challenge), when the request is a passkey sign-up; otherwise the registration needs a
 * session, as the library's default has it.
 */
export async function pendingSignUp(context: string | null | undefined): Promise<PasskeySignUp> {
  if (!(await isPasskeySignUp()) || !context) throw APIError.fromStatus("UNAUTHORIZED", SESSION_REQUIRED);
  const parsed = passkeySignUpSchema.safeParse(parsedJson(context));
  if (!parsed.success) throw APIError.fromStatus("UNAUTHORIZED", SESSION_REQUIRED);
  await ceremonySignUp.set(parsed.data);
  return parsed.data;
}
