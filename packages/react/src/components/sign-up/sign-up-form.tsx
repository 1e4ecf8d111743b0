import { type FormEvent, useState } from "react";
import { useGatehouse } from "../../provider/context.js";
import { useLocalization } from "../../provider/localization.js";
import { Alert } from "../../ui/alert.js";
import { Button } from "../../ui/button.js";
import { Field } from "../../ui/field.js";
import { useCaptcha } from "../auth-methods/captcha.js";
import { looksLikeEmail, SIGN_UP_FIELDS } from "../auth-methods/error-fields.js";
import { useAuthForm } from "../auth-methods/use-auth-form.js";

interface SignUpFormProps {
  /** Where the verification link mailed to the new address leads (absolute). */
  verifyCallbackURL: string;
  onSignedIn: () => Promise<void>;
  /** The server wants the address verified before the first sign-in. */
  onVerificationSent: (email: string) => void;
}

/** Name, Email, Password: a new account, signed in at once unless the address must be verified first. */
export function SignUpForm({ verifyCallbackURL, onSignedIn, onVerificationSent }: SignUpFormProps) {
  const client = useGatehouse();
  const { t } = useLocalization();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const captcha = useCaptcha("/sign-up/email");
  const form = useAuthForm(SIGN_UP_FIELDS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const answer = await form.submit(
      {
        name: name.trim() ? null : t("signUp.enterName"),
        email: looksLikeEmail(address) ? null : t("common.enterValidEmail"),
        password: password ? null : t("signUp.choosePassword"),
      },
      () =>
        captcha.guard((headers) =>
          client.request<{ token?: string | null } | null>("/api/auth/sign-up/email", {
            body: { name: name.trim(), email: address, password, callbackURL: verifyCallbackURL },
            headers,
          }),
        ),
    );
    if (answer === undefined) return;
    // No session token: the address must be verified before the first sign-in.
    if (answer?.token) await onSignedIn();
    else onVerificationSent(address);
  };

  return (
    <form ref={form.formRef} className="gh-stack" onSubmit={(event) => void submit(event)} noValidate>
      {form.formError && (
        <Alert tone="error" title={t("signUp.failed")}>
          {form.formError}
        </Alert>
      )}
      <Field
        label={t("signUp.name")}
        name="name"
        autoComplete="name"
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={form.errorOf("name")}
      />
      <Field
        label={t("common.email")}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={form.errorOf("email")}
      />
      <Field
        label={t("common.password")}
        type="password"
        name="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={form.errorOf("password")}
      />
      {captcha.widget}
      <Button type="submit" variant="primary" block loading={form.pending}>
        {t("signUp.submit")}
      </Button>
    </form>
  );
}
