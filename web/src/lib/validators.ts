import { hasLength, isEmail, isNotEmpty } from "@mantine/form";
import { formatNumber } from "../i18n/format";
import { i18n } from "../i18n/i18n";

/** Defaults of the server's password policy (better-auth: 8..128). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

// Each rule builds Mantine's validator when a value is checked, so its message is in the page's
// language of that moment rather than the one the module was loaded in.

export const validateEmail = (value: unknown) => isEmail(i18n.t("common:validation.email"))(value);

export const validateNewPassword = (value: unknown) =>
  hasLength(
    { min: PASSWORD_MIN, max: PASSWORD_MAX },
    i18n.t("common:validation.newPassword", {
      min: formatNumber(PASSWORD_MIN),
      max: formatNumber(PASSWORD_MAX),
    }),
  )(value);

export const validateRequiredPassword = (value: unknown) =>
  isNotEmpty(i18n.t("common:validation.requiredPassword"))(value);

export const validateName = (value: unknown) =>
  hasLength({ min: 1, max: 255 }, i18n.t("common:validation.name"))(value);

export function validateImageUrl(value: string): string | null {
  if (value.trim() === "") return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? null : i18n.t("common:validation.imageUrlProtocol");
  } catch {
    return i18n.t("common:validation.url");
  }
}
