import { type Db, inTransaction } from "../../db/transaction.ts";
import { nowIso } from "../../kit/time.ts";
import type { OrganizationAccess } from "../api-access/access.ts";
import { TooManyAttempts } from "../common/attempt-limit.ts";
import type { BillingError } from "../common/errors.ts";
import { usage } from "../customer-meters/usage.ts";
import { matchesInMemory } from "../meters/filter.ts";
import { getMeter } from "../meters/service.ts";
import { recordUserEvent } from "../usage-events/service.ts";
import { ApiKeyMeterErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import type { ApiKeyVerificationResult, ApiKeyVerify } from "./schemas.ts";
import { customerOfOrganization, requestMetadata } from "./service.ts";
import type { ApiKeyVerification, ApiKeyVerifier, VerifiedApiKey } from "./verifier.ts";

/**
 * `POST /v1/api-key-meters/verify`: what the seller's backend calls on each
 * request it receives with an organization API key.
 *
 * 1. The key is verified by the api-key plugin (verifier.ts): unknown, disabled, expired → 401;
 *    its rate limit or quota spent → 429 (Retry-After for the rate limit). Each call spends one
 *    request of the key's rate limit, as a request made with the key would.
 * 2. The key's organization must be the seller's customer (external_id) → else 403.
 * 3. Bound to a meter: under a lock on (customer, meter), a balance ≤ 0 is 402 UsageLimitReached
 *    and nothing is ingested; otherwise one event is ingested in the same transaction and the
 *    balance after it is answered. Requests of one customer on one meter are thus counted one at
 *    a time, and with a count meter the balance never goes below 0 however many run at once.
 *    Unbound: 200 with `usage: null`, nothing counted.
 */

type VerifyDeps = { db: Db; verifier: ApiKeyVerifier };

function refusal(verification: Exclude<ApiKeyVerification, { valid: true }>): BillingError {
  switch (verification.refusal) {
    case "rate_limited":
      return new TooManyAttempts(verification.retryAfterSeconds, verification.message);
    case "usage_exceeded":
      return ApiKeyMeterErrors.KEY_USAGE_EXCEEDED();
    case "ip_not_allowed":
      return ApiKeyMeterErrors.IP_NOT_ALLOWED({ message: verification.message }).withCode("IP_NOT_ALLOWED");
    case "invalid":
      return ApiKeyMeterErrors.INVALID_KEY({ message: verification.message });
  }
}

type Counted = { spent: boolean; balance: number };

/** One request of the key on its meter: the balance checked and the event written under one lock. */
async function countRequest(
  db: Db,
  organizationId: string,
  binding: repository.ApiKeyMeterRow,
  customerId: string,
  key: VerifiedApiKey,
): Promise<number> {
  const meter = await getMeter(db, organizationId, binding.meter_id);
  const metadata = requestMetadata(key.id);
  const counted = await inTransaction(db, async (trx): Promise<Counted> => {
    await repository.lockCustomerMeter(trx, customerId, meter.id);
    const before = (await usage(trx, organizationId, customerId, meter.id)).balance;
    if (before <= 0) return { spent: true, balance: before };
    await recordUserEvent(trx, organizationId, {
      name: binding.event_name,
      customerId,
      externalCustomerId: key.organizationId,
      metadata,
    });
    // A count meter matching the event consumed exactly one unit; otherwise (the meter changed
    // since it was bound) the balance is read again.
    const oneUnit =
      meter.aggregation.func === "count" &&
      matchesInMemory(meter.filter, { name: binding.event_name, timestamp: nowIso(), metadata }) === true;
    const after = oneUnit ? before - 1 : (await usage(trx, organizationId, customerId, meter.id)).balance;
    return { spent: false, balance: after };
  });
  if (counted.spent) throw ApiKeyMeterErrors.USAGE_LIMIT_REACHED({ meterName: meter.name, balance: counted.balance });
  return counted.balance;
}

export async function verify(
  deps: VerifyDeps,
  access: OrganizationAccess,
  body: ApiKeyVerify,
  clientIp: string | null = null,
): Promise<ApiKeyVerificationResult> {
  // The address the seller saw the key used from; else this call's own (kit/ip-ranges.ts).
  const verification = await deps.verifier(body.key, body.ip_address ?? clientIp);
  if (!verification.valid) throw refusal(verification);
  const { key } = verification;
  const customer = await customerOfOrganization(deps.db, access, key.organizationId);
  if (!customer) throw ApiKeyMeterErrors.NOT_A_CUSTOMER();
  const answer = { id: key.id, organization_id: key.organizationId, name: key.name };
  const binding = await repository.find(deps.db, access.organizationId, key.id);
  if (!binding) return { valid: true, key: answer, usage: null };
  const balance = await countRequest(deps.db, access.organizationId, binding, customer.id, key);
  return { valid: true, key: answer, usage: { meter_id: binding.meter_id, customer_id: customer.id, balance } };
}
