/**
 * `usage_event.customer_key` (migration 0023): how an event names its customer. An event sent
 * with an external customer id is keyed by it (`x:` + the id; a UUID never starts with `x:`),
 * any other by its customer_id. A customer's events are those under its id's key and its
 * external id's key.
 */
export function eventCustomerKey(customerId: string | null, externalCustomerId: string | null): string | null {
  return externalCustomerId !== null ? `x:${externalCustomerId}` : customerId;
}

/** The keys of the events of customers known by these ids and external ids. */
export function customerKeys(ids: readonly string[], externalIds: readonly string[]): string[] {
  return [...new Set([...ids, ...externalIds.map((externalId) => `x:${externalId}`)])];
}
