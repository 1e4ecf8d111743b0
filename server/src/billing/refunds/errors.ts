import { BillingError } from "../common/errors.ts";
import { ValidationFailure } from "../common/validation.ts";

/** Polar's refund errors (polar/refund/service.py), whose messages name the order or the balance. */
export const RefundErrors = {
  orderNotFound: () => ValidationFailure.at(["body", "order_id"], "Order not found", "value_error"),
  refundedAlready: (orderId: string) =>
    new BillingError(403, "RefundedAlready", `Order is already fully refunded: ${orderId}`),
  amountTooHigh: (refundable: number) =>
    new BillingError(400, "RefundAmountTooHigh", `Refund amount exceeds remaining order balance: ${refundable}`),
  notPaid: (orderId: string) =>
    new BillingError(400, "NotPaidOrder", `Order ${orderId} is not paid, so it cannot be refunded.`),
  freeOrder: (orderId: string) =>
    new BillingError(400, "NotRefundable", `Order ${orderId} was free: there is no payment to refund.`),
  /** Concurrent refunds kept moving the order's totals: the caller may retry. */
  busy: (orderId: string) =>
    new BillingError(409, "RefundConflict", `Order ${orderId} is being refunded concurrently; retry the request.`),
};
