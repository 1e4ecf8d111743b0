import { Alert, Button, Divider, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("account");
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
              {t("deleteAccount.mailSent")}
            </Alert>
          )}
        </div>
        {hasPassword && (
          <form onSubmit={form.onSubmit(() => setConfirming(true))} noValidate>
            <Stack>
              <FormAlert
                error={withPassword.formError}
                title={t("deleteAccount.failed")}
                onClose={withPassword.clearFormError}
              />
              <PasswordInput
                label={t("deleteAccount.password")}
                description={t("deleteAccount.passwordHint")}
                autoComplete="current-password"
                required
                {...form.getInputProps("password")}
              />
              <Group justify="flex-end">
                <Button type="submit" color="red" loading={withPassword.submitting}>
                  {t("deleteAccount.submit")}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        <TypeToConfirmModal
          opened={confirming}
          onClose={() => setConfirming(false)}
          title={t("deleteAccount.confirmTitle")}
          description={t("deleteAccount.confirmDescription")}
          phrase={email}
          confirmLabel={t("deleteAccount.confirm")}
          cancelLabel={t("deleteAccount.keep")}
          onConfirm={() => {
            setConfirming(false);
            withPassword.onSubmit();
          }}
        />
        {hasPassword && <Divider label={t("deleteAccount.or")} labelPosition="center" />}
        <form onSubmit={byMail.onSubmit} noValidate>
          <Stack>
            <FormAlert
              error={byMail.formError}
              title={t("deleteAccount.requestFailed")}
              onClose={byMail.clearFormError}
            />
            <Text size="sm">{hasPassword ? t("deleteAccount.byMailInstead") : t("deleteAccount.byMailOnly")}</Text>
            <Group justify="flex-end">
              <Button type="submit" color="red" variant="light" loading={byMail.submitting}>
                {t("deleteAccount.sendMail")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </SignInMethodsState>
  );
}
