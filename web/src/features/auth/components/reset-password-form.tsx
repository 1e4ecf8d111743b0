import { Alert, Button, Stack } from "@mantine/core";
import { useState } from "react";
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
        <Alert color="teal" title="Your password has been reset" role="status">
          <RouterLink to="/sign-in" size="sm">
            Sign in with your new password
          </RouterLink>
        </Alert>
      </div>
    );
  }
  if (formError && errorCode(formError) === "INVALID_TOKEN") return <InvalidResetLink />;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormAlert error={formError} title="Could not reset the password" onClose={clearFormError} />
        <NewPasswordInput label="New password" {...form.getInputProps("newPassword")} />
        <Button type="submit" loading={submitting} fullWidth>
          Reset password
        </Button>
      </Stack>
    </form>
  );
}
