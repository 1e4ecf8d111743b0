import { BillingError, defineErrors } from "../common/errors.ts";
import { ValidationFailure } from "../common/validation.ts";

export const OrderErrors = defineErrors({
  NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Order not found" },
  MISSING_INVOICE_BILLING_DETAILS: {
    status: 422,
    error: "MissingInvoiceBillingDetails",
    detail: "Billing name and address are required to generate an invoice for this order.",
  },
});

/** Polar's wording, which names the order. */
export const OrderIdErrors = {
  invoiceAlreadyExists: (id: string) =>
    new BillingError(409, "InvoiceAlreadyExists", `An invoice already exists for order ${id}.`),
  notPaid: (id: string) =>
    new BillingError(422, "NotPaidOrder", `Order ${id} is not paid, so an invoice cannot be generated.`),
  invoiceDoesNotExist: (id: string) =>
    new BillingError(404, "InvoiceDoesNotExist", `No invoice exists for order ${id}.`),
};

/** Polar: billing details are frozen once the invoice exists. */
export const invoiceLockedField = (field: "billing_name" | "billing_address") =>
  ValidationFailure.at(["body", field], "This field cannot be updated after the invoice is generated.", "value_error");
