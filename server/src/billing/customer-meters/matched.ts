import { fromJsonColumn } from "../../db/json-column.ts";
import type { Executor } from "../../db/transaction.ts";
import { Lru } from "../../kit/lru.ts";
import { nowIso } from "../../kit/time.ts";
import { type Filter, type FilterableEvent, filter as filterSchema, matchesInMemory } from "../meters/filter.ts";
import { customerIdsOfExternal } from "../meters/repository.ts";
import * as matchedRepository from "./matched-repository.ts";
import { ensure } from "./repository.ts";

/** The statements that write customer meters alongside ingested events (usage-events/service.ts). */
export { ensureStatements } from "./matched-repository.ts";

/**
 * Polar makes a customer meter for every meter with events of that customer, not only for meters
 * of a price or a credit. Ingestion asks which meters the batch's events match, for
 * the customers it names, and writes the missing customer meters in the same transaction as the
 * events (`ensureStatements`); creating a meter, changing its filter, or giving a customer the
 * external id its earlier events carry looks at the stored events (`ensureForStoredEvents`).
 */

export type MeterPair = { customerId: string; meterId: string };
/** What ingestion knows of each event it is about to store. */
export type BatchEvent = FilterableEvent & { customerId: string | null };

/**
 * Pairs whose customer meter is known to exist (rows are never deleted), so a steady stream of
 * events for the same customers asks the database nothing more. Ids are random UUIDs: one map
 * serves every database of the process.
 */
const known = new Lru<string, true>(100_000);
const pairKey = (organizationId: string, pair: MeterPair) => `${organizationId} ${pair.customerId} ${pair.meterId}`;

type MeterFilter = { id: string; filter: Filter };

async function metersOf(db: Executor, organizationId: string, ids?: readonly string[]): Promise<MeterFilter[]> {
  const rows = await matchedRepository.meterFilterRows(db, organizationId, ids);
  return rows.map((row) => ({ id: row.id, filter: fromJsonColumn(filterSchema, row.filter) }));
}

/**
 * The customer meters the batch needs that are not known to exist: a (customer, meter) pair for
 * each meter whose filter matches one of the customer's events in the batch. Filters are
 * evaluated in memory (meters/filter.ts: matchesInMemory); the database is asked only about the
 * events a filter orders strings on.
 */
export async function metersMatchedByBatch(
  db: Executor,
  organizationId: string,
  events: readonly BatchEvent[],
): Promise<MeterPair[]> {
  const byCustomer = new Map<string, BatchEvent[]>();
  for (const event of events) {
    if (event.customerId === null) continue;
    const own = byCustomer.get(event.customerId);
    if (own) own.push(event);
    else byCustomer.set(event.customerId, [event]);
  }
  if (byCustomer.size === 0) return [];
  const matched: MeterPair[] = [];
  const undecided: Array<{ meterId: string; filter: Filter; events: BatchEvent[] }> = [];
  for (const meter of await metersOf(db, organizationId)) {
    const ask: BatchEvent[] = [];
    for (const [customerId, own] of byCustomer) {
      const pair = { customerId, meterId: meter.id };
      if (known.get(pairKey(organizationId, pair))) continue;
      const results = own.map((event) => matchesInMemory(meter.filter, event));
      if (results.includes(true)) matched.push(pair);
      else ask.push(...own.filter((_, index) => results[index] === undefined));
    }
    if (ask.length) undecided.push({ meterId: meter.id, filter: meter.filter, events: ask });
  }
  return [...matched, ...(await matchedRepository.pairsMatchedByDatabase(db, undecided))];
}

/**
 * The pairs' customer meters written through `db` — inside the caller's transaction, for an event
 * written there too (usage-events/service.ts: recordUserEvent) rather than by ingestion's writer.
 */
export async function ensurePairs(
  db: Executor,
  organizationId: string,
  pairs: readonly MeterPair[],
  at: string,
): Promise<void> {
  for (const pair of pairs) await ensure(db, organizationId, pair.customerId, pair.meterId, at);
}

/** After the write committed: these pairs exist. */
export function rememberEnsured(organizationId: string, pairs: readonly MeterPair[]): void {
  for (const pair of pairs) known.set(pairKey(organizationId, pair), true);
}

/**
 * Customer meters for the stored user events: of the given meters (a new meter, a changed
 * filter), or of every meter for one customer (its external id now names earlier events).
 * Events keyed by an external id count for the customer holding that external id.
 */
export async function ensureForStoredEvents(
  db: Executor,
  organizationId: string,
  scope: { meterIds: readonly string[] } | { customerId: string; externalId: string },
): Promise<void> {
  const meters = await metersOf(db, organizationId, "meterIds" in scope ? scope.meterIds : undefined);
  const at = nowIso();
  for (const meter of meters) {
    const customer = "customerId" in scope ? scope : undefined;
    const keys = await matchedRepository.storedEventCustomerKeys(db, organizationId, meter.filter, customer);
    const customerIds = await customersOfKeys(db, organizationId, keys);
    for (const customerId of customerIds) {
      await ensure(db, organizationId, customerId, meter.id, at);
      rememberEnsured(organizationId, [{ customerId, meterId: meter.id }]);
    }
  }
}

/** Keys per query: far below SQLite's 32,766 bound values. */
const KEYS_PER_QUERY = 1000;

/** The live customers that event customer keys name: by id, or by external id (`x:` keys). */
async function customersOfKeys(db: Executor, organizationId: string, keys: readonly string[]): Promise<string[]> {
  const found = new Set<string>();
  for (let start = 0; start < keys.length; start += KEYS_PER_QUERY) {
    const chunk = keys.slice(start, start + KEYS_PER_QUERY);
    const externalIds = chunk.filter((key) => key.startsWith("x:")).map((key) => key.slice(2));
    const ids = chunk.filter((key) => !key.startsWith("x:"));
    for (const id of await matchedRepository.liveCustomerIds(db, organizationId, ids)) found.add(id);
    for (const id of await customerIdsOfExternal(db, organizationId, externalIds)) found.add(id);
  }
  return [...found];
}
