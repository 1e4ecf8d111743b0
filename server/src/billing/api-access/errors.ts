import { TWO_FACTOR_REQUIRED } from "../../auth/identity.ts";
import { defineErrors } from "../common/errors.ts";

/** The caller checks of /v1 (access.ts, middleware.ts) and of the customer portal (customer-portal/auth.ts). */
export const AccessErrors = defineErrors({
  ORGANIZATION_NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Organization not found" },
  MISSING_SCOPE: {
    status: 403,
    error: "NotPermitted",
    detail: (need: { resource: string; action: string }) =>
      `The access token lacks the ${need.resource}:${need.action} scope.`,
  },
  CREATOR_NOT_ALLOWED: {
    status: 403,
    error: "NotPermitted",
    detail: (need: { resource: string; action: string }) =>
      `The person who created this access token may no longer ${need.action} ${need.resource}.`,
  },
  ROLE_NOT_ALLOWED: {
    status: 403,
    error: "NotPermitted",
    detail: (need: { resource: string; action: string }) =>
      `Your role does not allow ${need.action} on ${need.resource}.`,
  },
  TWO_FACTOR_REQUIRED: { status: 403, error: "TwoFactorRequired", detail: `${TWO_FACTOR_REQUIRED.message}.` },
  MISSING_ORIGIN_SESSION: {
    status: 403,
    error: "NotPermitted",
    detail: "Writes with a session need the Origin header of a trusted origin.",
  },
  CROSS_ORIGIN_SESSION: {
    status: 403,
    error: "NotPermitted",
    detail: "Cross-origin requests with a session are not allowed.",
  },
});
