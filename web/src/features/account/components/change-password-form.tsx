import { Button, Checkbox, Group, Stack } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { NewPasswordInput } from "../../../components/new-password-input";
import { PasswordInput } from "../../../components/password-input";
import { authClient } from "../../../lib/auth-client";
import { notifySuccess } from "../../../lib/notify";
import { useServerForm } from "../../../lib/use-server-form";
import { validateNewPassword, validateRequiredPassword } from "../../../lib/validators";
import { refreshSessions } from "../hooks/use-sessions";

export function ChangePasswordForm() {
  const { t } = useTranslation("account");
  const queryClient = useQueryClient();
  const { form, onSubmit, submitting, formError, clearFormError } = useServerForm({
    initialValues: { currentPassword: "", newPassword: "", revokeOtherSessions: false },
    validate: { currentPassword: validateRequiredPassword, newPassword: validateNewPassword },
    fieldErrors: {
      INVALID_PASSWORD: "currentPassword",
      PASSWORD_TOO_SHORT: "newPassword",
      PASSWORD_TOO_COMMON: "newPassword",
      PASSWORD_COMPROMISED: "newPassword",
      PASSWORD_TOO_LONG: "newPassword",
    },
    request: (values) => authClient.changePassword(values),
    onSuccess: async (_data, values) => {
      form.reset();
      notifySuccess(t("password.changedTitle"), values.revokeOtherSessions ? t("password.othersSignedOut") : undefined);
      await refreshSessions(queryClient);
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormAlert error={formError} title={t("password.failed")} onClose={clearFormError} />
        <PasswordInput
          label={t("password.current")}
          autoComplete="current-password"
          required
          {...form.getInputProps("currentPassword")}
        />
        <NewPasswordInput label={t("password.new")} {...form.getInputProps("newPassword")} />
        <Checkbox
          label={t("password.signOutOthers")}
          {...form.getInputProps("revokeOtherSessions", { type: "checkbox" })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            {t("password.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
