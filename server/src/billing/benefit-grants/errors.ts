import { defineErrors } from "../common/errors.ts";

export const BenefitGrantErrors = defineErrors({
  NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Benefit grant not found" },
  REVOKED: { status: 403, error: "NotPermitted", detail: "Cannot update a revoked benefit grant." },
});
