import type { Db } from "../../db/transaction.ts";
import type { PaymentProcessor } from "../../payment-processors/processor.ts";
import { systemAccess } from "../api-access/system-access.ts";
import { type PageRequest, toListResource } from "../common/pagination.ts";
import type { CustomerPrincipal } from "../customer-sessions/service.ts";
import * as organizations from "../seller-settings/service.ts";
import { SubscriptionErrors } from "../subscriptions/errors.ts";
import { changePause } from "../subscriptions/pause.ts";
import * as planChange from "../subscriptions/plan-change.ts";
import { changeQuantity, previewQuantity } from "../subscriptions/quantity-change.ts";
import { resume } from "../subscriptions/resume.ts";
import type { SubscriptionUpdatePreview } from "../subscriptions/schemas.ts";
import * as subscriptions from "../subscriptions/service.ts";
import { CustomerPortalErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import type { CustomerSubscription, CustomerSubscriptionList, CustomerSubscriptionListQuery } from "./schemas.ts";
import { toCustomerOrderProduct, toCustomerOrganization } from "./shapes.ts";
import type { CustomerSubscriptionUpdate } from "./subscription-schemas.ts";

/**
 * The portal's subscription writes (Polar's customer portal): the customer's own subscriptions
 * only (another customer's is 404). A product change follows the organization's
 * `proration_behavior` and needs `allow_customer_updates`; cancel / uncancel keep the customer's
 * reason and comment; pause and resume need the organization's portal `pause` setting.
 */

async function ownRow(db: Db, customer: CustomerPrincipal, id: string): Promise<subscriptions.SubscriptionRow> {
  const row = await subscriptions.findSubscriptionRow(db, customer.organizationId, id);
  if (!row || row.customer_id !== customer.customerId) throw SubscriptionErrors.NOT_FOUND();
  return row;
}

async function checkCustomerUpdates(db: Db, organizationId: string): Promise<void> {
  const organization = await organizations.get(db, systemAccess(organizationId));
  if (!organization.subscription_settings.allow_customer_updates)
    throw CustomerPortalErrors.SUBSCRIPTION_CHANGES_NOT_ALLOWED();
}

/** The portal's seat changes follow the organization's `customer_portal_settings.subscription.update_seats`. */
async function checkSeatUpdates(db: Db, organizationId: string): Promise<void> {
  const organization = await organizations.get(db, systemAccess(organizationId));
  if (!organization.customer_portal_settings.subscription.update_seats)
    throw CustomerPortalErrors.SUBSCRIPTION_CHANGES_NOT_ALLOWED();
}

/** Polar's portal: pause and resume only where `customer_portal_settings.subscription.pause` allows them. */
async function checkPauseResume(db: Db, organizationId: string): Promise<void> {
  const organization = await organizations.get(db, systemAccess(organizationId));
  if (!organization.customer_portal_settings.subscription.pause) throw CustomerPortalErrors.PAUSE_RESUME_NOT_ALLOWED();
}

export async function update(
  db: Db,
  processor: PaymentProcessor,
  customer: CustomerPrincipal,
  id: string,
  body: CustomerSubscriptionUpdate,
): Promise<CustomerSubscription> {
  const row = await ownRow(db, customer, id);
  const access = systemAccess(customer.organizationId);
  if ("product_id" in body) {
    await checkCustomerUpdates(db, customer.organizationId);
    await planChange.changeProduct(
      db,
      processor,
      customer.organizationId,
      row.id,
      { product_id: body.product_id },
      customer.customerId,
    );
  } else if ("seats" in body) {
    await checkSeatUpdates(db, customer.organizationId);
    await changeQuantity(db, processor, customer.organizationId, row.id, { seats: body.seats }, customer.customerId);
  } else if ("units" in body) {
    // A quantity the customer bought is theirs to change where they may change their plan.
    await checkCustomerUpdates(db, customer.organizationId);
    await changeQuantity(db, processor, customer.organizationId, row.id, { units: body.units }, customer.customerId);
  } else if ("pause_at_period_end" in body) {
    await checkPauseResume(db, customer.organizationId);
    await changePause(db, access, row.id, body);
  } else if ("resume" in body) {
    await checkPauseResume(db, customer.organizationId);
    await resume(db, access, row.id);
  } else if (body.cancel_at_period_end != null) {
    // Uncancelling what is not canceled (or the reverse) is answered with the subscription as it is.
    if (body.cancel_at_period_end !== Boolean(row.cancel_at_period_end)) {
      await subscriptions.update(db, access, row.id, {
        cancel_at_period_end: body.cancel_at_period_end,
        customer_cancellation_reason: body.cancellation_reason,
        customer_cancellation_comment: body.cancellation_comment,
      });
    }
  }
  return getSubscription(db, customer, row.id);
}

/** Polar's portal DELETE: cancel at the period end. */
export async function cancel(db: Db, customer: CustomerPrincipal, id: string): Promise<CustomerSubscription> {
  const row = await ownRow(db, customer, id);
  await subscriptions.update(db, systemAccess(customer.organizationId), row.id, { cancel_at_period_end: true });
  return getSubscription(db, customer, row.id);
}

export async function preview(
  db: Db,
  customer: CustomerPrincipal,
  id: string,
  change: { product_id: string } | { seats: number } | { units: number },
): Promise<SubscriptionUpdatePreview> {
  const row = await ownRow(db, customer, id);
  if ("seats" in change || "units" in change)
    return previewQuantity(db, customer.organizationId, row.id, change, customer.customerId);
  return planChange.preview(db, customer.organizationId, row.id, change, customer.customerId);
}

// ---- reading ----------------------------------------------------------------------------------

export async function listSubscriptions(
  db: Db,
  customer: CustomerPrincipal,
  query: CustomerSubscriptionListQuery,
): Promise<CustomerSubscriptionList> {
  const page = await subscriptions.list(db, systemAccess(customer.organizationId), {
    page: query.page,
    limit: query.limit,
    sorting: query.sorting,
    customer_id: [customer.customerId],
    product_id: query.product_id,
    active: query.active,
    external_customer_id: undefined,
    discount_id: undefined,
    cancel_at_period_end: undefined,
    organization_id: undefined,
    metadata: undefined,
  });
  return toListResource(await toCustomerSubscriptions(db, customer, page.items), page.pagination.total_count, query);
}

/** Polar's portal `seats/subscriptions`: the subscriptions the customer holds a claimed seat of, latest claim first. */
export async function listClaimedSubscriptions(
  db: Db,
  customer: CustomerPrincipal,
  query: PageRequest,
): Promise<CustomerSubscriptionList> {
  const ids = await repository.claimedSubscriptionIds(
    db,
    customer.organizationId,
    customer.customerId,
    customer.memberId ?? null,
  );
  const pageIds = ids.slice((query.page - 1) * query.limit, query.page * query.limit);
  const access = systemAccess(customer.organizationId);
  const items = await Promise.all(pageIds.map((id) => subscriptions.get(db, access, id)));
  return toListResource(await toCustomerSubscriptions(db, customer, items), ids.length, query);
}

export async function getSubscription(db: Db, customer: CustomerPrincipal, id: string): Promise<CustomerSubscription> {
  const found = await subscriptions.get(db, systemAccess(customer.organizationId), id);
  if (found.customer_id !== customer.customerId) throw SubscriptionErrors.NOT_FOUND();
  const [mapped] = await toCustomerSubscriptions(db, customer, [found]);
  if (!mapped) throw SubscriptionErrors.NOT_FOUND();
  return mapped;
}

async function toCustomerSubscriptions(
  db: Db,
  customer: CustomerPrincipal,
  list: Awaited<ReturnType<typeof subscriptions.get>>[],
): Promise<CustomerSubscription[]> {
  if (list.length === 0) return [];
  const organization = toCustomerOrganization(await organizations.get(db, systemAccess(customer.organizationId)));
  return list.map((item) => {
    const { metadata: _m, custom_field_data: _c, customer: _cu, discount: _d, ...rest } = item;
    // The portal names a meter by id and name only (not the merchant's filter).
    const meters = item.meters.map(({ meter, ...usage }) => ({
      ...usage,
      meter: { created_at: meter.created_at, modified_at: meter.modified_at, id: meter.id, name: meter.name },
    }));
    return { ...rest, meters, product: toCustomerOrderProduct(item.product, item.product, organization) };
  });
}
