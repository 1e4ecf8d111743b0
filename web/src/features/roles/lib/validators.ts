import {
  ROLE_DESCRIPTION_MAX_LENGTH as DESCRIPTION_MAX,
  ROLE_NAME_PATTERN as ROLE_NAME,
  ROLE_NAME_MAX_LENGTH as ROLE_NAME_MAX,
} from "../../../../../server/src/auth/roles/organization.ts";
import { i18n } from "../../../i18n/i18n";
import { isBuiltInRole } from "../../../lib/permissions";

/** The server's rules for a role's name and description, asked before sending (it keeps names lower-case). */
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
