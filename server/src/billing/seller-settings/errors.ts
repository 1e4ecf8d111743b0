import { defineErrors } from "../common/errors.ts";

export const OrganizationErrors = defineErrors({
  NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Organization not found" },
});
