import { i18n } from "../../../i18n/i18n";
import { isBuiltInRole } from "../../../lib/permissions";

/**
 * A role's name is how members' roles store it, comma-separated: letters, digits, hyphens and
 * underscores, starting with a letter or digit (the server keeps it lower-case).
 */
const ROLE_NAME = /^[\p{L}\p{N}][\p{L}\p{N}_-]*$/u;
const ROLE_NAME_MAX = 50;
const DESCRIPTION_MAX = 300;

export function validateRoleName(value: string): string | null {
  const name = value.trim().toLowerCase();
  if (!name) return i18n.t("roles:validation.nameRequired");
  if (name.length > ROLE_NAME_MAX) return i18n.t("roles:validation.tooLong", { max: ROLE_NAME_MAX });
  if (!ROLE_NAME.test(name)) return i18n.t("roles:validation.namePattern");
  if (isBuiltInRole(name)) return i18n.t("roles:validation.nameBuiltIn");
  return null;
}

export function validateRoleDescription(value: string): string | null {
  return value.trim().length > DESCRIPTION_MAX ? i18n.t("roles:validation.tooLong", { max: DESCRIPTION_MAX }) : null;
}
