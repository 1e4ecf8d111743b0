import { Button } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { authClient } from "../../../lib/auth-client";
import type { ServerError } from "../../../lib/errors";

/** The browser's answer when the person closes the passkey prompt: not an error worth showing. */
const CANCELLED = new Set(["AUTH_CANCELLED", "ERROR_CEREMONY_ABORTED"]);
const cancelled = (error: ServerError) => CANCELLED.has(error.code ?? "") || /cancel|abort/i.test(error.message ?? "");

interface PasskeySignInButtonProps {
  onSignedIn: () => Promise<void>;
  onStart: () => void;
  onError: (error: ServerError) => void;
}

/** "Sign in with a passkey": the browser lists this site's passkeys; one tap signs in. */
export function PasskeySignInButton({ onSignedIn, onStart, onError }: PasskeySignInButtonProps) {
  const { t } = useTranslation("auth");
  const [pending, setPending] = useState(false);
  const signIn = async () => {
    onStart();
    setPending(true);
    const result = await authClient.signIn.passkey().catch(() => ({ data: null, error: { status: 0 } }));
    setPending(false);
    if (result.error) {
      if (!cancelled(result.error)) onError(result.error);
      return;
    }
    await onSignedIn();
  };
  return (
    <Button variant="default" fullWidth loading={pending} onClick={() => void signIn()}>
      {t("passkey.signIn")}
    </Button>
  );
}

/**
 * Conditional mediation: where the browser supports it, a pending passkey request lets the email
 * field's autofill offer saved passkeys; choosing one signs in. It waits silently otherwise.
 */
export function usePasskeyAutofill(onSignedIn: () => Promise<void>) {
  const signedIn = useRef(onSignedIn);
  signedIn.current = onSignedIn;
  useEffect(() => {
    let active = true;
    const start = async () => {
      const available = await window.PublicKeyCredential?.isConditionalMediationAvailable?.().catch(() => false);
      if (!available || !active) return;
      const result = await authClient.signIn.passkey({ autoFill: true }).catch(() => null);
      if (active && result && !result.error) await signedIn.current();
    };
    void start();
    return () => {
      active = false;
    };
  }, []);
}
