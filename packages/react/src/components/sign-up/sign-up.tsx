import { type ReactNode, useState } from "react";
import type { GatehouseUser } from "../../client/types.js";
import { useSession } from "../../hooks/use-session.js";
import { useSignInMethods } from "../../hooks/use-sign-in-methods.js";
import { useLocalization } from "../../provider/localization.js";
import { Alert } from "../../ui/alert.js";
import { AuthCard, Divider } from "../auth-methods/auth-card.js";
import { EmailCodeSignIn } from "../auth-methods/email-code-sign-in.js";
import { MethodsState } from "../auth-methods/methods-state.js";
import { absoluteUrl } from "../auth-methods/navigation.js";
import { useReturnedError } from "../auth-methods/returned-error.js";
import { SocialButtons } from "../auth-methods/social-buttons.js";
import { useSignedIn } from "../auth-methods/use-signed-in.js";
import { SignUpForm } from "./sign-up-form.js";

export interface SignUpProps {
  /** Where to go once the account exists and is signed in; also where the verification link leads. Default: stay. */
  afterSignUpUrl?: string;
  /** The app's sign-in page, linked under the form ("Already have an account? Sign in instead"). */
  signInUrl?: string;
  /** Called once signed in, after the session was re-read. */
  onSignedIn?: (user: GatehouseUser | null) => void;
  className?: string;
}

/**
 * A new account: with a social provider, or Name, Email and Password (and the captcha when the
 * server asks for one). Signed in at once, or told to verify the address first when the server
 * requires it. Where passwords are off, the first email code or link makes the account.
 */
export function SignUp({ afterSignUpUrl, signInUrl, onSignedIn, className }: SignUpProps) {
  const { t, rich } = useLocalization();
  const methods = useSignInMethods();
  const session = useSession();
  const returnedError = useReturnedError();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [email, setEmail] = useState("");
  const [buttonError, setButtonError] = useState<string | null>(null);
  const signedIn = useSignedIn({ afterUrl: afterSignUpUrl, onSignedIn });
  const targets = { callbackURL: absoluteUrl(afterSignUpUrl), errorCallbackURL: absoluteUrl(undefined) };
  const data = methods.data;

  const signInLink = signInUrl ? (
    <a className="gh-link" href={signInUrl}>
      {pendingEmail ? t("signUp.goToSignIn") : t("signUp.signInInstead")}
    </a>
  ) : null;

  let content: ReactNode;
  if (!data) {
    content = <MethodsState loading={methods.isLoading} error={methods.error} onRetry={methods.refresh} />;
  } else if (pendingEmail) {
    content = null;
  } else if (session.data) {
    content = (
      <Alert tone="success">{rich("common.signedInAs", { email: <strong>{session.data.user.email}</strong> })}</Alert>
    );
  } else if (!data.signUp) {
    content = <Alert>{t("signUp.closed")}</Alert>;
  } else {
    const social = data.socialProviders;
    const passwordless = data.emailCode || data.magicLink;
    let primary: ReactNode = null;
    if (data.emailAndPassword) {
      primary = (
        <SignUpForm
          verifyCallbackURL={targets.callbackURL}
          onSignedIn={signedIn}
          onVerificationSent={setPendingEmail}
        />
      );
    } else if (passwordless) {
      primary = (
        <EmailCodeSignIn
          kinds={{ code: data.emailCode, link: data.magicLink }}
          email={email}
          onEmailChange={setEmail}
          onSignedIn={signedIn}
          {...targets}
        />
      );
    }
    content = (
      <>
        {returnedError && (
          <Alert tone="error" title={t("signUp.failed")}>
            {returnedError}
          </Alert>
        )}
        {buttonError && (
          <Alert tone="error" title={t("signUp.failed")}>
            {buttonError}
          </Alert>
        )}
        {social.length > 0 && (
          <SocialButtons
            providers={social}
            onStart={() => setButtonError(null)}
            onError={setButtonError}
            {...targets}
          />
        )}
        {social.length > 0 && primary && <Divider>{t("common.orUseEmail")}</Divider>}
        {primary}
      </>
    );
  }

  return (
    <AuthCard
      title={pendingEmail ? t("signUp.titleCheckEmail") : t("signUp.title")}
      step={pendingEmail ? "verify" : "form"}
      className={className}
      footer={signInLink && !pendingEmail ? rich("signUp.haveAccount", { link: signInLink }) : undefined}
    >
      {/* Present from the start, so the change to "check your email" is announced. */}
      <div className="gh-live" aria-live="polite" role="status">
        {pendingEmail && (
          <p className="gh-notice">
            {rich(signInUrl ? "signUp.verificationSentThenSignIn" : "signUp.verificationSent", {
              email: <strong>{pendingEmail}</strong>,
            })}
          </p>
        )}
      </div>
      {pendingEmail && signInLink}
      {content}
    </AuthCard>
  );
}
