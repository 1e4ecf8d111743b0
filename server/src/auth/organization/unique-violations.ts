import { APIError } from "better-auth/api";

/**
 * A unique constraint refused the write: PostgreSQL reports 23505, better-sqlite3
 * SQLITE_CONSTRAINT_UNIQUE (or _PRIMARYKEY). Drivers may wrap the error, so causes are followed.
 */
export function isUniqueViolation(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY") return true;
  return isUniqueViolation((error as { cause?: unknown }).cause, depth + 1);
}

/**
 * The organization plugin checks uniqueness with a read before its insert, so two racing
 * requests both pass the read and the loser's insert hits the database's unique constraint: a
 * 500 from the library. These are the answers the read would have given had it lost the race.
 */
const REFUSALS: Record<string, () => APIError> = {
  "/organization/create": () =>
    new APIError("BAD_REQUEST", { code: "ORGANIZATION_ALREADY_EXISTS", message: "Organization already exists" }),
  "/organization/update": () =>
    new APIError("BAD_REQUEST", { code: "ORGANIZATION_SLUG_ALREADY_TAKEN", message: "slug is taken" }),
  // A second pending invitation for someone who joined meanwhile: the member row is unique.
  "/organization/accept-invitation": () =>
    new APIError("BAD_REQUEST", {
      code: "USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION",
      message: "User is already a member of this organization",
    }),
};

export const uniqueViolationRefusal = (path: string | undefined): (() => APIError) | undefined =>
  path ? REFUSALS[path] : undefined;
