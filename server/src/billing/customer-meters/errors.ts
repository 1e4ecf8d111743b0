import { defineErrors } from "../common/errors.ts";

export const CustomerMeterErrors = defineErrors({
  NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Customer meter not found" },
});
