import { Alert, Button, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { authClient } from "../../../lib/auth-client";
import { paths } from "../../../lib/paths";
import { useServerForm } from "../../../lib/use-server-form";
import { validateEmail } from "../../../lib/validators";
import { useCaptcha } from "../hooks/use-captcha";

export function ForgotPasswordForm() {
  const { t } = useTranslation("auth");
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const captcha = useCaptcha("/request-password-reset");
  const { form, onSubmit, submitting, formError, clearFormError } = useServerForm({
    initialValues: { email: "" },
    validate: { email: validateEmail },
    fieldErrors: { INVALID_EMAIL: "email" },
    request: ({ email }) =>
      captcha.guard((headers) =>
        authClient.requestPasswordReset({ email, redirectTo: paths.resetPassword }, { headers }),
      ),
    onSuccess: (data) => setSentMessage(data.message || t("forgotPasswordForm.sentDefault")),
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <div aria-live="polite">
          {sentMessage && (
            <Alert color="teal" title={t("forgotPasswordForm.sentTitle")} role="status">
              {sentMessage}
            </Alert>
          )}
        </div>
        <FormAlert error={formError} title={t("forgotPasswordForm.failed")} onClose={clearFormError} />
        <TextInput
          label={t("fields.email")}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps("email")}
        />
        {captcha.widget}
        <Button type="submit" loading={submitting} fullWidth>
          {t("forgotPasswordForm.submit")}
        </Button>
      </Stack>
    </form>
  );
}
