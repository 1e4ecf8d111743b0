import { Alert, Button, Stack, Text, TextInput } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { NewPasswordInput } from "../../../components/new-password-input";
import { RouterLink } from "../../../components/router-link";
import { authClient } from "../../../lib/auth-client";
import { paths } from "../../../lib/paths";
import { useServerForm } from "../../../lib/use-server-form";
import { validateEmail, validateName, validateNewPassword } from "../../../lib/validators";
import { PasskeySignUpButton, PasskeySignUpForm } from "../../passkeys/components/passkey-sign-up-form";
import { useCaptcha } from "../hooks/use-captcha";
import { resetUserQueries } from "../hooks/use-session";
import { SIGN_UP_EMAIL_ERRORS } from "../lib/sign-up-email-errors";
import { SocialSignInButtons } from "./social-sign-in-buttons";

interface SignUpFormProps {
  onSignedIn: () => void;
  /** Where the verification link leads; defaults to /verify-email. */
  verifyCallbackURL?: string;
  /** Where a social sign-up comes back to: the page a password sign-up would open. */
  destination: string;
  /** The address to start with (the one a waitlist approval was mailed to). */
  initialEmail?: string;
}

export function SignUpForm({
  onSignedIn,
  verifyCallbackURL = paths.verifyEmail,
  destination,
  initialEmail = "",
}: SignUpFormProps) {
  const { t } = useTranslation("auth");
  const queryClient = useQueryClient();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [withPasskey, setWithPasskey] = useState(false);
  const captcha = useCaptcha("/sign-up/email");
  const { form, onSubmit, submitting, formError, clearFormError, showFormError } = useServerForm({
    initialValues: { name: "", email: initialEmail, password: "" },
    validate: { name: validateName, email: validateEmail, password: validateNewPassword },
    fieldErrors: {
      ...SIGN_UP_EMAIL_ERRORS,
      PASSWORD_TOO_SHORT: "password",
      PASSWORD_TOO_COMMON: "password",
      PASSWORD_COMPROMISED: "password",
      PASSWORD_TOO_LONG: "password",
    },
    request: (values) =>
      captcha.guard((headers) => authClient.signUp.email({ ...values, callbackURL: verifyCallbackURL }, { headers })),
    onSuccess: async (data, values) => {
      // No token: the server requires a verified email before the first sign-in.
      if (!data.token) {
        setPendingEmail(values.email);
        return;
      }
      await resetUserQueries(queryClient);
      onSignedIn();
    },
  });

  if (pendingEmail) {
    return (
      <div aria-live="polite">
        <Alert color="teal" title={t("signUpForm.checkEmailTitle")} role="status">
          <Stack gap="xs">
            <Text size="sm">
              <Trans
                t={t}
                i18nKey="signUpForm.checkEmailBody"
                values={{ email: pendingEmail }}
                components={{ strong: <strong /> }}
              />
            </Text>
            <RouterLink to="/sign-in" size="sm">
              {t("signUpForm.goToSignIn")}
            </RouterLink>
          </Stack>
        </Alert>
      </div>
    );
  }

  if (withPasskey) {
    return (
      <PasskeySignUpForm
        initialValues={{ email: form.values.email, name: form.values.name }}
        callbackURL={verifyCallbackURL}
        onUsePassword={(values) => {
          form.setValues(values);
          setWithPasskey(false);
        }}
        onSignedUp={async ({ signedIn, email }) => {
          if (!signedIn) return setPendingEmail(email);
          await resetUserQueries(queryClient);
          onSignedIn();
        }}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormAlert error={formError} title={t("signUpForm.failed")} onClose={clearFormError} />
        <SocialSignInButtons callbackURL={destination} onStart={clearFormError} onError={showFormError} />
        <PasskeySignUpButton onClick={() => setWithPasskey(true)} />
        <TextInput label={t("fields.name")} autoComplete="name" required {...form.getInputProps("name")} />
        <TextInput
          label={t("fields.email")}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps("email")}
        />
        <NewPasswordInput label={t("fields.password")} {...form.getInputProps("password")} />
        {captcha.widget}
        <Button type="submit" loading={submitting} fullWidth>
          {t("signUpForm.submit")}
        </Button>
      </Stack>
    </form>
  );
}
