import { type FormEvent, useState } from "react";
import { GatehouseError } from "../../client/errors.js";
import { useGatehouse } from "../../provider/context.js";
import { useLocalization } from "../../provider/localization.js";
import { Alert } from "../../ui/alert.js";
import { Button } from "../../ui/button.js";
import { Checkbox } from "../../ui/checkbox.js";
import { Field } from "../../ui/field.js";
import { useCaptcha } from "../auth-methods/captcha.js";
import { PASSWORD_SIGN_IN_FIELDS } from "../auth-methods/error-fields.js";
import { startSingleSignOn } from "../auth-methods/single-sign-on.js";
import type { RedirectTargets } from "../auth-methods/social-buttons.js";
import { useAuthForm } from "../auth-methods/use-auth-form.js";

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
  const { t } = useLocalization();
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(true);
  const captcha = useCaptcha("/sign-in/email");
  // Refused as unverified, the address has just been sent a new link: the words say what to do.
  const form = useAuthForm(PASSWORD_SIGN_IN_FIELDS, { EMAIL_NOT_VERIFIED: t("passwordSignIn.emailNotVerified") });

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
      if (error.code === "SSO_REQUIRED") return startSingleSignOn(client, address, targets, t);
      throw error;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const answer = await form.submit(
      {
        email: address ? null : t("passwordSignIn.enterEmail"),
        password: password ? null : t("passwordSignIn.enterPassword"),
      },
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
        <Alert tone="error" title={t("common.couldNotSignIn")}>
          {form.formError}
        </Alert>
      )}
      <Field
        label={t("common.email")}
        type="email"
        name="email"
        autoComplete="username"
        required
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        error={form.errorOf("email")}
      />
      <Field
        label={t("common.password")}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={form.errorOf("password")}
      />
      <div className="gh-row gh-row--between">
        <Checkbox
          label={t("passwordSignIn.rememberMe")}
          checked={rememberMe}
          onChange={(event) => setRememberMe(event.target.checked)}
        />
        <a className="gh-link gh-small" href={forgotPasswordUrl}>
          {t("passwordSignIn.forgotPassword")}
        </a>
      </div>
      {captcha.widget}
      <Button type="submit" variant="primary" block loading={form.pending}>
        {t("passwordSignIn.submit")}
      </Button>
    </form>
  );
}
