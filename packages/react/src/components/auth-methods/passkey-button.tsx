import {
  type AuthenticationResponseJSON,
  browserSupportsWebAuthn,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  WebAuthnError,
} from "@simplewebauthn/browser";
import { useState } from "react";
import { GatehouseError } from "../../client/errors.js";
import { useGatehouse } from "../../provider/context.js";
import { useLocalization } from "../../provider/localization.js";
import { Button } from "../../ui/button.js";

/** The person closed the browser's passkey prompt, or let it time out: nothing to report. */
function dismissed(error: unknown): boolean {
  if (error instanceof WebAuthnError) {
    const cause: unknown = error.cause;
    return error.code === "ERROR_CEREMONY_ABORTED" || (cause instanceof Error && cause.name === "NotAllowedError");
  }
  return error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError");
}

interface PasskeyButtonProps {
  onStart: () => void;
  onSignedIn: () => Promise<void>;
  onError: (message: string) => void;
}

/**
 * "Sign in with a passkey": Gatehouse hands out a challenge, the browser lists the passkeys it
 * holds for Gatehouse's relying party, and the signed answer signs in (a passkey counts as two
 * factors, so no second step follows). Hidden where the browser has no WebAuthn.
 */
export function PasskeyButton({ onStart, onSignedIn, onError }: PasskeyButtonProps) {
  const client = useGatehouse();
  const { t, describeError } = useLocalization();
  const [pending, setPending] = useState(false);
  if (typeof window === "undefined" || !browserSupportsWebAuthn()) return null;

  const signIn = async () => {
    onStart();
    setPending(true);
    try {
      const optionsJSON = await client.request<PublicKeyCredentialRequestOptionsJSON>(
        "/api/auth/passkey/generate-authenticate-options",
      );
      const { clientExtensionResults: _unused, ...response }: AuthenticationResponseJSON = await startAuthentication({
        optionsJSON,
      });
      await client.request("/api/auth/passkey/verify-authentication", { body: { response } });
      await onSignedIn();
    } catch (error) {
      if (error instanceof GatehouseError) onError(describeError(error));
      else if (!dismissed(error)) onError(error instanceof Error ? error.message : t("passkey.failed"));
    } finally {
      setPending(false);
    }
  };

  return (
    <Button block loading={pending} onClick={() => void signIn()}>
      {t("passkey.signIn")}
    </Button>
  );
}
