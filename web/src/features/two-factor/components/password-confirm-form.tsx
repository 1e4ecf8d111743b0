import { Button, Group, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { PasswordInput } from "../../../components/password-input";
import { type ServerResult, useServerForm } from "../../../lib/use-server-form";
import { validateRequiredPassword } from "../../../lib/validators";

interface PasswordConfirmFormProps<Data> {
  /** What the password unlocks, e.g. "Turn off two-factor". */
  action: string;
  errorTitle: string;
  hasPassword: boolean;
  danger?: boolean;
  request: (password: string) => Promise<ServerResult<Data>>;
  onSuccess: (data: Data) => void | Promise<void>;
  onCancel?: () => void;
}

/**
 * A step that asks for the account's password before a two-factor change (better-auth requires
 * it of users who have one; users without a password confirm with the button alone).
 */
export function PasswordConfirmForm<Data>(props: PasswordConfirmFormProps<Data>) {
  const { action, errorTitle, hasPassword, danger, request, onSuccess, onCancel } = props;
  const { t } = useTranslation("two-factor");
  const { form, onSubmit, submitting, formError, clearFormError } = useServerForm({
    initialValues: { password: "" },
    validate: hasPassword ? { password: validateRequiredPassword } : {},
    fieldErrors: { INVALID_PASSWORD: "password" },
    request: (values) => request(values.password),
    onSuccess: (data) => onSuccess(data),
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <FormAlert error={formError} title={errorTitle} onClose={clearFormError} />
        {hasPassword && (
          <PasswordInput
            label={t("passwordConfirm.password")}
            autoComplete="current-password"
            required
            {...form.getInputProps("password")}
          />
        )}
        <Group justify="flex-end" gap="xs">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t("passwordConfirm.cancel")}
            </Button>
          )}
          <Button type="submit" loading={submitting} color={danger ? "red" : undefined}>
            {action}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
