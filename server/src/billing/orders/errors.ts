import { defineErrors } from "../common/errors.ts";
import { ValidationFailure } from "../common/validation.ts";

export const OrderErrors = defineErrors({
  NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Order not found" },
  MISSING_INVOICE_BILLING_DETAILS: {
    status: 422,
    error: "MissingInvoiceBillingDetails",
    detail: "Billing name and address are required to generate an invoice for this order.",
  },
  // Polar's wording, which names the order.
  INVOICE_ALREADY_EXISTS: {
    status: 409,
    error: "InvoiceAlreadyExists",
    detail: (order: { id: string }) => `An invoice already exists for order ${order.id}.`,
  },
  NOT_PAID: {
    status: 422,
    error: "NotPaidOrder",
    detail: (order: { id: string }) => `Order ${order.id} is not paid, so an invoice cannot be generated.`,
  },
  INVOICE_DOES_NOT_EXIST: {
    status: 404,
    error: "InvoiceDoesNotExist",
    detail: (order: { id: string }) => `No invoice exists for order ${order.id}.`,
  },
  NOT_ELIGIBLE_FOR_RETRY: {
    status: 422,
    error: "OrderNotEligibleForRetry",
    detail: (order: { id: string }) => `Order ${order.id} is not eligible for payment retry.`,
  },
  RECEIPT_NOT_ALLOCATED: {
    status: 404,
    error: "ReceiptNotAllocated",
    detail: (order: { id: string }) => `No receipt allocated for order ${order.id}.`,
  },
});

/** Polar: billing details are frozen once the invoice exists. */
export const invoiceLockedField = (field: "billing_name" | "billing_address") =>
  ValidationFailure.at(["body", field], "This field cannot be updated after the invoice is generated.", "value_error");
