import { toJsonColumn } from "../../db/json-column.ts";
import { type Db, inTransaction } from "../../db/transaction.ts";
import { nowIso } from "../../kit/time.ts";
import type { OrganizationScope } from "../api-access/system-access.ts";
import { recordEvent } from "../common/events.ts";
import type { Metadata } from "../common/metadata.ts";
import { subscriptionStatus } from "./core-fields.ts";
import { SubscriptionErrors } from "./errors.ts";
import * as repository from "./repository.ts";
import type { SubscriptionResource } from "./schemas.ts";
import { load } from "./service.ts";

/** Polar's metadata update: replaces the metadata, in any status (an ended subscription's too, as Polar). */
export async function changeMetadata(
  db: Db,
  access: OrganizationScope,
  id: string,
  metadata: Metadata,
): Promise<SubscriptionResource> {
  const organizationId = access.organizationId;
  return inTransaction(db, async (trx) => {
    const changed = await repository.updateIf(trx, organizationId, id, subscriptionStatus.options, {
      metadata: toJsonColumn(metadata),
      modified_at: nowIso(),
    });
    if (!changed) throw SubscriptionErrors.NOT_FOUND();
    const resource = await load(trx, organizationId, id);
    await recordEvent(trx, organizationId, "subscription.updated", resource);
    return resource;
  });
}
