import { defineErrors } from "../common/errors.ts";

export const BenefitErrors = defineErrors({
  NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Benefit not found" },
  NOT_DELETABLE: { status: 403, error: "NotPermitted", detail: "This benefit cannot be deleted." },
});
