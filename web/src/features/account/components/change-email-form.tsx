import { Button, Group, Stack, TextInput } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { FormAlert } from "../../../components/form-alert";
import { type AuthSession, type AuthUser, authClient } from "../../../lib/auth-client";
import { notifySuccess } from "../../../lib/notify";
import { paths } from "../../../lib/paths";
import { useServerForm } from "../../../lib/use-server-form";
import { validateEmail } from "../../../lib/validators";
import { refreshSession, sessionKeys } from "../../auth/hooks/use-session";

interface ChangeEmailFormProps {
  user: AuthUser;
}

export function ChangeEmailForm({ user }: ChangeEmailFormProps) {
  const queryClient = useQueryClient();
  const { form, onSubmit, submitting, formError, clearFormError } = useServerForm({
    initialValues: { newEmail: "" },
    validate: {
      newEmail: (value) =>
        validateEmail(value) ??
        (value.trim().toLowerCase() === user.email.toLowerCase() ? "This is already your email" : null),
    },
    fieldErrors: {
      INVALID_EMAIL: "newEmail",
      EMAIL_IS_THE_SAME: "newEmail",
      USER_ALREADY_EXISTS: "newEmail",
      USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "newEmail",
      COULDN_T_UPDATE_YOUR_EMAIL: "newEmail",
    },
    request: ({ newEmail }) => authClient.changeEmail({ newEmail: newEmail.trim(), callbackURL: paths.verifyEmail }),
    onSuccess: async (_data, { newEmail }) => {
      form.reset();
      // Whether the address switched at once (server policy for unverified users) or waits
      // for the mailed link, the re-read session tells.
      await refreshSession(queryClient);
      const email = queryClient.getQueryData<AuthSession | null>(sessionKeys.all)?.user.email;
      if (email?.toLowerCase() === newEmail.trim().toLowerCase()) {
        notifySuccess("Email changed", `Your email is now ${email}.`);
      } else {
        notifySuccess("Check your email to confirm the change", `Open the link we sent you to switch to ${newEmail}.`);
      }
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormAlert error={formError} title="Could not change your email" onClose={clearFormError} />
        <TextInput label="New email" type="email" autoComplete="email" required {...form.getInputProps("newEmail")} />
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            Change email
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
