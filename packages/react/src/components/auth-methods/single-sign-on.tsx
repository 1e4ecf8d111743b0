import type { FormEvent } from "react";
import { GatehouseError } from "../../client/errors.js";
import type { GatehouseClient } from "../../client/gatehouse-client.js";
import { useGatehouse } from "../../provider/context.js";
import { Alert } from "../../ui/alert.js";
import { Button } from "../../ui/button.js";
import { Field } from "../../ui/field.js";
import { looksLikeEmail } from "./error-fields.js";
import { followRedirect, NO_ADDRESS_MESSAGE } from "./navigation.js";
import type { RedirectTargets } from "./social-buttons.js";
import { useAuthForm } from "./use-auth-form.js";

const NO_PROVIDER = "SSO_PROVIDER_NOT_FOUND";
const SSO_FIELDS = { [NO_PROVIDER]: "email" } as const;

/**
 * Sends the browser to the identity provider of the email's domain (`POST /sign-in/sso`); back
 * from it, the person lands on `callbackURL`. Resolves once the browser is on its way; a domain
 * without single sign-on is refused in words meant for the Email field.
 */
export async function startSingleSignOn(client: GatehouseClient, email: string, targets: RedirectTargets) {
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
      throw new GatehouseError(404, NO_PROVIDER, "Single sign-on is not set up for this email's domain.");
    throw error;
  }
  if (!followRedirect(answer?.url)) throw new GatehouseError(0, "NO_ADDRESS", NO_ADDRESS_MESSAGE);
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
  const form = useAuthForm(SSO_FIELDS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    void form.submit({ email: looksLikeEmail(address) ? null : "Enter a valid email address" }, () =>
      startSingleSignOn(client, address, targets),
    );
  };

  return (
    <form ref={form.formRef} className="gh-stack" onSubmit={submit} noValidate>
      {form.formError && (
        <Alert tone="error" title="Could not start single sign-on">
          {form.formError}
        </Alert>
      )}
      <Field
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        description="Your work address: its organization's sign-in page opens next."
        required
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        error={form.errorOf("email")}
      />
      <Button type="submit" variant="primary" block loading={form.pending}>
        Continue
      </Button>
    </form>
  );
}
