import type { Executor } from "../../db/transaction.ts";
import * as orders from "../orders/repository.ts";
import * as subscriptions from "../subscriptions/repository.ts";
import { SeatErrors } from "./errors.ts";
import type { ContainerRef } from "./repository.ts";

/** What seats are bought with: a seat-based subscription or a paid seat-based order. */
export type Container = ContainerRef & {
  organizationId: string;
  productId: string;
  /** The billing customer (Polar's billing manager): the buyer, who assigns the seats. */
  customerId: string;
  seats: number;
  /** A subscription still running, or a paid order: seats can be assigned. */
  open: boolean;
};

const RUNNING: readonly string[] = subscriptions.ACTIVE_STATUSES;

export async function subscriptionContainer(db: Executor, organizationId: string, id: string): Promise<Container> {
  const row = await subscriptions.find(db, organizationId, id);
  if (!row) throw SeatErrors.SUBSCRIPTION_NOT_FOUND();
  if (row.seats === null) throw SeatErrors.NOT_SEAT_BASED();
  return {
    kind: "subscription",
    id,
    organizationId,
    productId: row.product_id,
    customerId: row.customer_id,
    seats: row.seats,
    open: RUNNING.includes(row.status),
  };
}

export async function orderContainer(db: Executor, organizationId: string, id: string): Promise<Container> {
  const row = await orders.find(db, organizationId, id);
  if (!row) throw SeatErrors.ORDER_NOT_FOUND();
  if (row.seats === null || row.product_id === null) throw SeatErrors.NOT_SEAT_BASED();
  return {
    kind: "order",
    id,
    organizationId,
    productId: row.product_id,
    customerId: row.customer_id,
    seats: row.seats,
    open: row.status === "paid" || row.status === "partially_refunded",
  };
}

/** The container a request names (`subscription_id`, else `order_id`, else a checkout's), as Polar. */
export async function namedContainer(
  db: Executor,
  organizationId: string,
  names: { subscription_id?: string | null; order_id?: string | null; checkout_id?: string | null },
): Promise<Container> {
  if (names.subscription_id) return subscriptionContainer(db, organizationId, names.subscription_id);
  if (names.order_id) return orderContainer(db, organizationId, names.order_id);
  if (names.checkout_id) {
    const subscriptionId = await subscriptions.subscriptionIdOfCheckout(db, organizationId, names.checkout_id);
    if (subscriptionId) return subscriptionContainer(db, organizationId, subscriptionId);
    const order = await orders.findByCheckout(db, organizationId, names.checkout_id);
    if (order) return orderContainer(db, organizationId, order.id);
    throw SeatErrors.CONTAINER_REQUIRED();
  }
  throw SeatErrors.CONTAINER_REQUIRED();
}
