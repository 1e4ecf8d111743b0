import { Button, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { authClient } from "../../../lib/auth-client";
import { type ServerResult, useServerForm } from "../../../lib/use-server-form";
import { validateEmail } from "../../../lib/validators";
import { CodeInput, validateSixDigits } from "../../two-factor/components/code-input";
import { useCaptcha } from "../hooks/use-captcha";
import { resetUserQueries } from "../hooks/use-session";

interface EmailCodeSignInProps {
  /** Where the magic link leads once opened (a path of this app). */
  destination: string;
  /** Where a refused magic link leads, with `?error=`. */
  errorCallbackURL: string;
  initialEmail?: string;
  onSignedIn: () => void;
}

type Sent = { email: string; kind: "code" | "link" } | null;

/**
 * Passwordless sign-in: a six-digit code or a one-time link by email. The first sign-in of a new
 * address creates the account, unless the server has PASSWORDLESS_SIGN_UP off.
 */
export function EmailCodeSignIn({
  destination,
  errorCallbackURL,
  initialEmail = "",
  onSignedIn,
}: EmailCodeSignInProps) {
  const { t } = useTranslation("auth");
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<Sent>(null);
  const [kind, setKind] = useState<"code" | "link">("code");
  const codeCaptcha = useCaptcha("/email-otp/send-verification-otp");
  const linkCaptcha = useCaptcha("/sign-in/magic-link");
  const captcha = kind === "code" ? codeCaptcha : linkCaptcha;

  const request = useServerForm({
    initialValues: { email: initialEmail },
    validate: { email: validateEmail },
    fieldErrors: { INVALID_EMAIL: "email" },
    request: ({ email }): Promise<ServerResult<unknown>> =>
      kind === "code"
        ? captcha.guard((headers) => authClient.emailOtp.sendVerificationOtp({ email, type: "sign-in" }, { headers }))
        : captcha.guard((headers) =>
            authClient.signIn.magicLink(
              { email, callbackURL: destination, newUserCallbackURL: destination, errorCallbackURL },
              { headers },
            ),
          ),
    onSuccess: (_data, { email }) => setSent({ email, kind }),
  });

  const verify = useServerForm({
    initialValues: { code: "" },
    validate: { code: validateSixDigits },
    fieldErrors: { INVALID_OTP: "code", OTP_EXPIRED: "code", TOO_MANY_ATTEMPTS: "code" },
    request: ({ code }) => authClient.signIn.emailOtp({ email: sent?.email ?? "", otp: code.trim() }),
    onSuccess: async () => {
      await resetUserQueries(queryClient);
      onSignedIn();
    },
  });

  if (sent?.kind === "link") {
    return (
      <Stack role="status">
        <Text fw={500}>{t("emailCode.linkSentTitle")}</Text>
        <Text size="sm">{t("emailCode.linkSentBody", { email: sent.email })}</Text>
        <Button variant="default" onClick={() => setSent(null)}>
          {t("emailCode.otherAddress")}
        </Button>
      </Stack>
    );
  }

  if (sent?.kind === "code") {
    return (
      <form onSubmit={verify.onSubmit} noValidate>
        <Stack>
          <FormAlert error={verify.formError} title={t("emailCode.signInFailed")} onClose={verify.clearFormError} />
          <Text size="sm" role="status">
            {t("emailCode.codeSent", { email: sent.email })}
          </Text>
          <CodeInput label={t("emailCode.codeLabel")} {...verify.form.getInputProps("code")} />
          <Button type="submit" loading={verify.submitting} fullWidth>
            {t("emailCode.signIn")}
          </Button>
          <Button variant="subtle" onClick={() => setSent(null)}>
            {t("emailCode.newCode")}
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <form onSubmit={request.onSubmit} noValidate>
      <Stack>
        <FormAlert error={request.formError} title={t("emailCode.sendFailed")} onClose={request.clearFormError} />
        <SegmentedControl
          aria-label={t("emailCode.whatToSend")}
          data={[
            { value: "code", label: t("emailCode.kindCode") },
            { value: "link", label: t("emailCode.kindLink") },
          ]}
          value={kind}
          onChange={(value) => setKind(value === "link" ? "link" : "code")}
          fullWidth
        />
        <TextInput
          label={t("fields.email")}
          type="email"
          autoComplete="email"
          required
          {...request.form.getInputProps("email")}
        />
        {captcha.widget}
        <Button type="submit" loading={request.submitting} fullWidth>
          {kind === "code" ? t("emailCode.sendCode") : t("emailCode.sendLink")}
        </Button>
      </Stack>
    </form>
  );
}
