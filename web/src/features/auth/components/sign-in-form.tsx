import { Button, Checkbox, Divider, Group, Stack, TextInput } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FormAlert } from "../../../components/form-alert";
import { PasswordInput } from "../../../components/password-input";
import { RouterLink } from "../../../components/router-link";
import { authClient } from "../../../lib/auth-client";
import { errorCode } from "../../../lib/errors";
import { paths } from "../../../lib/paths";
import { type ServerResult, useServerForm } from "../../../lib/use-server-form";
import { validateEmail, validateRequiredPassword } from "../../../lib/validators";
import { SsoSignInButton } from "../../sso/components/sso-sign-in-button";
import { startSingleSignOn } from "../../sso/lib/start-sso";
import { useCaptcha } from "../hooks/use-captcha";
import { resetUserQueries } from "../hooks/use-session";
import { PasskeySignInButton, usePasskeyAutofill } from "./passkey-sign-in";
import { SocialSignInButtons } from "./social-sign-in-buttons";

/** The browser is on its way to the identity provider: nothing more to do here. */
const LEAVING_FOR_SSO = { leavingForSso: true } as const;
type SignInAnswer = NonNullable<Awaited<ReturnType<typeof authClient.signIn.email>>["data"]>;

interface SignInFormProps {
  onSignedIn: () => void;
  /** The password was right and the account has two-factor: continue on /two-factor. */
  onTwoFactor: () => void;
  /** Where the verification mail sent to an unverified user leads; defaults to /verify-email. */
  verifyCallbackURL?: string;
  /** Where a social sign-in comes back to: the page a password sign-in would open. */
  destination: string;
}

/**
 * Signed in on an OAuth client's behalf (the page carries its signed authorization request, `sig`):
 * the server answers where the authorization goes on (the consent page, or back to the client)
 * instead of the sign-in's `{ token, user }` — whose own `redirect`/`url` is only the callbackURL.
 */
function continuesAuthorization(data: unknown): data is { redirect: true; url: string } {
  const answer = data as { redirect?: unknown; url?: unknown; user?: unknown } | null;
  const signedRequest = new URLSearchParams(window.location.search).has("sig");
  return signedRequest && answer?.user === undefined && answer?.redirect === true && typeof answer.url === "string";
}

export function SignInForm({
  onSignedIn,
  onTwoFactor,
  verifyCallbackURL = paths.verifyEmail,
  destination,
}: SignInFormProps) {
  const { t } = useTranslation("auth");
  const queryClient = useQueryClient();
  const signedIn = async () => {
    await resetUserQueries(queryClient);
    onSignedIn();
  };
  const captcha = useCaptcha("/sign-in/email");
  const { form, onSubmit, submitting, formError, clearFormError, showFormError } = useServerForm({
    initialValues: { email: "", password: "", rememberMe: true },
    validate: { email: validateEmail, password: validateRequiredPassword },
    fieldErrors: { INVALID_EMAIL_OR_PASSWORD: "password", INVALID_EMAIL: "email" },
    // callbackURL is where the verification mail sent to an unverified user leads back to.
    request: async (values): Promise<ServerResult<SignInAnswer | typeof LEAVING_FOR_SSO>> => {
      const result = await captcha.guard((headers) =>
        authClient.signIn.email({ ...values, callbackURL: verifyCallbackURL }, { headers }),
      );
      // The email's organization requires single sign-on: go to its identity provider instead.
      if (!result.error || errorCode(result.error) !== "SSO_REQUIRED") return result;
      const refused = await startSingleSignOn(values.email, destination);
      return refused ? { data: null, error: refused } : { data: LEAVING_FOR_SSO, error: null };
    },
    onSuccess: async (data) => {
      if (data === LEAVING_FOR_SSO) return;
      if ("twoFactorRedirect" in data && data.twoFactorRedirect) onTwoFactor();
      else if (continuesAuthorization(data)) window.location.assign(data.url);
      else await signedIn();
    },
  });
  // Browsers that offer saved passkeys in the email field's autofill sign in from there.
  usePasskeyAutofill(signedIn);
  const notVerified = formError !== null && errorCode(formError) === "EMAIL_NOT_VERIFIED";

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormAlert
          error={formError}
          title={notVerified ? t("signInForm.notVerifiedTitle") : t("signInForm.failed")}
          onClose={clearFormError}
          message={notVerified ? t("signInForm.notVerifiedHint") : undefined}
        />
        <SocialSignInButtons callbackURL={destination} onStart={clearFormError} onError={showFormError} />
        <TextInput
          label={t("fields.email")}
          type="email"
          autoComplete="username webauthn"
          required
          {...form.getInputProps("email")}
        />
        <PasswordInput
          label={t("fields.password")}
          autoComplete="current-password"
          required
          {...form.getInputProps("password")}
        />
        <Group justify="space-between">
          <Checkbox label={t("signInForm.rememberMe")} {...form.getInputProps("rememberMe", { type: "checkbox" })} />
          <RouterLink to="/forgot-password" size="sm">
            {t("signInForm.forgotPassword")}
          </RouterLink>
        </Group>
        {captcha.widget}
        <Button type="submit" loading={submitting} fullWidth>
          {t("signInForm.submit")}
        </Button>
        <Divider label={t("signInForm.or")} labelPosition="center" />
        <PasskeySignInButton onSignedIn={signedIn} onStart={clearFormError} onError={showFormError} />
        <SsoSignInButton
          email={() => (form.validateField("email").hasError ? null : form.getValues().email)}
          destination={destination}
          onStart={clearFormError}
          onNoProvider={(message) => form.setFieldError("email", message)}
          onError={showFormError}
        />
        <Button component={Link} to={paths.emailCodeSignIn} variant="default" fullWidth>
          {t("signInForm.emailCodeOrLink")}
        </Button>
      </Stack>
    </form>
  );
}
