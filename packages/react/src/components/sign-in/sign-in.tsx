import { type ReactNode, useState } from "react";
import type { GatehouseUser } from "../../client/types.js";
import { useSession } from "../../hooks/use-session.js";
import { type SignInMethods, useSignInMethods } from "../../hooks/use-sign-in-methods.js";
import type { TextKey } from "../../i18n/index.js";
import { useGatehouse } from "../../provider/context.js";
import { useLocalization } from "../../provider/localization.js";
import { Alert } from "../../ui/alert.js";
import { Button } from "../../ui/button.js";
import { AuthCard, BackLink, Divider } from "../auth-methods/auth-card.js";
import { EmailCodeSignIn } from "../auth-methods/email-code-sign-in.js";
import { MethodsState } from "../auth-methods/methods-state.js";
import { absoluteUrl } from "../auth-methods/navigation.js";
import { PasskeyButton } from "../auth-methods/passkey-button.js";
import { useReturnedError } from "../auth-methods/returned-error.js";
import { SingleSignOn } from "../auth-methods/single-sign-on.js";
import { SocialButtons } from "../auth-methods/social-buttons.js";
import { TwoFactorStep } from "../auth-methods/two-factor-step.js";
import { useSignedIn } from "../auth-methods/use-signed-in.js";
import { PasswordSignInForm } from "./password-sign-in-form.js";

export interface SignInProps {
  /** Where to go once signed in (a path or a URL of the app). Default: stay, and every component shows the session. */
  afterSignInUrl?: string;
  /** The app's sign-up page, linked under the form ("No account yet? Create one"). */
  signUpUrl?: string;
  /** Default: Gatehouse's own page, `${baseUrl}/forgot-password`. */
  forgotPasswordUrl?: string;
  /** Called once signed in, after the session was re-read. */
  onSignedIn?: (user: GatehouseUser | null) => void;
  className?: string;
}

type Step = { kind: "start" } | { kind: "email-code" } | { kind: "sso" } | { kind: "two-factor"; methods: string[] };

const TITLES: Record<Step["kind"], TextKey> = {
  start: "signIn.title",
  "email-code": "signIn.titlePasswordless",
  sso: "signIn.titleSingleSignOn",
  "two-factor": "signIn.titleTwoFactor",
};

/** "Email me a code", "… a link" or "… a code or link", as the server offers them. */
function passwordlessLabel(methods: SignInMethods): TextKey {
  if (methods.emailCode && methods.magicLink) return "signIn.emailCodeOrLink";
  return methods.emailCode ? "signIn.emailCode" : "signIn.emailLink";
}

/**
 * Sign-in with every method the server has switched on: social providers, email and password
 * (then the two-factor step when the account has it), passkeys, a code or link by email, and
 * single sign-on by the email's domain; the captcha wherever the server asks for one.
 */
export function SignIn({ afterSignInUrl, signUpUrl, forgotPasswordUrl, onSignedIn, className }: SignInProps) {
  const client = useGatehouse();
  const { t, rich } = useLocalization();
  const methods = useSignInMethods();
  const session = useSession();
  const returnedError = useReturnedError();
  const [step, setStep] = useState<Step>({ kind: "start" });
  const [email, setEmail] = useState("");
  const [buttonError, setButtonError] = useState<string | null>(null);
  const afterSignIn = useSignedIn({ afterUrl: afterSignInUrl, onSignedIn });
  // Signed in, the card starts over: after a sign-out it offers every method again.
  const signedIn = async () => {
    await afterSignIn();
    setStep({ kind: "start" });
  };
  const targets = { callbackURL: absoluteUrl(afterSignInUrl), errorCallbackURL: absoluteUrl(undefined) };
  const start = () => setStep({ kind: "start" });
  const data = methods.data;

  const footer =
    data?.signUp && signUpUrl && step.kind === "start"
      ? rich("signIn.noAccount", {
          link: (
            <a className="gh-link" href={signUpUrl}>
              {t("signIn.createAccount")}
            </a>
          ),
        })
      : undefined;

  let content: ReactNode;
  if (!data) {
    content = <MethodsState loading={methods.isLoading} error={methods.error} onRetry={methods.refresh} />;
  } else if (session.data) {
    content = (
      <Alert tone="success">{rich("common.signedInAs", { email: <strong>{session.data.user.email}</strong> })}</Alert>
    );
  } else if (step.kind === "two-factor") {
    content = (
      <>
        <p className="gh-muted">{t("signIn.twoFactorIntro")}</p>
        <TwoFactorStep methods={step.methods} onSignedIn={signedIn} />
        <BackLink onClick={start}>{t("signIn.startOver")}</BackLink>
      </>
    );
  } else if (step.kind === "email-code") {
    content = (
      <>
        <EmailCodeSignIn
          kinds={{ code: data.emailCode, link: data.magicLink }}
          email={email}
          onEmailChange={setEmail}
          onSignedIn={signedIn}
          {...targets}
        />
        <BackLink onClick={start}>{t("signIn.otherWays")}</BackLink>
      </>
    );
  } else if (step.kind === "sso") {
    content = (
      <>
        <SingleSignOn email={email} onEmailChange={setEmail} {...targets} />
        <BackLink onClick={start}>{t("signIn.otherWays")}</BackLink>
      </>
    );
  } else {
    const passwordless = data.emailCode || data.magicLink;
    let primary: ReactNode = null;
    if (data.emailAndPassword) {
      primary = (
        <PasswordSignInForm
          email={email}
          onEmailChange={setEmail}
          forgotPasswordUrl={forgotPasswordUrl ?? `${client.baseUrl}/forgot-password`}
          onSignedIn={signedIn}
          onTwoFactor={(twoFactorMethods) => setStep({ kind: "two-factor", methods: twoFactorMethods })}
          {...targets}
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
    } else if (data.sso) {
      primary = <SingleSignOn email={email} onEmailChange={setEmail} {...targets} />;
    }
    const alternatives = [
      data.passkey && (
        <PasskeyButton
          key="passkey"
          onStart={() => setButtonError(null)}
          onSignedIn={signedIn}
          onError={setButtonError}
        />
      ),
      data.emailAndPassword && passwordless && (
        <Button key="email-code" block onClick={() => setStep({ kind: "email-code" })}>
          {t(passwordlessLabel(data))}
        </Button>
      ),
      data.sso && (data.emailAndPassword || passwordless) && (
        <Button key="sso" block onClick={() => setStep({ kind: "sso" })}>
          {t("signIn.continueWithSingleSignOn")}
        </Button>
      ),
    ].filter(Boolean);
    const social = data.socialProviders;

    content = (
      <>
        {returnedError && (
          <Alert tone="error" title={t("common.couldNotSignIn")}>
            {returnedError}
          </Alert>
        )}
        {buttonError && (
          <Alert tone="error" title={t("common.couldNotSignIn")}>
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
        {alternatives.length > 0 && (social.length > 0 || primary) && <Divider>{t("common.or")}</Divider>}
        {alternatives.length > 0 && <div className="gh-stack gh-stack--tight">{alternatives}</div>}
        {social.length === 0 && !primary && alternatives.length === 0 && <Alert>{t("signIn.switchedOff")}</Alert>}
      </>
    );
  }

  return (
    <AuthCard title={t(TITLES[step.kind])} step={step.kind} className={className} footer={footer}>
      {content}
    </AuthCard>
  );
}
