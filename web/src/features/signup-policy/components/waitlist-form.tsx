import { Alert, Button, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { authClient } from "../../../lib/auth-client";
import { useServerForm } from "../../../lib/use-server-form";
import { validateEmail } from "../../../lib/validators";
import { useCaptcha } from "../../auth/hooks/use-captcha";

/** Asks to join while sign-up is by waitlist; the answer is the same whoever the address belongs to. */
export function WaitlistForm({ initialEmail = "" }: { initialEmail?: string }) {
  const { t } = useTranslation("signup-policy");
  const [joined, setJoined] = useState<string | null>(null);
  const captcha = useCaptcha("/waitlist/join");
  const { form, onSubmit, submitting, formError, clearFormError } = useServerForm({
    initialValues: { email: initialEmail, name: "" },
    validate: { email: validateEmail },
    fieldErrors: {
      SIGNUP_DOMAIN_BLOCKED: "email",
      SIGNUP_DOMAIN_NOT_ALLOWED: "email",
      SIGNUP_DISPOSABLE_EMAIL: "email",
      VALIDATION_ERROR: "email",
    },
    request: (values) =>
      captcha.guard((headers) =>
        authClient.$fetch<{ status: boolean }>("/waitlist/join", {
          method: "POST",
          body: { email: values.email, ...(values.name.trim() ? { name: values.name.trim() } : {}) },
          headers,
        }),
      ),
    onSuccess: (_data, values) => setJoined(values.email),
  });

  if (joined) {
    return (
      <div aria-live="polite">
        <Alert color="teal" title={t("waitlist.joinedTitle")} role="status">
          <Text size="sm">
            <Trans t={t} i18nKey="waitlist.joinedBody" values={{ email: joined }} components={{ strong: <strong /> }} />
          </Text>
        </Alert>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("waitlist.formLabel")}>
      <Stack>
        <Text size="sm">{t("waitlist.intro")}</Text>
        <FormAlert error={formError} title={t("waitlist.failed")} onClose={clearFormError} />
        <TextInput label={t("waitlist.name")} autoComplete="name" {...form.getInputProps("name")} />
        <TextInput
          label={t("waitlist.email")}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps("email")}
        />
        {captcha.widget}
        <Button type="submit" loading={submitting} fullWidth>
          {t("waitlist.submit")}
        </Button>
      </Stack>
    </form>
  );
}
