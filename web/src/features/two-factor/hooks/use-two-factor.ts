import { useQueryClient } from "@tanstack/react-query";
import { authClient } from "../../../lib/auth-client";
import { refreshSession } from "../../auth/hooks/use-session";

/** What enabling hands out once: the authenticator app's URI and the backup codes. */
export type TwoFactorSetup = { totpURI: string; backupCodes: string[] };

/** The account's two-factor calls; each answers better-auth's `{ data, error }` for useServerForm. */
export const twoFactorApi = {
  enable: (password: string) => authClient.twoFactor.enable({ password }),
  confirm: (code: string) => authClient.twoFactor.verifyTotp({ code }),
  disable: (password: string) => authClient.twoFactor.disable({ password }),
  newBackupCodes: (password: string) => authClient.twoFactor.generateBackupCodes({ password }),
};

/** The second step of a sign-in, on /two-factor. */
export const twoFactorChallengeApi = {
  totp: (code: string, trustDevice: boolean) => authClient.twoFactor.verifyTotp({ code, trustDevice }),
  backupCode: (code: string, trustDevice: boolean) => authClient.twoFactor.verifyBackupCode({ code, trustDevice }),
  sendEmailCode: () => authClient.twoFactor.sendOtp(),
  emailCode: (code: string, trustDevice: boolean) => authClient.twoFactor.verifyOtp({ code, trustDevice }),
};

/** Re-reads the session after two-factor changed (the server rotates the session then). */
export function useRefreshAfterTwoFactorChange() {
  const queryClient = useQueryClient();
  return () => refreshSession(queryClient);
}
