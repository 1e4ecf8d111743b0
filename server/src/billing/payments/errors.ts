import { defineErrors } from "../common/errors.ts";

export const PaymentErrors = defineErrors({
  NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Payment not found" },
});
