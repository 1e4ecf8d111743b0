import { Anchor, Button, Checkbox, Group, SegmentedControl, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FormAlert } from "../../../components/form-alert";
import { errorCode, type ServerError } from "../../../lib/errors";
import { notifySuccess } from "../../../lib/notify";
import { paths } from "../../../lib/paths";
import { useServerForm } from "../../../lib/use-server-form";
import { resetUserQueries } from "../../auth/hooks/use-session";
import { twoFactorChallengeApi } from "../hooks/use-two-factor";
import { CodeInput } from "./code-input";

type Method = "totp" | "backup" | "email";

const METHODS = [
  { value: "totp", label: "challenge.methodTotp" },
  { value: "backup", label: "challenge.methodBackup" },
  { value: "email", label: "challenge.methodEmail" },
] as const satisfies readonly { value: Method; label: string }[];

const LABELS = {
  totp: "challenge.labelTotp",
  backup: "challenge.labelBackup",
  email: "challenge.labelEmail",
} as const satisfies Record<Method, string>;

/** The pending sign-in is gone (ten minutes passed, or the page was opened directly). */
const expiredSignIn = (error: ServerError | null) => error !== null && errorCode(error) === "INVALID_TWO_FACTOR_COOKIE";

/** The second step of a password sign-in: a code from the app, a backup code, or a code by email. */
export function TwoFactorChallenge({ onVerified }: { onVerified: () => void }) {
  const { t } = useTranslation("two-factor");
  const queryClient = useQueryClient();
  const [method, setMethod] = useState<Method>("totp");
  // Three choices side by side do not fit a phone: stacked there.
  const narrow = useMediaQuery("(max-width: 30em)");
  const [sending, setSending] = useState(false);
  const [sentError, setSentError] = useState<ServerError | null>(null);
  const { form, onSubmit, submitting, formError, clearFormError } = useServerForm({
    initialValues: { code: "", trustDevice: false },
    // The server checks the format per method; here only that something was entered.
    validate: { code: (code) => (code.trim() ? null : t("challenge.enterCode")) },
    fieldErrors: { INVALID_CODE: "code", INVALID_BACKUP_CODE: "code", OTP_HAS_EXPIRED: "code" },
    request: ({ code, trustDevice }) => {
      const trimmed = code.trim();
      if (method === "backup") return twoFactorChallengeApi.backupCode(trimmed, trustDevice);
      if (method === "email") return twoFactorChallengeApi.emailCode(trimmed, trustDevice);
      return twoFactorChallengeApi.totp(trimmed, trustDevice);
    },
    onSuccess: async () => {
      await resetUserQueries(queryClient);
      onVerified();
    },
  });

  const sendEmailCode = async () => {
    setSending(true);
    setSentError(null);
    const { error } = await twoFactorChallengeApi.sendEmailCode();
    setSending(false);
    if (error) setSentError(error);
    else notifySuccess(t("challenge.codeSentTitle"), t("challenge.codeSentBody"));
  };
  const error = formError ?? sentError;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormAlert
          error={error}
          title={expiredSignIn(error) ? t("challenge.expiredTitle") : t("challenge.failed")}
          message={
            expiredSignIn(error) ? (
              <Trans
                t={t}
                i18nKey="challenge.expiredBody"
                components={{ a: <Anchor component={Link} to={paths.signIn} /> }}
              />
            ) : undefined
          }
          onClose={() => {
            clearFormError();
            setSentError(null);
          }}
        />
        <SegmentedControl
          aria-label={t("challenge.howToVerify")}
          data={METHODS.map(({ value, label }) => ({ value, label: t(label) }))}
          value={method}
          onChange={(value) => {
            setMethod(value as Method);
            form.setFieldValue("code", "");
            form.clearErrors();
          }}
          orientation={narrow ? "vertical" : "horizontal"}
          fullWidth
        />
        {method === "email" && (
          <Group gap="xs" align="center">
            <Button variant="light" onClick={() => void sendEmailCode()} loading={sending}>
              {t("challenge.sendEmailCode")}
            </Button>
            <Text size="sm" c="dimmed">
              {t("challenge.toYourAddress")}
            </Text>
          </Group>
        )}
        {method === "backup" ? (
          <CodeInput
            label={t(LABELS.backup)}
            inputMode="text"
            autoComplete="off"
            description={t("challenge.backupHint")}
            {...form.getInputProps("code")}
          />
        ) : (
          <CodeInput label={t(LABELS[method])} {...form.getInputProps("code")} />
        )}
        <Checkbox label={t("challenge.trustDevice")} {...form.getInputProps("trustDevice", { type: "checkbox" })} />
        <Button type="submit" loading={submitting} fullWidth>
          {t("challenge.submit")}
        </Button>
      </Stack>
    </form>
  );
}
