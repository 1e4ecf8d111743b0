import { Button, Group, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { messageOf } from "../../../lib/errors";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useServerForm } from "../../../lib/use-server-form";
import { refreshSession } from "../../auth/hooks/use-session";
import { CodeInput, validateSixDigits } from "../../two-factor/components/code-input";
import { useSendVerificationCode, verifyEmailWithCode } from "../hooks/use-verification-email";

/** Verifying the address with a code typed here, for people who read mail on another device. */
export function VerifyWithCode({ email }: { email: string }) {
  const { t } = useTranslation("account");
  const queryClient = useQueryClient();
  const send = useSendVerificationCode();
  const [sent, setSent] = useState(false);
  const { form, onSubmit, submitting, formError, clearFormError } = useServerForm({
    initialValues: { code: "" },
    validate: { code: validateSixDigits },
    fieldErrors: { INVALID_OTP: "code", OTP_EXPIRED: "code", TOO_MANY_ATTEMPTS: "code" },
    request: ({ code }) => verifyEmailWithCode(email, code.trim()),
    onSuccess: async () => {
      notifySuccess(t("verifyWithCode.verifiedTitle"), t("verifyWithCode.verifiedBody", { email }));
      await refreshSession(queryClient);
    },
  });

  if (!sent) {
    return (
      <Button
        variant="subtle"
        size="xs"
        loading={send.isPending}
        onClick={() =>
          send.mutate(email, {
            onSuccess: () => setSent(true),
            onError: (error) => notifyError(t("verifyWithCode.sendFailed"), messageOf(error)),
          })
        }
      >
        {t("verifyWithCode.start")}
      </Button>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xs">
        <FormAlert error={formError} title={t("verifyWithCode.failed")} onClose={clearFormError} />
        <Text size="sm" role="status">
          {t("verifyWithCode.sent", { email })}
        </Text>
        <Group align="flex-end" gap="xs">
          <CodeInput label={t("verifyWithCode.codeLabel")} {...form.getInputProps("code")} />
          <Button type="submit" loading={submitting}>
            {t("verifyWithCode.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
