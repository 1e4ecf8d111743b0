import { Button } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ServerError } from "../../../lib/errors";
import { startSingleSignOn } from "../lib/start-sso";

interface SsoSignInButtonProps {
  /** The email typed so far, or null after showing why it cannot be used. */
  email: () => string | null;
  destination: string;
  onStart: () => void;
  /** No provider for the domain: said on the email field. */
  onNoProvider: (message: string) => void;
  onError: (error: ServerError) => void;
}

/** "Continue with single sign-on": the identity provider of the email's domain. */
export function SsoSignInButton({ email, destination, onStart, onNoProvider, onError }: SsoSignInButtonProps) {
  const { t } = useTranslation("sso");
  const [pending, setPending] = useState(false);
  const start = async () => {
    const address = email();
    if (address === null) return;
    onStart();
    setPending(true);
    const error = await startSingleSignOn(address, destination);
    // Success leaves the page: the button stays busy until the browser navigates away.
    if (error === null) return;
    setPending(false);
    if (error.status === 404) onNoProvider(error.message ?? "");
    else onError(error);
  };
  return (
    <Button variant="default" fullWidth loading={pending} onClick={() => void start()}>
      {t("signIn.button")}
    </Button>
  );
}
