import { defineErrors } from "../common/errors.ts";
import { ValidationFailure } from "../common/validation.ts";

/** Polar's refund errors (polar/refund/service.py), whose messages name the order or the balance. */
export const RefundErrors = defineErrors({
  REFUNDED_ALREADY: {
    status: 403,
    error: "RefundedAlready",
    detail: (order: { orderId: string }) => `Order is already fully refunded: ${order.orderId}`,
  },
  AMOUNT_TOO_HIGH: {
    status: 400,
    error: "RefundAmountTooHigh",
    detail: (balance: { refundable: number }) => `Refund amount exceeds remaining order balance: ${balance.refundable}`,
  },
  NOT_PAID: {
    status: 400,
    error: "NotPaidOrder",
    detail: (order: { orderId: string }) => `Order ${order.orderId} is not paid, so it cannot be refunded.`,
  },
  FREE_ORDER: {
    status: 400,
    error: "NotRefundable",
    detail: (order: { orderId: string }) => `Order ${order.orderId} was free: there is no payment to refund.`,
  },
  /** Concurrent refunds kept moving the order's totals: the caller may retry. */
  BUSY: {
    status: 409,
    error: "RefundConflict",
    detail: (order: { orderId: string }) => `Order ${order.orderId} is being refunded concurrently; retry the request.`,
  },
});

/** The refunded order is a body field: an unknown one is a 422 on `order_id`, as Polar answers. */
export const orderNotFound = () => ValidationFailure.at(["body", "order_id"], "Order not found", "value_error");
