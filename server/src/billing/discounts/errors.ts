import { defineErrors } from "../common/errors.ts";

export const DiscountErrors = defineErrors({
  NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Discount not found" },
});
