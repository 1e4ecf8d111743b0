import { defineErrors } from "../common/errors.ts";

export const CustomerSessionErrors = defineErrors({
  NOT_A_CUSTOMER_SESSION: { status: 401, error: "Unauthorized", detail: "Not a customer session." },
});
