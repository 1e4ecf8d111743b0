import { z } from "@hono/zod-openapi";
import { metadataFilterQuery, withMetadataFilter } from "../common/metadata-filter.ts";
import { listResourceSchema } from "../common/pagination.ts";
import { repeatedQuery, sortingQuery } from "../common/query.ts";
import {
  addressInput,
  addressOutput,
  datetime,
  id,
  listQueryBase,
  metadataOutput,
  timestamps,
  uuid,
} from "../common/schemas.ts";
import { customer } from "../customers/schemas.ts";
import {
  discountFixedOnceForever,
  discountFixedRepeat,
  discountPercentageOnceForever,
  discountPercentageRepeat,
  discountProduct,
} from "../discounts/schemas.ts";
import { subscriptionCoreFields } from "../subscriptions/core-fields.ts";

/** Wire shapes of `/v1/orders` (Polar `Order*` models). */

export const orderStatus = z.enum(["draft", "pending", "paid", "refunded", "partially_refunded"]);
export const orderBillingReason = z.enum([
  "purchase",
  "subscription_create",
  "subscription_cycle",
  "subscription_update",
]);

export const orderItem = z
  .object({
    ...timestamps,
    id,
    label: z.string(),
    amount: z.number().int(),
    tax_amount: z.number().int(),
    proration: z.boolean(),
    product_price_id: z.string().nullable(),
    start_timestamp: datetime.nullable(),
    end_timestamp: datetime.nullable(),
  })
  .openapi("OrderItemSchema");

/** The product as embedded in an order: no prices, benefits, medias or fields (Polar `OrderProduct`). */
export const orderProduct = discountProduct.openapi("OrderProduct");

/** The discount as embedded in an order: without its products (Polar `Discount*DurationBase`). */
export const orderDiscount = z.union([
  discountFixedRepeat.omit({ products: true }),
  discountFixedOnceForever.omit({ products: true }),
  discountPercentageRepeat.omit({ products: true }),
  discountPercentageOnceForever.omit({ products: true }),
]);

export const orderCustomer = customer;

/** Polar's OrderSubscription: the order's subscription without its embedded objects. */
export const orderSubscription = z
  .object({ metadata: metadataOutput, ...subscriptionCoreFields })
  .openapi("OrderSubscription");

const customFieldValue = z.union([z.string(), z.number(), z.boolean()]).nullable();

export const order = z
  .object({
    id,
    ...timestamps,
    status: orderStatus,
    paid: z.boolean(),
    subtotal_amount: z.number().int(),
    discount_amount: z.number().int(),
    net_amount: z.number().int(),
    tax_amount: z.number().int(),
    total_amount: z.number().int(),
    applied_balance_amount: z.number().int(),
    due_amount: z.number().int(),
    refunded_amount: z.number().int(),
    refunded_tax_amount: z.number().int(),
    refundable_amount: z.number().int(),
    refundable_tax_amount: z.number().int(),
    currency: z.string(),
    billing_reason: orderBillingReason,
    billing_name: z.string().nullable(),
    billing_address: addressOutput.nullable(),
    invoice_number: z
      .string()
      .nullable()
      .meta({ description: "Null while the order is a draft; assigned at finalize." }),
    is_invoice_generated: z.boolean(),
    receipt_number: z
      .string()
      .nullable()
      .meta({ description: "The receipt number (`RCPT-<customer>-0001`), set when the order is paid with a payment." }),
    units: z.number().int().nullable(),
    customer_id: z.string(),
    product_id: z.string().nullable(),
    discount_id: z.string().nullable(),
    subscription_id: z.string().nullable(),
    checkout_id: z.string().nullable(),
    seats: z
      .number()
      .int()
      .nullable()
      .meta({ description: "Number of seats purchased (for seat-based one-time orders)." }),
    metadata: metadataOutput,
    custom_field_data: z.record(z.string(), customFieldValue),
    platform_fee_amount: z.number().int(),
    platform_fee_currency: z.string().nullable(),
    customer: orderCustomer,
    product: orderProduct.nullable(),
    discount: orderDiscount.nullable(),
    subscription: orderSubscription.nullable(),
    items: z.array(orderItem),
    description: z.string(),
  })
  .openapi("Order");

export const orderUpdate = z.object({
  billing_name: z
    .string()
    .nullish()
    .meta({ description: "The name of the customer that should appear on the invoice." }),
  billing_address: addressInput.nullish(),
});

export const orderInvoice = z
  .object({ url: z.string().meta({ description: "The URL to the invoice (a signed, expiring link to the PDF)." }) })
  .openapi("OrderInvoice");

export const orderReceipt = z
  .object({ url: z.string().meta({ description: "The URL to the receipt (a signed, expiring link to the PDF)." }) })
  .openapi("OrderReceipt");

export const orderListQuery = withMetadataFilter(
  z.object({
    ...listQueryBase,
    product_id: repeatedQuery(uuid).optional().meta({ description: "Filter by product ID." }),
    discount_id: repeatedQuery(uuid).optional().meta({ description: "Filter by discount ID." }),
    customer_id: repeatedQuery(uuid).optional().meta({ description: "Filter by customer ID." }),
    checkout_id: repeatedQuery(uuid).optional().meta({ description: "Filter by checkout ID." }),
    status: repeatedQuery(orderStatus).optional().meta({ description: "Filter by order status." }),
    sorting: sortingQuery(
      [
        "created_at",
        "status",
        "invoice_number",
        "amount",
        "net_amount",
        "customer",
        "product",
        "discount",
        "subscription",
      ],
      ["-created_at"],
    ),
    ...metadataFilterQuery,
  }),
);

export const orderList = listResourceSchema(order, "ListResource_Order_");

export type OrderStatus = z.infer<typeof orderStatus>;
export type OrderBillingReason = z.infer<typeof orderBillingReason>;
export type OrderProduct = z.infer<typeof orderProduct>;
export type OrderDiscount = z.infer<typeof orderDiscount>;
export type OrderSubscription = z.infer<typeof orderSubscription>;
export type OrderResource = z.infer<typeof order>;
export type OrderUpdate = z.infer<typeof orderUpdate>;
export type OrderListQuery = z.infer<typeof orderListQuery>;
export type OrderList = z.infer<typeof orderList>;
export type OrderSortField = OrderListQuery["sorting"][number]["field"];
