import { defineErrors } from "../common/errors.ts";

export const TaxRateErrors = defineErrors({
  NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Tax rate not found" },
});
