import { defineErrors } from "../common/errors.ts";

export const InvoiceErrors = defineErrors({
  NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Invoice not found" },
});
