import { Button, Group, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { NewPasswordInput } from "../../../components/new-password-input";
import { notifySuccess } from "../../../lib/notify";
import { useServerForm } from "../../../lib/use-server-form";
import { validateNewPassword } from "../../../lib/validators";
import { type AdminUser, setUserPassword } from "../hooks/use-admin-users";

export function SetPasswordForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const { t } = useTranslation("admin");
  const { form, onSubmit, submitting, formError, clearFormError } = useServerForm({
    initialValues: { newPassword: "" },
    validate: { newPassword: validateNewPassword },
    fieldErrors: {
      PASSWORD_TOO_SHORT: "newPassword",
      PASSWORD_TOO_COMMON: "newPassword",
      PASSWORD_COMPROMISED: "newPassword",
      PASSWORD_TOO_LONG: "newPassword",
    },
    request: ({ newPassword }) => setUserPassword(user.id, newPassword),
    onSuccess: () => {
      notifySuccess(t("setPassword.done"), t("setPassword.doneMessage", { email: user.email }));
      onDone();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("setPassword.formLabel", { email: user.email })}>
      <Stack>
        <FormAlert error={formError} title={t("errors.setPassword")} onClose={clearFormError} />
        <NewPasswordInput label={t("setPassword.newPassword")} data-autofocus {...form.getInputProps("newPassword")} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t("actions.cancel")}
          </Button>
          <Button type="submit" loading={submitting}>
            {t("setPassword.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
