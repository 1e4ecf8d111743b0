import { APIError } from "better-auth/api";

/** The refusals of the members export, worded as the organization routes word theirs. */
export const MembersExportErrors = {
  ORGANIZATION_ID_IS_REQUIRED: () =>
    new APIError("BAD_REQUEST", { code: "ORGANIZATION_ID_IS_REQUIRED", message: "Organization ID is required" }),
  NOT_A_MEMBER: () =>
    new APIError("FORBIDDEN", {
      code: "YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION",
      message: "You are not a member of this organization",
    }),
  NOT_ALLOWED: () =>
    new APIError("FORBIDDEN", {
      code: "YOU_ARE_NOT_ALLOWED_TO_EXPORT_THE_MEMBERS",
      message: "You are not allowed to export the members of this organization",
    }),
};
