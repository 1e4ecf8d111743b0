import { defineErrors } from "../common/errors.ts";

export const OrganizationErrors = defineErrors({
  NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Organization not found" },
  DISPUTE_AUTO_ACCEPT_NOT_ENABLED: {
    status: 403,
    error: "DisputeAutoAcceptNotEnabled",
    detail: "Dispute auto-accept is not enabled for this organization.",
  },
  SSO_SETTINGS_ELSEWHERE: {
    status: 403,
    error: "NotPermitted",
    detail: "SSO enforcement is set on the organization's SSO provider (mandatory sign-in), not here.",
  },
  CANNOT_CREATE: {
    status: 403,
    error: "CannotCreateOrganizationError",
    detail:
      "Organizations are not created through the billing API: a signed-in user creates one with POST /api/auth/organization/create.",
  },
});
