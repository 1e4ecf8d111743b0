import { Alert, Button, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { FormAlert } from "../../../components/form-alert";
import { authClient } from "../../../lib/auth-client";
import { paths } from "../../../lib/paths";
import { useServerForm } from "../../../lib/use-server-form";
import { validateEmail } from "../../../lib/validators";
import { useCaptcha } from "../hooks/use-captcha";

const DEFAULT_SENT_MESSAGE = "If this email exists in our system, check your email for the reset link";

export function ForgotPasswordForm() {
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
    onSuccess: (data) => setSentMessage(data.message || DEFAULT_SENT_MESSAGE),
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <div aria-live="polite">
          {sentMessage && (
            <Alert color="teal" title="Reset link requested" role="status">
              {sentMessage}
            </Alert>
          )}
        </div>
        <FormAlert error={formError} title="Could not send the reset link" onClose={clearFormError} />
        <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps("email")} />
        {captcha.widget}
        <Button type="submit" loading={submitting} fullWidth>
          Send reset link
        </Button>
      </Stack>
    </form>
  );
}
