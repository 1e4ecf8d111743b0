import { type FormEvent, useState } from "react";
import type { TextKey, Translate } from "../../i18n/index.js";
import { useGatehouse } from "../../provider/context.js";
import { useLocalization } from "../../provider/localization.js";
import { Alert } from "../../ui/alert.js";
import { Button } from "../../ui/button.js";
import { Checkbox } from "../../ui/checkbox.js";
import { Field } from "../../ui/field.js";
import { type Choice, ChoiceGroup } from "./choice-group.js";
import { TWO_FACTOR_FIELDS } from "./error-fields.js";
import { useAuthForm } from "./use-auth-form.js";

type Method = "totp" | "backup" | "email";

const LABELS: Record<Method, TextKey> = {
  totp: "twoFactor.labelTotp",
  backup: "twoFactor.labelBackup",
  email: "twoFactor.labelEmail",
};

const ROUTES: Record<Method, string> = {
  totp: "/api/auth/two-factor/verify-totp",
  backup: "/api/auth/two-factor/verify-backup-code",
  email: "/api/auth/two-factor/verify-otp",
};

/** The pending sign-in is gone (its ten minutes passed): only a new password sign-in helps, as its wording says. */
const EXPIRED = "INVALID_TWO_FACTOR_COOKIE";

interface TwoFactorStepProps {
  /** What the password sign-in answered it can check: "totp" (an authenticator app) and/or "otp" (a code by email). */
  methods: readonly string[];
  onSignedIn: () => Promise<void>;
}

function choicesOf(methods: readonly string[], t: Translate): Choice<Method>[] {
  const choices: Choice<Method>[] = [];
  // A server that names no method still checks authenticator codes.
  if (methods.includes("totp") || methods.length === 0)
    choices.push({ value: "totp", label: t("twoFactor.methodTotp") });
  choices.push({ value: "backup", label: t("twoFactor.methodBackup") });
  if (methods.includes("otp")) choices.push({ value: "email", label: t("twoFactor.methodEmail") });
  return choices;
}

/**
 * The second step of a password sign-in for an account with two-factor: a code from the
 * authenticator app, a backup code, or a code by email; "trust this device" skips the step on
 * this browser for 30 days. The first step left a short-lived cookie that ties the two together.
 */
export function TwoFactorStep({ methods, onSignedIn }: TwoFactorStepProps) {
  const client = useGatehouse();
  const { t } = useLocalization();
  const choices = choicesOf(methods, t);
  const [method, setMethod] = useState<Method>(choices[0]?.value ?? "totp");
  const [code, setCode] = useState("");
  const [trustDevice, setTrustDevice] = useState(false);
  const [emailSent, setEmailSent] = useState(false);
  const form = useAuthForm(TWO_FACTOR_FIELDS, { [EXPIRED]: t("twoFactor.expired") });
  const sender = useAuthForm<never>({});

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    const ok = await form.submit({ code: trimmed ? null : t("twoFactor.enterCode") }, async () => {
      await client.request(ROUTES[method], { body: { code: trimmed, trustDevice } });
      return true;
    });
    if (ok) await onSignedIn();
  };

  const sendEmailCode = async () => {
    setEmailSent(false);
    const ok = await sender.submit({}, async () => {
      await client.request("/api/auth/two-factor/send-otp", { body: {} });
      return true;
    });
    if (ok) setEmailSent(true);
  };

  const choose = (next: Method) => {
    setMethod(next);
    setCode("");
    form.clear();
  };

  return (
    <form ref={form.formRef} className="gh-stack" onSubmit={(event) => void verify(event)} noValidate>
      {(form.formError ?? sender.formError) && (
        <Alert tone="error" title={t("twoFactor.failed")}>
          {form.formError ?? sender.formError}
        </Alert>
      )}
      {choices.length > 1 && (
        <ChoiceGroup legend={t("twoFactor.howToVerify")} choices={choices} value={method} onChange={choose} />
      )}
      {method === "email" && (
        <div className="gh-stack gh-stack--tight">
          <Button onClick={() => void sendEmailCode()} loading={sender.pending}>
            {t("twoFactor.sendEmailCode")}
          </Button>
          <p className="gh-muted gh-small" aria-live="polite">
            {emailSent ? t("twoFactor.emailCodeSent") : t("twoFactor.emailCodeGoesTo")}
          </p>
        </div>
      )}
      <Field
        label={t(LABELS[method])}
        name="code"
        className="gh-input--code"
        inputMode={method === "backup" ? "text" : "numeric"}
        autoComplete={method === "backup" ? "off" : "one-time-code"}
        description={method === "backup" ? t("twoFactor.backupHint") : undefined}
        spellCheck={false}
        required
        // The step replaces the password form the person just sent: the focus follows.
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={form.errorOf("code")}
      />
      <Checkbox
        label={t("twoFactor.trustDevice")}
        checked={trustDevice}
        onChange={(event) => setTrustDevice(event.target.checked)}
      />
      <Button type="submit" variant="primary" block loading={form.pending}>
        {t("twoFactor.submit")}
      </Button>
    </form>
  );
}
