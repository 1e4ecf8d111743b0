import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { billingKeys } from "../../billing/hooks/keys";
import type { Metadata } from "../../billing/lib/metadata";
import { type ListResource, v1, v1Get } from "../../billing/lib/v1-client";
import type { Address } from "../../billing-customers/hooks/use-customers";

export const ORDER_STATUSES = ["pending", "paid", "refunded", "partially_refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderItem {
  id: string;
  created_at: string;
  modified_at: string | null;
  label: string;
  amount: number;
  tax_amount: number;
  proration: boolean;
  product_price_id: string | null;
}

/** Polar's Order. */
export interface Order {
  id: string;
  created_at: string;
  modified_at: string | null;
  status: OrderStatus;
  paid: boolean;
  subtotal_amount: number;
  discount_amount: number;
  net_amount: number;
  tax_amount: number;
  total_amount: number;
  refunded_amount: number;
  refunded_tax_amount: number;
  /** Gatehouse: what can still be refunded, before tax (not in every Polar version). */
  refundable_amount?: number;
  currency: string;
  billing_reason: string;
  billing_name: string | null;
  billing_address: Address | null;
  invoice_number: string;
  is_invoice_generated: boolean;
  customer_id: string;
  product_id: string | null;
  discount_id: string | null;
  checkout_id: string | null;
  metadata: Metadata;
  custom_field_data?: Record<string, string | number | boolean | null>;
  customer: { id: string; email: string; name: string | null; external_id: string | null };
  product: { id: string; name: string } | null;
  discount: { id: string; name: string; code: string | null } | null;
  items: OrderItem[];
  description: string;
}

const RESOURCE = "orders";
export const ORDERS_PAGE_SIZE = 20;

export function useOrders(organizationId: string, page: number, status: OrderStatus | "") {
  const params = {
    organization_id: organizationId,
    page,
    limit: ORDERS_PAGE_SIZE,
    status: status || undefined,
    sorting: "-created_at",
  };
  return useQuery({
    queryKey: billingKeys.list(organizationId, RESOURCE, params),
    queryFn: ({ signal }) => v1Get<ListResource<Order>>("/orders/", params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOrder(organizationId: string, id: string) {
  return useQuery({
    queryKey: billingKeys.one(organizationId, RESOURCE, id),
    queryFn: ({ signal }) =>
      v1Get<Order>(`/orders/${encodeURIComponent(id)}`, { organization_id: organizationId }, signal),
  });
}

/** Generates the order's invoice (idempotent, 202), then fetches its download URL. */
export async function orderInvoiceUrl(organizationId: string, id: string): Promise<string> {
  const path = `/orders/${encodeURIComponent(id)}/invoice`;
  await v1<unknown>("POST", path, { query: { organization_id: organizationId } });
  let lastError: unknown = null;
  // Generation may finish a moment after the 202.
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const invoice = await v1Get<{ url: string }>(path, { organization_id: organizationId });
      return invoice.url;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw lastError;
}

export function useRefreshOrders(organizationId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: billingKeys.resource(organizationId, RESOURCE) }),
      queryClient.invalidateQueries({ queryKey: billingKeys.resource(organizationId, "refunds") }),
    ]);
}
