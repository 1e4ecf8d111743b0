import { fromJsonColumn } from "../../db/json-column.ts";
import { metadataOutputSchema } from "../common/metadata.ts";
import { subscriptionCoreOf } from "../subscriptions/core-fields.ts";
import type * as subscriptions from "../subscriptions/service.ts";
import type { OrderSubscription } from "./schemas.ts";

/** Polar's OrderSubscription of a subscription row (no embedded objects). */
export function toOrderSubscription(row: subscriptions.SubscriptionRow): OrderSubscription {
  return { metadata: fromJsonColumn(metadataOutputSchema.default({}), row.metadata), ...subscriptionCoreOf(row) };
}
