import { APIError } from "better-auth/api";
import { z } from "zod";
import {
  isRoleName,
  ROLE_DESCRIPTION_MAX_LENGTH as ROLE_DESCRIPTION_MAX,
  ROLE_NAME_MAX_LENGTH as ROLE_NAME_MAX,
} from "../roles/organization.ts";
import { unknownActions } from "../roles/permissions.ts";

export const ROLE_INPUT_ERRORS = {
  INVALID_ROLE_NAME: {
    code: "INVALID_ROLE_NAME",
    message: `A role name is letters, digits, hyphens and underscores, starting with a letter or digit, at most ${ROLE_NAME_MAX} characters`,
  },
  DESCRIPTION_TOO_LONG: {
    code: "INVALID_ROLE_DESCRIPTION",
    message: `A role description is at most ${ROLE_DESCRIPTION_MAX} characters`,
  },
  UNKNOWN_ACTION: {
    code: "INVALID_PERMISSION",
    message: "The permission names an action its resource does not have",
  },
} as const;

/** A role's permissions as the routes take them (the library validates the body's shape itself). */
const permissionMap = z.record(z.string(), z.array(z.string()));

/** What create-role or update-role writes of a role; absent fields are left to the library. */
export type RoleInput = { name?: unknown; description?: unknown; permission?: unknown };

/**
 * A role as written is bad input (400), whoever writes it, when its name is not one (isRoleName),
 * its description is too long, or its permission names an action the catalogue does not have —
 * the library would store the name and call the misspelt action one the writer lacks (403).
 */
export function checkRoleInput({ name, description, permission }: RoleInput): void {
  if (typeof name === "string" && !isRoleName(name.toLowerCase()))
    throw APIError.fromStatus("BAD_REQUEST", ROLE_INPUT_ERRORS.INVALID_ROLE_NAME);
  if (typeof description === "string" && description.length > ROLE_DESCRIPTION_MAX)
    throw APIError.fromStatus("BAD_REQUEST", ROLE_INPUT_ERRORS.DESCRIPTION_TOO_LONG);
  const parsed = permissionMap.safeParse(permission);
  const unknownPermissions = parsed.success ? unknownActions(parsed.data) : [];
  if (unknownPermissions.length > 0)
    throw APIError.fromStatus("BAD_REQUEST", { ...ROLE_INPUT_ERRORS.UNKNOWN_ACTION, unknownPermissions });
}
