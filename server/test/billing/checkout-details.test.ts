import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg, v1 } from "../helpers/billing.ts";
import {
  buyProduct,
  type CheckoutJson,
  createProduct,
  createSeatProduct,
  VOLUME_SEAT_TIERS,
} from "../helpers/checkout.ts";
import { type JsonResponse, startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * Details Polar's 1.0 API declares on checkout links (a preset seat count), checkouts (the buyer's
 * payment method kind) and customer state (a subscription's seats).
 */

let server: TestServer;
let seller: BillingOrg;
let seatProduct: string;
let fixedProduct: string;

beforeAll(async () => {
  server = await startTestServer();
  seller = await billingOrg(server, "details");
  seatProduct = (await createSeatProduct(server, seller.token, "Team plan", VOLUME_SEAT_TIERS)).id;
  fixedProduct = (await createProduct(server, seller.token, { name: "Handbook" })).id;
});
afterAll(() => server?.close());

/** A 422 in Polar's validation shape, at the given body field. */
function expectInvalid(response: JsonResponse<unknown>, loc: string[]): void {
  expect(response.status, JSON.stringify(response.body)).toBe(422);
  const detail = (response.body as { detail: Array<{ loc: unknown[]; msg: unknown }> }).detail;
  expect(detail[0]?.loc).toEqual(loc);
  expect(typeof detail[0]?.msg).toBe("string");
}

type Link = { id: string; seats: number | null; url: string };

const createLink = (body: Record<string, unknown>) =>
  v1<Link>(server, "POST", "/checkout-links/", { token: seller.token, body: { payment_processor: "stripe", ...body } });

/** The checkout a link's URL opens. */
async function openLink(link: Link): Promise<CheckoutJson & { seats: number | null }> {
  const response = await fetch(link.url, { redirect: "manual" });
  expect(response.status).toBe(302);
  const clientSecret = new URL(response.headers.get("location") ?? "").pathname.split("/").pop();
  const checkout = await v1<CheckoutJson & { seats: number | null }>(
    server,
    "GET",
    `/checkouts/client/${clientSecret}`,
  );
  expect(checkout.status).toBe(200);
  return checkout.body;
}

describe("checkout link seats", () => {
  it("stores a preset seat count and opens checkouts with it", async () => {
    const created = await createLink({ products: [seatProduct], seats: 6 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.seats).toBe(6);
    const got = await v1<Link>(server, "GET", `/checkout-links/${created.body.id}`, { token: seller.token });
    expect(got.body.seats).toBe(6);
    const checkout = await openLink(created.body);
    expect(checkout.seats).toBe(6);
    // Volume tiers: 6 seats at $8.00.
    expect(checkout.amount).toBe(4800);

    const plain = await createLink({ products: [seatProduct] });
    expect(plain.body.seats).toBeNull();
    expect((await openLink(plain.body)).seats).toBe(2);
  });

  it("refuses seats outside the price's bounds or on products without seat pricing, changing nothing", async () => {
    expectInvalid(await createLink({ products: [seatProduct], seats: 11 }), ["body", "seats"]);
    expectInvalid(await createLink({ products: [seatProduct], seats: 1 }), ["body", "seats"]);
    expectInvalid(await createLink({ products: [seatProduct, fixedProduct], seats: 3 }), ["body", "seats"]);
    expectInvalid(await createLink({ products: [seatProduct], seats: 0 }), ["body", "seats"]);

    const link = (await createLink({ products: [seatProduct], seats: 3 })).body;
    const path = `/checkout-links/${link.id}`;
    expectInvalid(await v1(server, "PATCH", path, { token: seller.token, body: { seats: 20 } }), ["body", "seats"]);
    expectInvalid(await v1(server, "PATCH", path, { token: seller.token, body: { products: [fixedProduct] } }), [
      "body",
      "seats",
    ]);
    expect((await v1<Link>(server, "GET", path, { token: seller.token })).body.seats).toBe(3);

    const updated = await v1<Link>(server, "PATCH", path, { token: seller.token, body: { seats: 4 } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.seats).toBe(4);
    const cleared = await v1<Link>(server, "PATCH", path, { token: seller.token, body: { seats: null } });
    expect(cleared.body.seats).toBeNull();
    // Without a preset, the link can take products without seat pricing.
    const fixed = await v1<Link>(server, "PATCH", path, { token: seller.token, body: { products: [fixedProduct] } });
    expect(fixed.status).toBe(200);
  });
});

describe("checkout payment_method_type", () => {
  it("is null until the buyer picks one, then kept", async () => {
    const created = await v1<CheckoutJson & { payment_method_type: string | null }>(server, "POST", "/checkouts/", {
      token: seller.token,
      body: { products: [fixedProduct] },
    });
    expect(created.status).toBe(201);
    expect(created.body.payment_method_type).toBeNull();
    const path = `/checkouts/client/${created.body.client_secret}`;
    const picked = await v1<{ payment_method_type: string | null }>(server, "PATCH", path, {
      body: { payment_method_type: "apple_pay" },
    });
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    expect(picked.body.payment_method_type).toBe("apple_pay");
    expectInvalid(await v1(server, "PATCH", path, { body: { payment_method_type: "" } }), [
      "body",
      "payment_method_type",
    ]);
    const got = await v1<{ payment_method_type: string | null }>(server, "GET", `/checkouts/${created.body.id}`, {
      token: seller.token,
    });
    expect(got.body.payment_method_type).toBe("apple_pay");
  });
});

describe("customer state seats", () => {
  it("lists a seat-based subscription with its seats", async () => {
    const { checkout } = await buyProduct(server, seller.token, seatProduct, {
      email: "team-buyer@example.com",
      checkout: { seats: 5 },
    });
    expect(checkout.status).toBe("succeeded");
    const customerId = checkout.customer_id;
    const state = await v1<{ active_subscriptions: Array<{ product_id: string; seats: number | null }> }>(
      server,
      "GET",
      `/customers/${customerId}/state`,
      { token: seller.token },
    );
    expect(state.status).toBe(200);
    expect(state.body.active_subscriptions).toEqual([expect.objectContaining({ product_id: seatProduct, seats: 5 })]);
  });
});
