import { Button, Group, Stack } from "@mantine/core";
import { FormAlert } from "../../../components/form-alert";
import { NewPasswordInput } from "../../../components/new-password-input";
import { notifySuccess } from "../../../lib/notify";
import { useServerForm } from "../../../lib/use-server-form";
import { validateNewPassword } from "../../../lib/validators";
import { type AdminUser, setUserPassword } from "../hooks/use-admin-users";

export function SetPasswordForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
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
      notifySuccess("Password set", `${user.email} can sign in with the new password.`);
      onDone();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Set the password of ${user.email}`}>
      <Stack>
        <FormAlert error={formError} title="Could not set the password" onClose={clearFormError} />
        <NewPasswordInput label="New password" data-autofocus {...form.getInputProps("newPassword")} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            Set password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
