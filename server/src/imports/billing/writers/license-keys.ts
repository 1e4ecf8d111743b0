import { grantKey } from "../../../billing/benefit-grants/jobs.ts";
import * as grantRepository from "../../../billing/benefit-grants/repository.ts";
import { resolveBenefits } from "../../../billing/benefits/service.ts";
import * as licenseKeyRepository from "../../../billing/license-keys/repository.ts";
import { displayKey } from "../../../billing/license-keys/service.ts";
import { resolveProducts } from "../../../billing/products/service.ts";
import * as subscriptionRepository from "../../../billing/subscriptions/repository.ts";
import { toJsonColumn } from "../../../db/json-column.ts";
import { inTransaction, type Tx } from "../../../db/transaction.ts";
import { newId } from "../../../kit/ids.ts";
import { nowIso } from "../../../kit/time.ts";
import { Refusal, resolve, type WriteContext } from "../context.ts";
import type { OriginLicenseKey } from "../records.ts";
import { type KindWriter, write } from "../writer.ts";

/**
 * License keys keep their key strings, usage, limits, expiry and activations (with their ids,
 * which the customers' apps hold). A key belongs to a benefit grant: the grant of the customer's
 * imported subscription that carries the benefit — made here, granted, before the grant worker
 * gets to it (which then leaves it as it is), or taken over with the key the worker made — else,
 * for a key of a purchase (orders do not move), a grant of its own.
 */

type KeyPlan = { customerId: string; benefitId: string };

const LICENSE_KEY_STATUSES = new Set(["granted", "revoked", "disabled"]);

async function plan(ctx: WriteContext, key: OriginLicenseKey) {
  if (!LICENSE_KEY_STATUSES.has(key.status)) throw new Refusal(`its status ${key.status} is not a license key's`);
  const value: KeyPlan = {
    customerId: resolve(ctx, "customer", key.customerId),
    benefitId: resolve(ctx, "benefit", key.benefitId),
  };
  if (!ctx.dryRun) {
    const benefit = (await resolveBenefits(ctx.db, ctx.organizationId, [value.benefitId])).get(value.benefitId);
    if (benefit?.type !== "license_keys")
      throw new Refusal(`its benefit ${key.benefitId} is not a license keys benefit`);
  }
  return write(value, value);
}

/** The grant the key belongs to: its subscription's when one of the customer's carries the benefit. */
async function grantScope(trx: Tx, ctx: WriteContext, plan: KeyPlan, origin: OriginLicenseKey) {
  const running = await subscriptionRepository.findActiveOfCustomer(trx, ctx.organizationId, plan.customerId);
  const products = await resolveProducts(
    trx,
    ctx.organizationId,
    running.map((row) => row.product_id),
  );
  const holder = running.find((row) =>
    products.get(row.product_id)?.benefits.some((benefit) => benefit.id === plan.benefitId),
  );
  const scope = holder
    ? { orderId: null, subscriptionId: holder.id }
    : { orderId: `${ctx.source}-license-key:${origin.id}`, subscriptionId: null };
  return { key: grantKey(scope, plan.benefitId, plan.customerId), subscriptionId: holder?.id ?? null };
}

async function grantOf(trx: Tx, ctx: WriteContext, plan: KeyPlan, origin: OriginLicenseKey) {
  const scope = await grantScope(trx, ctx, plan, origin);
  const found = await grantRepository.findByKey(trx, ctx.organizationId, scope.key);
  if (found) return found;
  const now = nowIso();
  await grantRepository.insertGrant(trx, ctx.organizationId, {
    id: newId(),
    grant_key: scope.key,
    customer_id: plan.customerId,
    benefit_id: plan.benefitId,
    order_id: null,
    subscription_id: scope.subscriptionId,
    granted_at: now,
    revoked_at: null,
    properties: toJsonColumn({}),
    previous_properties: null,
    error: null,
    created_at: now,
    modified_at: null,
  });
  const created = await grantRepository.findByKey(trx, ctx.organizationId, scope.key);
  if (!created) throw new Error(`grant ${scope.key} vanished`);
  return created;
}

async function importKey(ctx: WriteContext, origin: OriginLicenseKey, plan: KeyPlan, fingerprint: string) {
  return inTransaction(ctx.db, async (trx) => {
    const grant = await grantOf(trx, ctx, plan, origin);
    const now = nowIso();
    const values = {
      key: origin.key,
      status: origin.status,
      limit_activations: origin.limitActivations,
      usage: origin.usage,
      limit_usage: origin.limitUsage,
      validations: origin.validations,
      last_validated_at: origin.lastValidatedAt,
      expires_at: origin.expiresAt ? new Date(origin.expiresAt).toISOString() : null,
    };
    const existing = await licenseKeyRepository.findByGrant(trx, ctx.organizationId, grant.id);
    const id = existing?.id ?? newId();
    if (existing) await licenseKeyRepository.update(trx, ctx.organizationId, id, { ...values, modified_at: now });
    else
      await licenseKeyRepository.insert(trx, ctx.organizationId, {
        id,
        grant_id: grant.id,
        customer_id: plan.customerId,
        benefit_id: plan.benefitId,
        ...values,
        created_at: now,
        modified_at: null,
      });
    await grantRepository.updateGrant(trx, ctx.organizationId, grant.id, {
      granted_at: grant.granted_at ?? now,
      revoked_at: null,
      properties: toJsonColumn({ license_key_id: id, display_key: displayKey(origin.key) }),
      modified_at: now,
    });
    for (const activation of origin.activations) {
      if (await licenseKeyRepository.findActivation(trx, ctx.organizationId, id, activation.id)) continue;
      await licenseKeyRepository.insertActivation(trx, ctx.organizationId, {
        id: activation.id,
        license_key_id: id,
        label: activation.label,
        conditions: toJsonColumn({}),
        meta: toJsonColumn(activation.meta),
        created_at: new Date(activation.createdAt).toISOString(),
        modified_at: null,
      });
    }
    await ctx.items.save(trx, "license_key", origin.id, id, fingerprint);
  });
}

export const licenseKeyWriter: KindWriter<OriginLicenseKey, KeyPlan> = {
  plan,
  async create(ctx, origin, plan, fingerprint) {
    await importKey(ctx, origin, plan, fingerprint);
    return "created";
  },
  async update(ctx, origin, plan, _localId, fingerprint) {
    await importKey(ctx, origin, plan, fingerprint);
  },
};
