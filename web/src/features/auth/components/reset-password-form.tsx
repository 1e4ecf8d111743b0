import { Alert, Button, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { NewPasswordInput } from "../../../components/new-password-input";
import { RouterLink } from "../../../components/router-link";
import { authClient } from "../../../lib/auth-client";
import { errorCode } from "../../../lib/errors";
import { useServerForm } from "../../../lib/use-server-form";
import { validateNewPassword } from "../../../lib/validators";
import { InvalidResetLink } from "./invalid-reset-link";

interface ResetPasswordFormProps {
  token: string;
}

export function ResetPasswordForm({ token }: ResetPasswordFormProps) {
  const { t } = useTranslation("auth");
  const [done, setDone] = useState(false);
  const { form, onSubmit, submitting, formError, clearFormError } = useServerForm({
    initialValues: { newPassword: "" },
    validate: { newPassword: validateNewPassword },
    fieldErrors: {
      PASSWORD_TOO_SHORT: "newPassword",
      PASSWORD_TOO_COMMON: "newPassword",
      PASSWORD_COMPROMISED: "newPassword",
      PASSWORD_TOO_LONG: "newPassword",
    },
    request: ({ newPassword }) => authClient.resetPassword({ newPassword, token }),
    onSuccess: () => setDone(true),
  });

  if (done) {
    return (
      <div aria-live="polite">
        <Alert color="teal" title={t("resetPasswordForm.doneTitle")} role="status">
          <RouterLink to="/sign-in" size="sm">
            {t("resetPasswordForm.signIn")}
          </RouterLink>
        </Alert>
      </div>
    );
  }
  if (formError && errorCode(formError) === "INVALID_TOKEN") return <InvalidResetLink />;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormAlert error={formError} title={t("resetPasswordForm.failed")} onClose={clearFormError} />
        <NewPasswordInput label={t("fields.newPassword")} {...form.getInputProps("newPassword")} />
        <Button type="submit" loading={submitting} fullWidth>
          {t("resetPasswordForm.submit")}
        </Button>
      </Stack>
    </form>
  );
}
