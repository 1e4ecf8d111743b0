import { defineErrors } from "../common/errors.ts";

export const WalletErrors = defineErrors({
  NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Wallet not found" },
  CUSTOMER_NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Customer not found" },
});
