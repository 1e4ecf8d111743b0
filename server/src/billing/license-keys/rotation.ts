import { auditBillingChange } from "../../audit/billing-changes.ts";
import { type Db, inTransaction, type Tx } from "../../db/transaction.ts";
import { nowIso } from "../../kit/time.ts";
import { showRotatedLicenseKey } from "../benefit-grants/service.ts";
import { resolveBenefits } from "../benefits/service.ts";
import { LicenseKeyErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import type { LicenseKeyRead } from "./schemas.ts";
import { customerOf, displayKey, newKeyValue, toRead } from "./service.ts";

/**
 * Rotating a key (Polar's `POST /license-keys/{id}/rotate`, and the customer portal's): a new
 * secret value for the same key, the old one stops validating at once; status, usage, limits,
 * expiry and activations stay. A revoked key cannot be rotated (400 `RotateNotPermitted`): its
 * grant is gone. The new value takes the benefit's prefix of now, as on Polar.
 */

const ROTATABLE = new Set(["granted", "disabled"]);

/** Who asks: the organization, or the customer owning the key (another customer's key is 404). */
export type Rotator = { kind: "organization" } | { kind: "customer"; customerId: string };

export async function rotate(db: Db, organizationId: string, id: string, by: Rotator): Promise<LicenseKeyRead> {
  return inTransaction(db, async (trx) => {
    const row = await repository.lockById(trx, organizationId, id);
    if (!row || (by.kind === "customer" && row.customer_id !== by.customerId)) throw LicenseKeyErrors.NOT_FOUND();
    if (!ROTATABLE.has(row.status)) throw LicenseKeyErrors.ROTATE_NOT_PERMITTED({ status: row.status });
    const key = newKeyValue(await prefixOf(trx, organizationId, row.benefit_id));
    await repository.update(trx, organizationId, id, { key, modified_at: nowIso() });
    await showRotatedLicenseKey(trx, organizationId, row.grant_id, displayKey(key));
    // A key is a customer's credential: its replacement is audited as the webhook secret's reset is.
    await auditBillingChange(
      trx,
      organizationId,
      "billing.license_key.rotated",
      { type: "license_key", id },
      { by: by.kind, previous_display_key: displayKey(row.key), display_key: displayKey(key) },
    );
    const rotated = await repository.find(trx, organizationId, id);
    if (!rotated) throw LicenseKeyErrors.NOT_FOUND();
    return toRead(rotated, await customerOf(trx, organizationId, rotated.customer_id));
  });
}

/** The benefit's prefix (none when the benefit is gone or is not a license-keys one anymore). */
async function prefixOf(trx: Tx, organizationId: string, benefitId: string): Promise<string | null> {
  const benefit = (await resolveBenefits(trx, organizationId, [benefitId])).get(benefitId);
  return benefit?.type === "license_keys" ? benefit.properties.prefix : null;
}
