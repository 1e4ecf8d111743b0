import type { Db } from "../../db/transaction.ts";
import { nowIso } from "../../kit/time.ts";
import type { OrganizationAccess } from "../api-access/access.ts";
import { isNotFoundError } from "../common/errors.ts";
import { ValidationFailure } from "../common/validation.ts";
import type { Customer } from "../customers/schemas.ts";
import * as customers from "../customers/service.ts";
import { matchesInMemory, pinnedName } from "../meters/filter.ts";
import type { Meter } from "../meters/schemas.ts";
import { getMeter } from "../meters/service.ts";
import { ApiKeyMeterErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import type { ApiKeyMeter, ApiKeyMeterBind } from "./schemas.ts";
import type { OrganizationApiKeys } from "./verifier.ts";

/**
 * Binding organization API keys to the seller's meters. The seller is the
 * caller's organization; a key it may bind is an organization key whose organization is one of
 * its customers (external_id = the organization's id), the customer each counted request is
 * charged to. Verification is verify.ts.
 */

/** The seller's live customer whose external id is the organization's id, or null. */
export async function customerOfOrganization(
  db: Db,
  access: OrganizationAccess,
  organizationId: string,
): Promise<Customer | null> {
  try {
    return await customers.getExternal(db, access, organizationId);
  } catch (error) {
    if (isNotFoundError(error)) return null;
    throw error;
  }
}

/** What the request event carries: the key, so the seller can tell its keys' requests apart. */
export const requestMetadata = (apiKeyId: string) => ({ api_key_id: apiKeyId });

async function meterToBind(db: Db, organizationId: string, meterId: string): Promise<Meter> {
  try {
    const meter = await getMeter(db, organizationId, meterId);
    // Each verified request is one event; only a count makes it one unit of the balance.
    if (meter.aggregation.func !== "count")
      throw ValidationFailure.at(
        ["body", "meter_id"],
        "The meter must count events (aggregation count): each verified request is one event.",
      );
    return meter;
  } catch (error) {
    if (isNotFoundError(error)) throw ValidationFailure.at(["body", "meter_id"], "Meter not found.", "meter_id");
    throw error;
  }
}

/** The event name: the one given, else the one the meter's filter requires; it must match the filter. */
function eventNameFor(meter: Meter, body: ApiKeyMeterBind, apiKeyId: string): string {
  const name = body.event_name ?? pinnedName(meter.filter);
  if (!name)
    throw ValidationFailure.at(
      ["body", "event_name"],
      "Required: the meter's filter does not name one event (name eq ...), so say which event a request is.",
      "missing",
    );
  const event = { name, timestamp: nowIso(), metadata: requestMetadata(apiKeyId) };
  // Undecided (a filter ordering strings, decided by the database's collation) is let through.
  if (matchesInMemory(meter.filter, event) === false)
    throw ValidationFailure.at(["body", "event_name"], `Events named "${name}" do not match the meter's filter.`);
  return name;
}

async function toResource(
  db: Db,
  access: OrganizationAccess,
  row: repository.ApiKeyMeterRow,
  keyOrganizationId: string,
): Promise<ApiKeyMeter> {
  const customer = await customerOfOrganization(db, access, keyOrganizationId);
  return {
    api_key_id: row.api_key_id,
    organization_id: row.organization_id,
    external_customer_id: keyOrganizationId,
    customer_id: customer?.id ?? null,
    meter_id: row.meter_id,
    event_name: row.event_name,
    created_at: row.created_at,
    modified_at: row.modified_at,
  };
}

/** `PUT /v1/api-key-meters/{api_key_id}`: binds the key, or moves it to another meter or event name. */
export async function bind(
  db: Db,
  apiKeys: OrganizationApiKeys,
  access: OrganizationAccess,
  apiKeyId: string,
  body: ApiKeyMeterBind,
): Promise<ApiKeyMeter> {
  const key = await apiKeys.find(apiKeyId);
  if (!key || !(await customerOfOrganization(db, access, key.organizationId))) throw ApiKeyMeterErrors.KEY_NOT_FOUND();
  const meter = await meterToBind(db, access.organizationId, body.meter_id);
  const eventName = eventNameFor(meter, body, key.id);
  const bound = await repository.upsert(
    db,
    access.organizationId,
    { api_key_id: key.id, meter_id: meter.id, event_name: eventName },
    nowIso(),
  );
  if (!bound) throw ApiKeyMeterErrors.BOUND_ELSEWHERE();
  const row = await repository.find(db, access.organizationId, key.id);
  if (!row) throw ApiKeyMeterErrors.NOT_BOUND();
  return toResource(db, access, row, key.organizationId);
}

export async function get(
  db: Db,
  apiKeys: OrganizationApiKeys,
  access: OrganizationAccess,
  apiKeyId: string,
): Promise<ApiKeyMeter> {
  const row = await repository.find(db, access.organizationId, apiKeyId);
  // The binding goes with its key (foreign key), so a bound key exists.
  const key = row ? await apiKeys.find(row.api_key_id) : undefined;
  if (!row || !key) throw ApiKeyMeterErrors.NOT_BOUND();
  return toResource(db, access, row, key.organizationId);
}

/** `DELETE`: the key's requests are no longer counted (verification still checks the key). */
export async function unbind(db: Db, access: OrganizationAccess, apiKeyId: string): Promise<void> {
  if (!(await repository.remove(db, access.organizationId, apiKeyId))) throw ApiKeyMeterErrors.NOT_BOUND();
}
