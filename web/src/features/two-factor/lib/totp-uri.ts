import { i18n } from "../../../i18n/i18n";

/** The base32 secret inside an otpauth:// URI, for people who type it into their app instead of scanning. */
export function secretOf(totpURI: string): string {
  try {
    return new URL(totpURI).searchParams.get("secret") ?? "";
  } catch {
    return "";
  }
}

/** The secret in groups of four, easier to read and type. */
export const groupedSecret = (secret: string): string => secret.replace(/(.{4})/g, "$1 ").trim();

/** A text file of backup codes, one per line, to keep somewhere safe. */
export function backupCodesFile(codes: readonly string[], email: string): Blob {
  const lines = [
    i18n.t("two-factor:backupCodes.fileTitle", { email }),
    i18n.t("two-factor:backupCodes.fileHint"),
    "",
    ...codes,
    "",
  ];
  return new Blob([lines.join("\n")], { type: "text/plain" });
}
