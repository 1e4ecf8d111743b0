import { Button, Group, Stack, TextInput } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("account");
  const queryClient = useQueryClient();
  const { form, onSubmit, submitting, formError, clearFormError } = useServerForm({
    initialValues: { newEmail: "" },
    validate: {
      newEmail: (value) =>
        validateEmail(value) ??
        (value.trim().toLowerCase() === user.email.toLowerCase() ? t("changeEmail.sameEmail") : null),
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
        notifySuccess(t("changeEmail.changedTitle"), t("changeEmail.changedBody", { email }));
      } else {
        notifySuccess(t("changeEmail.confirmTitle"), t("changeEmail.confirmBody", { email: newEmail }));
      }
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormAlert error={formError} title={t("changeEmail.failed")} onClose={clearFormError} />
        <TextInput
          label={t("changeEmail.newEmail")}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps("newEmail")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            {t("changeEmail.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
