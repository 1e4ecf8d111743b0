import { Button, Checkbox, Group, SegmentedControl, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FormAlert } from "../../../components/form-alert";
import { RouterLink } from "../../../components/router-link";
import { errorCode, type ServerError } from "../../../lib/errors";
import { notifySuccess } from "../../../lib/notify";
import { paths } from "../../../lib/paths";
import { useServerForm } from "../../../lib/use-server-form";
import { resetUserQueries } from "../../auth/hooks/use-session";
import { twoFactorChallengeApi } from "../hooks/use-two-factor";
import { CodeInput } from "./code-input";

type Method = "totp" | "backup" | "email";

const METHODS = [
  { value: "totp", label: "Authenticator app" },
  { value: "backup", label: "Backup code" },
  { value: "email", label: "Email code" },
] satisfies { value: Method; label: string }[];

const LABELS: Record<Method, string> = {
  totp: "Code from your authenticator app",
  backup: "Backup code",
  email: "Code from the email",
};

/** The pending sign-in is gone (ten minutes passed, or the page was opened directly). */
const expiredSignIn = (error: ServerError | null) => error !== null && errorCode(error) === "INVALID_TWO_FACTOR_COOKIE";

/** The second step of a password sign-in: a code from the app, a backup code, or a code by email. */
export function TwoFactorChallenge({ onVerified }: { onVerified: () => void }) {
  const queryClient = useQueryClient();
  const [method, setMethod] = useState<Method>("totp");
  // Three choices side by side do not fit a phone: stacked there.
  const narrow = useMediaQuery("(max-width: 30em)");
  const [sending, setSending] = useState(false);
  const [sentError, setSentError] = useState<ServerError | null>(null);
  const { form, onSubmit, submitting, formError, clearFormError } = useServerForm({
    initialValues: { code: "", trustDevice: false },
    // The server checks the format per method; here only that something was entered.
    validate: { code: (code) => (code.trim() ? null : "Enter the code") },
    fieldErrors: { INVALID_CODE: "code", INVALID_BACKUP_CODE: "code", OTP_HAS_EXPIRED: "code" },
    request: ({ code, trustDevice }) => {
      const trimmed = code.trim();
      if (method === "backup") return twoFactorChallengeApi.backupCode(trimmed, trustDevice);
      if (method === "email") return twoFactorChallengeApi.emailCode(trimmed, trustDevice);
      return twoFactorChallengeApi.totp(trimmed, trustDevice);
    },
    onSuccess: async () => {
      await resetUserQueries(queryClient);
      onVerified();
    },
  });

  const sendEmailCode = async () => {
    setSending(true);
    setSentError(null);
    const { error } = await twoFactorChallengeApi.sendEmailCode();
    setSending(false);
    if (error) setSentError(error);
    else notifySuccess("Code sent", "Check your inbox: the code is valid for 5 minutes.");
  };
  const error = formError ?? sentError;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormAlert
          error={error}
          title={expiredSignIn(error) ? "Sign in again" : "Could not verify the code"}
          message={
            expiredSignIn(error) ? (
              <>
                This sign-in has expired. <RouterLink to={paths.signIn}>Sign in again</RouterLink> with your password.
              </>
            ) : undefined
          }
          onClose={() => {
            clearFormError();
            setSentError(null);
          }}
        />
        <SegmentedControl
          aria-label="How to verify"
          data={METHODS}
          value={method}
          onChange={(value) => {
            setMethod(value as Method);
            form.setFieldValue("code", "");
            form.clearErrors();
          }}
          orientation={narrow ? "vertical" : "horizontal"}
          fullWidth
        />
        {method === "email" && (
          <Group gap="xs" align="center">
            <Button variant="light" onClick={() => void sendEmailCode()} loading={sending}>
              Email me a code
            </Button>
            <Text size="sm" c="dimmed">
              to the address of your account
            </Text>
          </Group>
        )}
        {method === "backup" ? (
          <CodeInput
            label={LABELS.backup}
            inputMode="text"
            autoComplete="off"
            description="Each backup code works once."
            {...form.getInputProps("code")}
          />
        ) : (
          <CodeInput label={LABELS[method]} {...form.getInputProps("code")} />
        )}
        <Checkbox label="Trust this device for 30 days" {...form.getInputProps("trustDevice", { type: "checkbox" })} />
        <Button type="submit" loading={submitting} fullWidth>
          Verify
        </Button>
      </Stack>
    </form>
  );
}
