import type { Executor } from "../../db/transaction.ts";
import { findGrantRow } from "../benefit-grants/service.ts";
import { includes, type RequestedApiVersion } from "../common/api-version.ts";
import { isNotFoundError } from "../common/errors.ts";
import { membersById } from "../members/lookup.ts";
import { load as loadOrder } from "../orders/resource.ts";
import { subscriptionCoreOf } from "../subscriptions/core-fields.ts";
import { findSubscriptionRow } from "../subscriptions/service.ts";
import * as repository from "./repository.ts";
import type {
  LicenseKeyActivationCreated,
  LicenseKeyList,
  LicenseKeyOrigin,
  LicenseKeyRead,
  ValidatedLicenseKey,
} from "./schemas.ts";

/**
 * The license-key answers of each API version (common/api-version.ts), from the unversioned
 * resources the service makes: 2026-10 adds the seat member holding a key, 2027-01 adds to
 * validate and activate the subscription or one-time order that granted it. Kept apart from the
 * service, which the benefit grants call, because the origin reads subscriptions and orders.
 */

/**
 * From 2026-10: `member_id` and `member`, the team customer's member the key was granted to (a
 * seat's holder: its grant carries the member); both null for a key granted to the customer.
 */
export async function keyFor<K extends LicenseKeyRead>(db: Executor, key: K, version: RequestedApiVersion): Promise<K> {
  if (!includes(version, "2026-10")) return key;
  const member = await memberOf(db, key);
  return {
    ...key,
    member_id: member?.id ?? null,
    member: member ? { id: member.id, email: member.email, external_id: member.external_id } : null,
  };
}

async function memberOf(db: Executor, key: { id: string; organization_id: string }) {
  const row = await repository.find(db, key.organization_id, key.id);
  const grant = row ? await findGrantRow(db, key.organization_id, row.grant_id) : undefined;
  if (!grant?.member_id) return undefined;
  return (await membersById(db, key.organization_id, [grant.member_id])).get(grant.member_id);
}

export const listFor = async (
  db: Executor,
  list: LicenseKeyList,
  version: RequestedApiVersion,
): Promise<LicenseKeyList> => {
  const items: LicenseKeyList["items"] = [];
  for (const key of list.items) items.push(await keyFor(db, key, version));
  return { ...list, items };
};

export const activationFor = async <A extends { license_key: LicenseKeyRead }>(
  db: Executor,
  activation: A,
  version: RequestedApiVersion,
) => ({
  ...activation,
  license_key: await keyFor(db, activation.license_key, version),
});

export async function validatedFor(
  db: Executor,
  validated: ValidatedLicenseKey,
  version: RequestedApiVersion,
): Promise<ValidatedLicenseKey> {
  const key = await keyFor(db, validated, version);
  return includes(version, "2027-01") ? { ...key, ...(await originOf(db, validated)) } : key;
}

export async function activationCreatedFor(
  db: Executor,
  activation: LicenseKeyActivationCreated,
  version: RequestedApiVersion,
): Promise<LicenseKeyActivationCreated> {
  const key = await keyFor(db, activation.license_key, version);
  if (!includes(version, "2027-01")) return { ...activation, license_key: key };
  return { ...activation, license_key: { ...key, ...(await originOf(db, activation.license_key)) } };
}

const NO_ORIGIN: LicenseKeyOrigin = { subscription_id: null, subscription: null, order_id: null, order: null };

/**
 * What granted the key: its grant's subscription, or its one-time order (a grant has one of the
 * two). Null both when the grant is gone; a subscription or order that cannot be read anymore is
 * null with its id kept, as the key still names it.
 */
async function originOf(db: Executor, key: { id: string; organization_id: string }): Promise<LicenseKeyOrigin> {
  const organizationId = key.organization_id;
  const row = await repository.find(db, organizationId, key.id);
  const grant = row ? await findGrantRow(db, organizationId, row.grant_id) : undefined;
  if (!grant) return NO_ORIGIN;
  if (grant.subscription_id !== null) {
    const subscription = await findSubscriptionRow(db, organizationId, grant.subscription_id);
    const core = subscription ? subscriptionCoreOf(subscription) : null;
    return {
      ...NO_ORIGIN,
      subscription_id: grant.subscription_id,
      subscription: core && {
        id: core.id,
        status: core.status,
        current_period_start: core.current_period_start,
        current_period_end: core.current_period_end,
        cancel_at_period_end: core.cancel_at_period_end,
        ends_at: core.ends_at,
      },
    };
  }
  if (grant.order_id === null) return NO_ORIGIN;
  const order = await loadOrder(db, organizationId, grant.order_id).catch((error: unknown) => {
    if (isNotFoundError(error)) return null;
    throw error;
  });
  return {
    ...NO_ORIGIN,
    order_id: grant.order_id,
    order: order && { id: order.id, created_at: order.created_at, status: order.status, paid: order.paid },
  };
}
