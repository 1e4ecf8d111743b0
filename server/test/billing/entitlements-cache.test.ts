import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EntitlementsCache } from "../../src/account-billing/entitlements/cache.ts";
import type { CustomerEntitlements } from "../../src/account-billing/entitlements/schemas.ts";
import { toJsonColumn } from "../../src/db/json-column.ts";
import { type BillingOrg, billingOrg } from "../helpers/billing.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * Entitlements are cached per (seller, customer external id) until the billing
 * events say the customer changed — read from the outbox, whichever process recorded them.
 */

let server: TestServer;
let seller: BillingOrg;

beforeAll(async () => {
  server = await startTestServer();
  seller = await billingOrg(server, "cache-seller");
});
afterAll(async () => server?.close());

const db = () => server.gatehouse.database.db;

/** An outbox event as the billing services record it (only what the cache reads matters). */
async function recordCustomerEvent(
  type: string,
  externalId: string,
  { id = crypto.randomUUID(), at = new Date().toISOString() } = {},
) {
  await db()
    .insertInto("billing_event")
    .values({
      id,
      organization_id: seller.organization.id,
      type,
      payload: toJsonColumn({ type, timestamp: at, data: { id: crypto.randomUUID(), external_id: externalId } }),
      created_at: at,
      dispatched_at: at,
      mailed_at: at,
      request_id: null,
    })
    .execute();
}

function countingLoader() {
  const loader = async (): Promise<CustomerEntitlements | null> => {
    loader.calls += 1;
    return null;
  };
  loader.calls = 0;
  return loader;
}

describe("the entitlements cache", () => {
  it("loads once, and again only after a billing event about that customer (from any process)", async () => {
    await recordCustomerEvent("customer.state_changed", "ann");
    const cache = new EntitlementsCache(db());
    // The first pass only notes where the outbox is: earlier events cannot be stale in this cache.
    expect(await cache.follow()).toBe(0);
    const ann = countingLoader();
    const bob = countingLoader();
    await cache.get(seller.organization.id, "ann", ann);
    await cache.get(seller.organization.id, "ann", ann);
    await cache.get(seller.organization.id, "bob", bob);
    expect([ann.calls, bob.calls]).toEqual([1, 1]);

    await recordCustomerEvent("customer.state_changed", "ann");
    await recordCustomerEvent("order.paid", "bob");
    expect(await cache.follow()).toBe(1);
    await cache.get(seller.organization.id, "ann", ann);
    await cache.get(seller.organization.id, "bob", bob);
    expect([ann.calls, bob.calls]).toEqual([2, 1]);

    await recordCustomerEvent("customer.deleted", "bob");
    expect(await cache.follow()).toBe(1);
    expect(await cache.follow()).toBe(0);
    await cache.get(seller.organization.id, "bob", bob);
    expect(bob.calls).toBe(2);
  });

  it("misses no event stamped in the same millisecond as one already read, or committed late", async () => {
    const cache = new EntitlementsCache(db());
    await cache.follow();
    const dan = countingLoader();
    await cache.get(seller.organization.id, "dan", dan);
    const at = new Date().toISOString();
    await recordCustomerEvent("customer.updated", "eve", { id: "ffffffff-ffff-4fff-bfff-ffffffffffff", at });
    expect(await cache.follow()).toBe(1);
    // Another process, the same millisecond, an id that sorts first; then one stamped a second earlier.
    await recordCustomerEvent("customer.updated", "dan", { id: "00000000-0000-4000-8000-000000000000", at });
    expect(await cache.follow()).toBe(1);
    await cache.get(seller.organization.id, "dan", dan);
    await recordCustomerEvent("customer.updated", "dan", { at: new Date(Date.parse(at) - 1_000).toISOString() });
    expect(await cache.follow()).toBe(1);
    expect(await cache.follow()).toBe(0);
    await cache.get(seller.organization.id, "dan", dan);
    expect(dan.calls).toBe(3);
  });

  it("an entry also expires after its time to live; a failed load is not kept", async () => {
    let now = 0;
    const cache = new EntitlementsCache(db(), 1_000, () => now);
    const loader = countingLoader();
    await cache.get(seller.organization.id, "cem", loader);
    now = 999;
    await cache.get(seller.organization.id, "cem", loader);
    now = 1_000;
    await cache.get(seller.organization.id, "cem", loader);
    expect(loader.calls).toBe(2);

    let failures = 0;
    const failing = async (): Promise<CustomerEntitlements | null> => {
      failures += 1;
      throw new Error("database away");
    };
    await expect(cache.get(seller.organization.id, "dia", failing)).rejects.toThrow("database away");
    await expect(cache.get(seller.organization.id, "dia", failing)).rejects.toThrow("database away");
    expect(failures).toBe(2);
  });
});
