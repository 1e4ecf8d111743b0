import {
  Alert,
  Button,
  Group,
  getDefaultZIndex,
  Modal,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { type FormEvent, useEffect, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { authClient } from "../../../lib/auth-client";
import { errorCode, RequestError } from "../../../lib/errors";
import { type SecondFactorMethod, useReauthenticate, useReauthenticateSecondFactor } from "../hooks/use-reauthenticate";
import { currentStepUp, settleStepUp, subscribeToStepUp } from "../step-up-requests";

type Step = "password" | "second-factor";

/** The server's refusal as a field's error when it is about that field, else as the form's. */
function fieldError(error: unknown, fieldCode: string): { field: string | null; form: string | null } {
  if (!error) return { field: null, form: null };
  const message = error instanceof Error ? error.message : String(error);
  const code = error instanceof RequestError && error.code ? errorCode({ status: error.status, code: error.code }) : "";
  return code === fieldCode ? { field: message, form: null } : { field: null, form: message };
}

/**
 * The one re-authentication dialog of the app: opened when a sensitive action is refused because
 * the sign-in (or the second factor) is too old, it asks for the password or a passkey, then the
 * second factor when the account has two-factor on; the refused action then continues by itself.
 */
export function StepUpDialog() {
  const { t } = useTranslation("step-up");
  const refusal = useSyncExternalStore(subscribeToStepUp, currentStepUp);
  const [step, setStep] = useState<Step>("password");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [method, setMethod] = useState<SecondFactorMethod>("totp");
  const [passkeyFailed, setPasskeyFailed] = useState(false);
  const reauthenticate = useReauthenticate();
  const secondFactor = useReauthenticateSecondFactor();

  useEffect(() => {
    if (!refusal) return;
    setStep(refusal === "SECOND_FACTOR_NOT_FRESH" ? "second-factor" : "password");
    setPassword("");
    setCode("");
    setPasskeyFailed(false);
    reauthenticate.reset();
    secondFactor.reset();
  }, [refusal, reauthenticate.reset, secondFactor.reset]);

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    reauthenticate.mutate(password, {
      onSuccess: (answer) => (answer.secondFactorRequired ? setStep("second-factor") : settleStepUp(true)),
    });
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    secondFactor.mutate({ code: code.trim(), method }, { onSuccess: () => settleStepUp(true) });
  };
  // A passkey proves both factors: signing in with it again gives a fresh session.
  const confirmWithPasskey = async () => {
    setPasskeyFailed(false);
    const result = await authClient.signIn.passkey().catch(() => ({ error: { status: 0 } }));
    if (result?.error) setPasskeyFailed(true);
    else settleStepUp(true);
  };

  const passwordError = fieldError(reauthenticate.error, "INVALID_PASSWORD");
  const codeError = fieldError(secondFactor.error, "INVALID_CODE");

  return (
    <Modal
      opened={refusal !== null}
      onClose={() => settleStepUp(false)}
      title={t("title")}
      centered
      // Over the confirmation dialog of the action it was opened for.
      zIndex={getDefaultZIndex("modal") + 10}
    >
      {step === "password" ? (
        <form onSubmit={submitPassword} noValidate>
          <Stack>
            <Text size="sm">{t("password.explanation")}</Text>
            {passwordError.form && (
              <Alert color="red" role="alert">
                {passwordError.form}
              </Alert>
            )}
            {passkeyFailed && (
              <Alert color="red" role="alert">
                {t("passkey.failed")}
              </Alert>
            )}
            <PasswordInput
              label={t("password.label")}
              autoComplete="current-password"
              required
              data-autofocus
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={passwordError.field}
            />
            <Group justify="space-between">
              <Button variant="subtle" onClick={() => void confirmWithPasskey()}>
                {t("passkey.use")}
              </Button>
              <Group gap="xs">
                <Button variant="default" onClick={() => settleStepUp(false)}>
                  {t("cancel")}
                </Button>
                <Button type="submit" loading={reauthenticate.isPending} disabled={password.length === 0}>
                  {t("password.submit")}
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      ) : (
        <form onSubmit={submitCode} noValidate>
          <Stack>
            <Text size="sm">{t("secondFactor.explanation")}</Text>
            {codeError.form && (
              <Alert color="red" role="alert">
                {codeError.form}
              </Alert>
            )}
            <SegmentedControl
              aria-label={t("secondFactor.methodLabel")}
              value={method}
              onChange={(value) => setMethod(value === "backup-code" ? "backup-code" : "totp")}
              data={[
                { value: "totp", label: t("secondFactor.totp") },
                { value: "backup-code", label: t("secondFactor.backupCode") },
              ]}
            />
            <TextInput
              label={method === "totp" ? t("secondFactor.totpLabel") : t("secondFactor.backupCodeLabel")}
              autoComplete="one-time-code"
              inputMode={method === "totp" ? "numeric" : "text"}
              required
              data-autofocus
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={codeError.field}
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => settleStepUp(false)}>
                {t("cancel")}
              </Button>
              <Button type="submit" loading={secondFactor.isPending} disabled={code.trim().length === 0}>
                {t("secondFactor.submit")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
