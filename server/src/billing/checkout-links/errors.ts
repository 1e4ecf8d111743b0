import { defineErrors } from "../common/errors.ts";

export const CheckoutLinkErrors = defineErrors({
  NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Checkout link not found" },
});
