import { supportedLocaleOf } from "../../../billing/common/locale.ts";
import * as paymentMethods from "../../../billing/customer-portal/payment-method-repository.ts";
import * as customerRepository from "../../../billing/customers/repository.ts";
import { type CustomerCreate, customerCreate, customerUpdate } from "../../../billing/customers/schemas.ts";
import * as customers from "../../../billing/customers/service.ts";
import { newId } from "../../../kit/ids.ts";
import { nowIso } from "../../../kit/time.ts";
import { checked, taggedMetadata, type WriteContext } from "../context.ts";
import type { OriginCustomer } from "../records.ts";
import { type KindWriter, write } from "../writer.ts";

/**
 * Customers, through the customers service (its uniqueness rules, customer.created /
 * customer.updated). A customer Gatehouse already has under the same email or external id (a
 * buyer of a Gatehouse checkout, an earlier run stopped midway) is taken over rather than
 * refused. A card the origin charges that keeps working from Gatehouse (Stripe's) is saved as
 * the customer's.
 */

function plan(ctx: WriteContext, customer: OriginCustomer) {
  const address = customer.billingAddress;
  const body = checked(customerCreate, {
    email: customer.email,
    name: customer.name,
    external_id: customer.externalId,
    billing_address: address
      ? {
          line1: address.line1,
          line2: address.line2,
          postal_code: address.postalCode,
          city: address.city,
          state: address.state,
          country: address.country.toUpperCase(),
        }
      : null,
    tax_id: customer.taxId,
    // A language Gatehouse does not speak is left out rather than failing the customer's import.
    locale: supportedLocaleOf(customer.locale),
    metadata: taggedMetadata(ctx, "customer", customer.id, customer.metadata),
  });
  return Promise.resolve(write(body));
}

async function applyUpdate(ctx: WriteContext, localId: string, body: CustomerCreate): Promise<void> {
  const update = checked(customerUpdate, {
    email: body.email,
    name: body.name ?? null,
    billing_address: body.billing_address ?? null,
    tax_id: body.tax_id ?? null,
    locale: body.locale ?? null,
    metadata: body.metadata,
    ...(body.external_id ? { external_id: body.external_id } : {}),
  });
  await customers.update(ctx.db, ctx.access, localId, update);
}

/** The customer Gatehouse already holds under this email or external id, if any. */
async function existing(ctx: WriteContext, body: CustomerCreate): Promise<string | undefined> {
  const byExternalId = body.external_id
    ? await customerRepository.findByExternalId(ctx.db, ctx.organizationId, body.external_id)
    : undefined;
  const byEmail = body.email ? await customerRepository.findByEmail(ctx.db, ctx.organizationId, body.email) : undefined;
  const found = byExternalId ?? byEmail;
  return found?.id;
}

/** The origin's card, saved for the customer unless it already is. */
async function saveCard(ctx: WriteContext, customerId: string, paymentMethodId: string | null): Promise<void> {
  if (!paymentMethodId) return;
  const saved = await paymentMethods.savedMethodsOfCustomer(ctx.db, ctx.organizationId, customerId);
  if (saved.some((method) => method.payment_method_id === paymentMethodId)) return;
  await paymentMethods.insert(ctx.db, ctx.organizationId, {
    id: newId(),
    customer_id: customerId,
    setup_id: null,
    payment_method_id: paymentMethodId,
    status: "active",
    created_at: nowIso(),
    modified_at: null,
  });
}

export const customerWriter: KindWriter<OriginCustomer, CustomerCreate> = {
  plan,
  async create(ctx, origin, body, fingerprint) {
    const found = await existing(ctx, body);
    if (found) await applyUpdate(ctx, found, body);
    const localId = found ?? (await customers.create(ctx.db, ctx.access, body)).id;
    await saveCard(ctx, localId, origin.paymentMethodId);
    await ctx.items.save(ctx.db, "customer", origin.id, localId, fingerprint);
    return found ? "updated" : "created";
  },
  async update(ctx, origin, body, localId, fingerprint) {
    await applyUpdate(ctx, localId, body);
    await saveCard(ctx, localId, origin.paymentMethodId);
    await ctx.items.save(ctx.db, "customer", origin.id, localId, fingerprint);
  },
};
