import { hasLength } from "@mantine/form";
import { type PublicKeyCredentialCreationOptionsJSON, startRegistration, WebAuthnError } from "@simplewebauthn/browser";
import { i18n } from "../../../i18n/i18n";
import { authClient } from "../../../lib/auth-client";
import type { ServerError } from "../../../lib/errors";
import { type ServerResult, useServerForm } from "../../../lib/use-server-form";
import { validateEmail } from "../../../lib/validators";
import { useCaptcha } from "../../auth/hooks/use-captcha";
import { SIGN_UP_EMAIL_ERRORS } from "../../auth/lib/sign-up-email-errors";

export interface PasskeySignUpInput {
  email: string;
  name: string;
  /** Where the verification mail's link leads. */
  callbackURL: string;
}

/** What /passkey/sign-up/verify answers, as /sign-up/email does: no token when the address must be verified first. */
export interface PasskeySignedUp {
  token: string | null;
  user: { id: string; email: string; name: string; emailVerified: boolean };
}

/** Whether this browser can make a passkey at all (WebAuthn). */
export const webAuthnAvailable = (): boolean =>
  typeof window !== "undefined" && typeof window.PublicKeyCredential !== "undefined";

/** The server keeps a passkey sign-up's name shorter than a profile's. */
const MAX_NAME_LENGTH = 128;
const validateName = (value: unknown) =>
  hasLength({ min: 1, max: MAX_NAME_LENGTH }, i18n.t("common:validation.name"))(value);

const browserError = (code: string, message: string): ServerError => ({ status: 400, code, message });

/**
 * The browser's refusal to make the key, in the page's language. Closing the prompt (or letting it
 * time out) is NotAllowedError, which the WebAuthn helper passes through under its cause.
 */
function ceremonyError(error: unknown): ServerError {
  const cause = error instanceof WebAuthnError ? error.cause : error;
  const closed =
    (error instanceof WebAuthnError && error.code === "ERROR_CEREMONY_ABORTED") ||
    (cause instanceof Error && (cause.name === "NotAllowedError" || cause.name === "AbortError"));
  if (closed) return browserError("PASSKEY_PROMPT_CLOSED", i18n.t("passkeys:signUp.promptClosed"));
  if (error instanceof WebAuthnError && error.code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") {
    return browserError(error.code, i18n.t("passkeys:signUp.previouslyRegistered"));
  }
  return browserError("PASSKEY_CREATION_FAILED", i18n.t("passkeys:signUp.creationFailed"));
}

/**
 * Passkey-first sign-up: the server checks the address and answers the creation options (its
 * challenge cookie carries the sign-up), the browser makes the key, and the server creates the
 * account with it. Answers `{ data, error }` like better-auth's client, so a form maps the codes.
 */
export async function signUpWithPasskey(
  input: PasskeySignUpInput,
  headers: Record<string, string> = {},
): Promise<ServerResult<PasskeySignedUp>> {
  const name = input.name.trim();
  const options = await authClient.$fetch<PublicKeyCredentialCreationOptionsJSON>("/passkey/sign-up/options", {
    method: "POST",
    body: { email: input.email, ...(name ? { name } : {}) },
    headers,
  });
  if (!options.data) return { data: null, error: options.error ?? ceremonyError(null) };
  let credential: Awaited<ReturnType<typeof startRegistration>>;
  try {
    credential = await startRegistration({ optionsJSON: options.data });
  } catch (error) {
    return { data: null, error: ceremonyError(error) };
  }
  const { clientExtensionResults: _extensions, ...response } = credential;
  const verified = await authClient.$fetch<PasskeySignedUp>("/passkey/sign-up/verify", {
    method: "POST",
    body: { response, callbackURL: input.callbackURL },
  });
  // The session cookie is set: better-auth's session atom reads it again.
  if (verified.data?.token) authClient.$store.notify("$sessionSignal");
  return { data: verified.data ?? null, error: verified.error ?? null };
}

interface UsePasskeySignUpOptions {
  initialValues: { email: string; name: string };
  callbackURL: string;
  /** The account exists; `signedIn` is false where the address must be verified before the first sign-in. */
  onSignedUp: (result: { signedIn: boolean; email: string }) => void | Promise<void>;
}

/**
 * The passkey sign-up form: its values, the server's refusals of the address on the email field
 * (the policy's and the browser's own on the form's alert), and the request under the captcha.
 */
export function usePasskeySignUp({ initialValues, callbackURL, onSignedUp }: UsePasskeySignUpOptions) {
  const captcha = useCaptcha("/passkey/sign-up/options");
  const serverForm = useServerForm({
    initialValues,
    validate: { name: validateName, email: validateEmail },
    fieldErrors: SIGN_UP_EMAIL_ERRORS,
    request: (values) => captcha.guard((headers) => signUpWithPasskey({ ...values, callbackURL }, headers)),
    onSuccess: (data, values) => onSignedUp({ signedIn: Boolean(data.token), email: values.email }),
  });
  return { ...serverForm, captchaWidget: captcha.widget };
}
