import type { FormEvent } from "react";
import { GatehouseError } from "../../client/errors.js";
import type { GatehouseClient } from "../../client/gatehouse-client.js";
import type { Translate } from "../../i18n/index.js";
import { useGatehouse } from "../../provider/context.js";
import { useLocalization } from "../../provider/localization.js";
import { Alert } from "../../ui/alert.js";
import { Button } from "../../ui/button.js";
import { Field } from "../../ui/field.js";
import { looksLikeEmail } from "./error-fields.js";
import { followRedirect } from "./navigation.js";
import type { RedirectTargets } from "./social-buttons.js";
import { useAuthForm } from "./use-auth-form.js";

const NO_PROVIDER = "SSO_PROVIDER_NOT_FOUND";
const SSO_FIELDS = { [NO_PROVIDER]: "email" } as const;

/**
 * Sends the browser to the identity provider of the email's domain (`POST /sign-in/sso`); back
 * from it, the person lands on `callbackURL`. Resolves once the browser is on its way; a domain
 * without single sign-on is refused in words meant for the Email field (`t`: the language they are in).
 */
export async function startSingleSignOn(
  client: GatehouseClient,
  email: string,
  targets: RedirectTargets,
  t: Translate,
) {
  let answer: { url?: unknown } | null;
  try {
    answer = await client.request<{ url?: unknown } | null>("/api/auth/sign-in/sso", {
      body: {
        email,
        callbackURL: targets.callbackURL,
        newUserCallbackURL: targets.callbackURL,
        errorCallbackURL: targets.errorCallbackURL,
      },
    });
  } catch (error) {
    if (error instanceof GatehouseError && error.status === 404)
      throw new GatehouseError(404, NO_PROVIDER, t("singleSignOn.noProvider"));
    throw error;
  }
  if (!followRedirect(answer?.url)) throw new GatehouseError(0, "NO_ADDRESS", t("common.noSignInAddress"));
  // The page is unloading: keep the form busy until it has.
  await new Promise<never>(() => {});
}

interface SingleSignOnProps extends RedirectTargets {
  email: string;
  onEmailChange: (email: string) => void;
}

/** "Continue with single sign-on": the work email decides which organization's provider signs in. */
export function SingleSignOn({ email, onEmailChange, ...targets }: SingleSignOnProps) {
  const client = useGatehouse();
  const { t } = useLocalization();
  const form = useAuthForm(SSO_FIELDS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    void form.submit({ email: looksLikeEmail(address) ? null : t("common.enterValidEmail") }, () =>
      startSingleSignOn(client, address, targets, t),
    );
  };

  return (
    <form ref={form.formRef} className="gh-stack" onSubmit={submit} noValidate>
      {form.formError && (
        <Alert tone="error" title={t("singleSignOn.failed")}>
          {form.formError}
        </Alert>
      )}
      <Field
        label={t("common.email")}
        type="email"
        name="email"
        autoComplete="email"
        description={t("singleSignOn.emailDescription")}
        required
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        error={form.errorOf("email")}
      />
      <Button type="submit" variant="primary" block loading={form.pending}>
        {t("singleSignOn.submit")}
      </Button>
    </form>
  );
}
