import { Button, Group, NativeSelect, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { NewPasswordInput } from "../../../components/new-password-input";
import { notifySuccess } from "../../../lib/notify";
import { useServerForm } from "../../../lib/use-server-form";
import { validateEmail, validateName, validateNewPassword } from "../../../lib/validators";
import {
  createUser,
  type NewUser,
  PLATFORM_ROLE_LABELS,
  PLATFORM_ROLES,
  useInvalidateUsers,
} from "../hooks/use-admin-users";

export function CreateUserForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation("admin");
  const invalidate = useInvalidateUsers();
  const { form, onSubmit, submitting, formError, clearFormError } = useServerForm<NewUser, unknown>({
    initialValues: { name: "", email: "", password: "", role: "user" },
    validate: { name: validateName, email: validateEmail, password: validateNewPassword },
    fieldErrors: {
      USER_ALREADY_EXISTS: "email",
      USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "email",
      INVALID_EMAIL: "email",
      PASSWORD_TOO_SHORT: "password",
      PASSWORD_TOO_COMMON: "password",
      PASSWORD_COMPROMISED: "password",
      PASSWORD_TOO_LONG: "password",
    },
    request: (values) => createUser({ ...values, email: values.email.trim() }),
    onSuccess: async (_data, values) => {
      notifySuccess(t("createUser.created"), t("createUser.createdMessage", { email: values.email }));
      await invalidate();
      onDone();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("createUser.formLabel")}>
      <Stack>
        <FormAlert error={formError} title={t("errors.createUser")} onClose={clearFormError} />
        <TextInput label={t("createUser.name")} required data-autofocus {...form.getInputProps("name")} />
        <TextInput label={t("createUser.email")} type="email" required {...form.getInputProps("email")} />
        <NewPasswordInput label={t("createUser.password")} {...form.getInputProps("password")} />
        <NativeSelect
          label={t("createUser.role")}
          data={PLATFORM_ROLES.map((role) => ({ value: role, label: t(PLATFORM_ROLE_LABELS[role]) }))}
          {...form.getInputProps("role")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t("actions.cancel")}
          </Button>
          <Button type="submit" loading={submitting}>
            {t("createUser.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
