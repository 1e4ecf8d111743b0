import type { OrderRow } from "./repository.ts";

/** An order's amounts, derived from its stored row (minor units). */
export const netAmount = (row: OrderRow) => row.subtotal_amount - row.discount_amount;
export const totalAmount = (row: OrderRow) => netAmount(row) + row.tax_amount;

/** Polar: a paid order's remaining refundable net and tax. */
export const refundableAmount = (row: OrderRow) =>
  isPaidStatus(row.status) ? netAmount(row) - row.refunded_amount : 0;
export const refundableTaxAmount = (row: OrderRow) =>
  isPaidStatus(row.status) ? row.tax_amount - row.refunded_tax_amount : 0;
export const isPaidStatus = (status: string) =>
  status === "paid" || status === "refunded" || status === "partially_refunded";
