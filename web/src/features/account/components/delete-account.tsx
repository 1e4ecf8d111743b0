import { Alert, Button, Divider, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useNavigate } from "react-router";
import { FormAlert } from "../../../components/form-alert";
import { PasswordInput } from "../../../components/password-input";
import { TypeToConfirmModal } from "../../../components/type-to-confirm-modal";
import { authClient } from "../../../lib/auth-client";
import { paths } from "../../../lib/paths";
import { useServerForm } from "../../../lib/use-server-form";
import { validateRequiredPassword } from "../../../lib/validators";
import { useSession } from "../../auth/hooks/use-session";
import { useHasPassword } from "../hooks/use-accounts";
import { SignInMethodsState } from "./sign-in-methods-state";

const USER_DELETED = "User deleted";

interface DeleteResult {
  success: boolean;
  message: string;
}

/** Delete with the password, or by a mailed confirmation link (the only way without a password). */
export function DeleteAccount() {
  const navigate = useNavigate();
  const hasPassword = useHasPassword();
  const [mailMessage, setMailMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const email = useSession().data?.user.email ?? "";

  const onDeleted = async ({ message }: DeleteResult) => {
    if (message !== USER_DELETED) {
      setMailMessage(message);
      return;
    }
    // Only navigate: the account-deleted page forgets the session once it has mounted. Clearing
    // it here would re-render /account while the router's transition is still pending, and its
    // session guard would bounce to /sign-in instead.
    await navigate(paths.accountDeleted);
  };

  const withPassword = useServerForm({
    initialValues: { password: "" },
    validate: { password: validateRequiredPassword },
    fieldErrors: { INVALID_PASSWORD: "password", PASSWORD_TOO_LONG: "password" },
    request: ({ password }) => authClient.deleteUser({ password, callbackURL: paths.accountDeleted }),
    onSuccess: onDeleted,
  });
  const byMail = useServerForm({
    initialValues: {},
    request: () => authClient.deleteUser({ callbackURL: paths.accountDeleted }),
    onSuccess: onDeleted,
  });
  const { form } = withPassword;

  return (
    <SignInMethodsState>
      <Stack>
        <div aria-live="polite">
          {mailMessage && (
            <Alert color="blue" title={mailMessage} role="status">
              Open the link we emailed you to finish deleting your account. Until then nothing is deleted.
            </Alert>
          )}
        </div>
        {hasPassword && (
          <form onSubmit={form.onSubmit(() => setConfirming(true))} noValidate>
            <Stack>
              <FormAlert
                error={withPassword.formError}
                title="Could not delete your account"
                onClose={withPassword.clearFormError}
              />
              <PasswordInput
                label="Password"
                description="Enter your password to confirm. This cannot be undone."
                autoComplete="current-password"
                required
                {...form.getInputProps("password")}
              />
              <Group justify="flex-end">
                <Button type="submit" color="red" loading={withPassword.submitting}>
                  Delete account
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        <TypeToConfirmModal
          opened={confirming}
          onClose={() => setConfirming(false)}
          title="Delete your account?"
          description="Your profile, sign-in methods, sessions, passkeys and API keys are deleted for good, and you are signed out everywhere. This cannot be undone."
          phrase={email}
          confirmLabel="Delete my account"
          cancelLabel="Keep my account"
          onConfirm={() => {
            setConfirming(false);
            withPassword.onSubmit();
          }}
        />
        {hasPassword && <Divider label="or" labelPosition="center" />}
        <form onSubmit={byMail.onSubmit} noValidate>
          <Stack>
            <FormAlert
              error={byMail.formError}
              title="Could not request the deletion"
              onClose={byMail.clearFormError}
            />
            <Text size="sm">
              {hasPassword
                ? "Send me a confirmation mail instead: the account is deleted when you open its link."
                : "Your account has no password. We will send you a confirmation mail: the account is deleted when you open its link."}
            </Text>
            <Group justify="flex-end">
              <Button type="submit" color="red" variant="light" loading={byMail.submitting}>
                Send confirmation mail
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </SignInMethodsState>
  );
}
