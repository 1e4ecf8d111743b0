import { type FormEvent, useState } from "react";
import { GatehouseError } from "../../client/errors.js";
import { useGatehouse } from "../../provider/context.js";
import { Alert } from "../../ui/alert.js";
import { Button } from "../../ui/button.js";
import { Checkbox } from "../../ui/checkbox.js";
import { Field } from "../../ui/field.js";
import { useCaptcha } from "../auth-methods/captcha.js";
import { PASSWORD_SIGN_IN_FIELDS } from "../auth-methods/error-fields.js";
import { startSingleSignOn } from "../auth-methods/single-sign-on.js";
import type { RedirectTargets } from "../auth-methods/social-buttons.js";
import { useAuthForm } from "../auth-methods/use-auth-form.js";

const NOT_VERIFIED =
  "Your email address is not verified yet. We sent you a new verification link: open it from your inbox, then sign in again.";

type SignInAnswer = { twoFactorRedirect?: boolean; twoFactorMethods?: unknown } | null;

interface PasswordSignInFormProps extends RedirectTargets {
  email: string;
  onEmailChange: (email: string) => void;
  forgotPasswordUrl: string;
  onSignedIn: () => Promise<void>;
  /** The password was right and the account has two-factor: the second step follows. */
  onTwoFactor: (methods: string[]) => void;
}

/** Email and password. An email whose organization requires single sign-on continues at its provider. */
export function PasswordSignInForm({
  email,
  onEmailChange,
  forgotPasswordUrl,
  onSignedIn,
  onTwoFactor,
  ...targets
}: PasswordSignInFormProps) {
  const client = useGatehouse();
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(true);
  const captcha = useCaptcha("/sign-in/email");
  const form = useAuthForm(PASSWORD_SIGN_IN_FIELDS);

  const signIn = async (address: string) => {
    try {
      return await captcha.guard((headers) =>
        client.request<SignInAnswer>("/api/auth/sign-in/email", {
          // callbackURL: where the verification link mailed to an unverified person leads.
          body: { email: address, password, rememberMe, callbackURL: targets.callbackURL },
          headers,
        }),
      );
    } catch (error) {
      if (!(error instanceof GatehouseError)) throw error;
      if (error.code === "SSO_REQUIRED") return startSingleSignOn(client, address, targets);
      if (error.code === "EMAIL_NOT_VERIFIED") throw new GatehouseError(error.status, error.code, NOT_VERIFIED);
      throw error;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const answer = await form.submit(
      { email: address ? null : "Enter your email", password: password ? null : "Enter your password" },
      async () => (await signIn(address)) ?? {},
    );
    if (!answer) return;
    if (answer.twoFactorRedirect) {
      const methods = Array.isArray(answer.twoFactorMethods) ? answer.twoFactorMethods : [];
      onTwoFactor(methods.filter((method): method is string => typeof method === "string"));
    } else await onSignedIn();
  };

  return (
    <form ref={form.formRef} className="gh-stack" onSubmit={(event) => void submit(event)} noValidate>
      {form.formError && (
        <Alert tone="error" title="Could not sign in">
          {form.formError}
        </Alert>
      )}
      <Field
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        required
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        error={form.errorOf("email")}
      />
      <Field
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={form.errorOf("password")}
      />
      <div className="gh-row gh-row--between">
        <Checkbox label="Remember me" checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} />
        <a className="gh-link gh-small" href={forgotPasswordUrl}>
          Forgot password?
        </a>
      </div>
      {captcha.widget}
      <Button type="submit" variant="primary" block loading={form.pending}>
        Sign in
      </Button>
    </form>
  );
}
