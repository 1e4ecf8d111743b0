import { z } from "@hono/zod-openapi";
import type { Db } from "../../db/transaction.ts";
import type { PaymentProcessor } from "../../payment-processors/index.ts";
import type { OrganizationScope } from "../api-access/system-access.ts";
import { listResourceSchema, paginationQuery } from "../common/pagination.ts";
import { customerPaymentMethod } from "../customer-portal/payment-method-schemas.ts";
import { listPaymentMethods, paymentMethodSettings } from "../customer-portal/payment-method-service.ts";
import type { Customer } from "./schemas.ts";

/** Polar `CustomerPaymentMethodCard`: a saved card as the organization sees it, and whether it is the one charged. */
const organizationPaymentMethod = customerPaymentMethod
  .extend({ is_default: z.boolean() })
  .openapi("CustomerPaymentMethodCard");
export const organizationPaymentMethodList = listResourceSchema(
  organizationPaymentMethod,
  "ListResource_CustomerPaymentMethodCard_",
);
type OrganizationPaymentMethodList = z.infer<typeof organizationPaymentMethodList>;

export const paymentMethodListQuery = z.object({ ...paginationQuery });
export type PaymentMethodListQuery = z.infer<typeof paymentMethodListQuery>;

/**
 * `GET /v1/customers/{id}/payment-methods` (and by external id): the customer's saved cards, as the
 * customer portal lists them to the customer (the cards their subscriptions were paid with and
 * those they added, minus those they removed), newest first.
 */
export async function customerPaymentMethods(
  db: Db,
  processor: PaymentProcessor,
  access: OrganizationScope,
  customer: Customer,
  query: PaymentMethodListQuery,
): Promise<OrganizationPaymentMethodList> {
  const principal = {
    kind: "customer" as const,
    organizationId: access.organizationId,
    customerId: customer.id,
    customerSessionId: null,
  };
  const list = await listPaymentMethods(db, processor, principal, query);
  // The default is the card the customer's live subscriptions are charged to, as the portal says.
  const { default_payment_method_id } = await paymentMethodSettings(db, processor, principal);
  return { ...list, items: list.items.map((item) => ({ ...item, is_default: item.id === default_payment_method_id })) };
}
