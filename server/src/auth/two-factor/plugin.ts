import { twoFactor } from "better-auth/plugins/two-factor";
import type { AccountMail } from "../account/mail-hooks.ts";
import { savedLocale } from "../account/mail-locale.ts";

/** How long "trust this device" skips the second step: 30 days. */
export const TRUST_DEVICE_MAX_AGE = 30 * 86_400;
/** An email code for the second step lives five minutes (the mail says so). */
export const TWO_FACTOR_EMAIL_CODE_MINUTES = 5;
export const BACKUP_CODE_COUNT = 10;
export const BACKUP_CODE_LENGTH = 10;

export type TwoFactorDeps = { appName: string; baseURL: string; sendMail: AccountMail };

/**
 * better-auth's two-factor plugin: TOTP for authenticator apps, ten single-use backup
 * codes stored encrypted, a code by email as the fallback, "trust this device" for 30 days.
 * Enabling and disabling ask for the password of users who have one; users who signed up
 * without a password (social, magic link, passkey) can still add a second factor.
 * A password sign-in of a 2FA user answers `twoFactorRedirect: true` and the web app continues on
 * /two-factor, where a pending-sign-in cookie ties the second step to the first.
 */
export function twoFactorPlugin({ appName, baseURL, sendMail }: TwoFactorDeps) {
  return twoFactor({
    issuer: appName,
    allowPasswordless: true,
    trustDeviceMaxAge: TRUST_DEVICE_MAX_AGE,
    backupCodeOptions: { amount: BACKUP_CODE_COUNT, length: BACKUP_CODE_LENGTH },
    otpOptions: {
      period: TWO_FACTOR_EMAIL_CODE_MINUTES,
      storeOTP: "hashed",
      sendOTP: async ({ user, otp }) =>
        sendMail(
          "two-factor-code",
          { email: user.email, name: user.name, locale: savedLocale(user) },
          `${baseURL}/two-factor`,
          {
            code: otp,
          },
        ),
    },
  });
}
