import { defineErrors } from "../common/errors.ts";

export const CustomerErrors = defineErrors({
  NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Customer not found" },
});
