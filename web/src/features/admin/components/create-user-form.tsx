import { Button, Group, NativeSelect, Stack, TextInput } from "@mantine/core";
import { FormAlert } from "../../../components/form-alert";
import { NewPasswordInput } from "../../../components/new-password-input";
import { notifySuccess } from "../../../lib/notify";
import { useServerForm } from "../../../lib/use-server-form";
import { validateEmail, validateName, validateNewPassword } from "../../../lib/validators";
import { createUser, type NewUser, PLATFORM_ROLES, useInvalidateUsers } from "../hooks/use-admin-users";

export function CreateUserForm({ onDone }: { onDone: () => void }) {
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
      notifySuccess("User created", `${values.email} can sign in now.`);
      await invalidate();
      onDone();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create a user">
      <Stack>
        <FormAlert error={formError} title="Could not create the user" onClose={clearFormError} />
        <TextInput label="Name" required data-autofocus {...form.getInputProps("name")} />
        <TextInput label="Email" type="email" required {...form.getInputProps("email")} />
        <NewPasswordInput label="Password" {...form.getInputProps("password")} />
        <NativeSelect
          label="Platform role"
          data={PLATFORM_ROLES.map((role) => ({ value: role, label: role === "admin" ? "Admin" : "User" }))}
          {...form.getInputProps("role")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            Create user
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
