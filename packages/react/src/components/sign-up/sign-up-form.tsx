import { type FormEvent, useState } from "react";
import { useGatehouse } from "../../provider/context.js";
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
        name: name.trim() ? null : "Enter your name",
        email: looksLikeEmail(address) ? null : "Enter a valid email address",
        password: password ? null : "Choose a password",
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
        <Alert tone="error" title="Could not sign up">
          {form.formError}
        </Alert>
      )}
      <Field
        label="Name"
        name="name"
        autoComplete="name"
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={form.errorOf("name")}
      />
      <Field
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={form.errorOf("email")}
      />
      <Field
        label="Password"
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
        Sign up
      </Button>
    </form>
  );
}
