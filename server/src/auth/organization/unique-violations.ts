import { APIError } from "better-auth/api";

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
