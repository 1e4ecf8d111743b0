import { type FormEvent, useState } from "react";
import { useGatehouse } from "../../provider/context.js";
import { useLocalization } from "../../provider/localization.js";
import { Alert } from "../../ui/alert.js";
import { Button } from "../../ui/button.js";
import { Field } from "../../ui/field.js";
import { useCaptcha } from "./captcha.js";
import { ChoiceGroup } from "./choice-group.js";
import { EMAIL_CODE_FIELDS, EMAIL_FIELDS, looksLikeEmail } from "./error-fields.js";
import type { RedirectTargets } from "./social-buttons.js";
import { useAuthForm } from "./use-auth-form.js";

type Kind = "code" | "link";

interface EmailCodeSignInProps extends RedirectTargets {
  /** What the server offers: a code to type in, a link to open, or both. */
  kinds: { code: boolean; link: boolean };
  email: string;
  onEmailChange: (email: string) => void;
  onSignedIn: () => Promise<void>;
}

/**
 * Passwordless sign-in by email: a six-digit code typed in here, or a one-time link that signs in
 * where it is opened and lands on `callbackURL`. A first sign-in of a new address makes the
 * account, unless the server does not allow that.
 */
export function EmailCodeSignIn({ kinds, email, onEmailChange, onSignedIn, ...targets }: EmailCodeSignInProps) {
  const client = useGatehouse();
  const { t } = useLocalization();
  const [kind, setKind] = useState<Kind>(kinds.code ? "code" : "link");
  const [sent, setSent] = useState<{ email: string; kind: Kind } | null>(null);
  const codeCaptcha = useCaptcha("/email-otp/send-verification-otp");
  const linkCaptcha = useCaptcha("/sign-in/magic-link");
  const captcha = kind === "code" ? codeCaptcha : linkCaptcha;
  const request = useAuthForm(EMAIL_FIELDS);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const ok = await request.submit(
      { email: looksLikeEmail(address) ? null : t("common.enterValidEmail") },
      async () => {
        if (kind === "code") {
          await captcha.guard((headers) =>
            client.request("/api/auth/email-otp/send-verification-otp", {
              body: { email: address, type: "sign-in" },
              headers,
            }),
          );
        } else {
          await captcha.guard((headers) =>
            client.request("/api/auth/sign-in/magic-link", {
              body: {
                email: address,
                callbackURL: targets.callbackURL,
                newUserCallbackURL: targets.callbackURL,
                errorCallbackURL: targets.errorCallbackURL,
              },
              headers,
            }),
          );
        }
        return true;
      },
    );
    if (ok) setSent({ email: address, kind });
  };

  return (
    <div className="gh-stack">
      {/* Present from the start, so the change to "we sent…" is announced. */}
      <div className="gh-live" aria-live="polite" role="status">
        {sent?.kind === "link" && (
          <p className="gh-notice">
            <strong>{t("emailCode.checkInbox")}</strong> {t("emailCode.linkSent", { email: sent.email })}
          </p>
        )}
        {sent?.kind === "code" && (
          <p className="gh-notice">
            <strong>{t("emailCode.checkInbox")}</strong> {t("emailCode.codeSent", { email: sent.email })}
          </p>
        )}
      </div>
      {sent?.kind === "code" ? (
        <EmailCodeForm email={sent.email} onSignedIn={onSignedIn} onAgain={() => setSent(null)} />
      ) : sent?.kind === "link" ? (
        <Button onClick={() => setSent(null)}>{t("emailCode.otherAddress")}</Button>
      ) : (
        <form ref={request.formRef} className="gh-stack" onSubmit={(event) => void send(event)} noValidate>
          {request.formError && (
            <Alert tone="error" title={t("emailCode.sendFailed")}>
              {request.formError}
            </Alert>
          )}
          {kinds.code && kinds.link && (
            <ChoiceGroup
              legend={t("emailCode.whatToSend")}
              choices={[
                { value: "code", label: t("emailCode.kindCode") },
                { value: "link", label: t("emailCode.kindLink") },
              ]}
              value={kind}
              onChange={setKind}
            />
          )}
          <Field
            label={t("common.email")}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => onEmailChange(event.target.value)}
            error={request.errorOf("email")}
          />
          {captcha.widget}
          <Button type="submit" variant="primary" block loading={request.pending}>
            {kind === "code" ? t("emailCode.sendCode") : t("emailCode.sendLink")}
          </Button>
        </form>
      )}
    </div>
  );
}

interface EmailCodeFormProps {
  email: string;
  onSignedIn: () => Promise<void>;
  onAgain: () => void;
}

/** The code from the mail, exchanged for a session. */
function EmailCodeForm({ email, onSignedIn, onAgain }: EmailCodeFormProps) {
  const client = useGatehouse();
  const { t } = useLocalization();
  const [code, setCode] = useState("");
  const form = useAuthForm(EMAIL_CODE_FIELDS);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const otp = code.trim();
    const ok = await form.submit({ code: /^\d{6}$/.test(otp) ? null : t("emailCode.enterCode") }, async () => {
      await client.request("/api/auth/sign-in/email-otp", { body: { email, otp } });
      return true;
    });
    if (ok) await onSignedIn();
  };

  return (
    <form ref={form.formRef} className="gh-stack" onSubmit={(event) => void verify(event)} noValidate>
      {form.formError && (
        <Alert tone="error" title={t("common.couldNotSignIn")}>
          {form.formError}
        </Alert>
      )}
      <Field
        label={t("emailCode.codeLabel")}
        name="code"
        className="gh-input--code"
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
        required
        // The field appears in place of the one just used: the focus follows.
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={form.errorOf("code")}
      />
      <Button type="submit" variant="primary" block loading={form.pending}>
        {t("emailCode.submit")}
      </Button>
      <Button block onClick={onAgain}>
        {t("emailCode.newCode")}
      </Button>
    </form>
  );
}
