import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg, expect422, sdk10, sdk047, v1 } from "../helpers/billing.ts";
import { buyProduct, createProduct } from "../helpers/checkout.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * Polar's CSV exports: GET /v1/orders/export and /v1/subscriptions/export, as
 * Polar writes them (excel dialect, amounts in major units, times in the requested zone), through
 * HTTP and both SDKs.
 */

let server: TestServer;
let seller: BillingOrg;
let other: BillingOrg;
let lampId: string;
let planId: string;
const buyer = `export-${crypto.randomUUID().slice(0, 8)}@example.com`;

beforeAll(async () => {
  server = await startTestServer();
  seller = await billingOrg(server, "exports");
  other = await billingOrg(server, "exports-other");
  lampId = (
    await createProduct(server, seller.token, {
      name: 'Lamp, "Deluxe"',
      prices: [{ amount_type: "fixed", price_amount: 2500, price_currency: "usd" }],
    })
  ).id;
  planId = (
    await createProduct(server, seller.token, {
      name: "Team plan",
      recurring_interval: "month",
      prices: [{ amount_type: "fixed", price_amount: 1234, price_currency: "usd" }],
    })
  ).id;
  await buyProduct(server, seller.token, lampId, { email: buyer });
  await buyProduct(server, seller.token, planId, { email: buyer });
});

afterAll(async () => {
  await server?.close();
});

async function csv(path: string, query: Record<string, string | string[]> = {}, token = seller.token) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const item of [value].flat()) search.append(key, item);
  const response = await fetch(`${server.url}/v1${path}?${search}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const lines = (text: string) => text.split("\r\n").filter(Boolean);
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{6})?\+00:00$/;

describe("GET /v1/orders/export", () => {
  it("answers Polar's default columns as CSV, newest first, a field with a comma or quote quoted", async () => {
    const answer = await csv("/orders/export");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toBe('attachment; filename="polar-orders.csv"');
    const [header, plan, lamp, ...rest] = lines(answer.text);
    expect(rest).toEqual([]);
    expect(header).toBe("Email,Created At,Product,Net Amount,Currency,Status,Invoice number");
    const planCells = String(plan).split(",");
    expect(planCells[0]).toBe(buyer);
    expect(planCells[1]).toMatch(ISO_UTC);
    expect(planCells.slice(2, 6)).toEqual(["Team plan", "12.34", "usd", "paid"]);
    expect(lamp).toMatch(new RegExp(`^${buyer},[^,]+,"Lamp, ""Deluxe""",25\\.0,usd,paid,[A-Z0-9-]+$`));
  });

  it("takes columns, a time zone, a product and a time range; refuses unknown ones with 422", async () => {
    const zoned = await csv("/orders/export", {
      columns: ["product", "total_amount", "billing_reason", "created_at"],
      timezone: "Asia/Kolkata",
      product_id: planId,
    });
    const [header, row, ...rest] = lines(zoned.text);
    expect(rest).toEqual([]);
    expect(header).toBe("Product,Total,Billing Reason,Created At");
    expect(row).toMatch(/^Team plan,12\.34,subscription_create,\d{4}-\d{2}-\d{2}T[\d:.]+\+05:30$/);

    const future = await csv("/orders/export", { created_after: "2999-01-01T00:00:00Z" });
    expect(lines(future.text)).toHaveLength(1);
    expect(future.headers.get("content-disposition")).toContain("polar-orders-2999-01-01.csv");

    const refusals: Record<string, string>[] = [
      { timezone: "Mars/Olympus" },
      { columns: "nope" },
      { created_after: "yesterday" },
    ];
    for (const query of refusals) {
      const refused = await v1(server, "GET", "/orders/export", { token: seller.token, query });
      expect422(refused, "query");
    }
  });

  it("another organization's token exports only its own (nothing)", async () => {
    expect(lines((await csv("/orders/export", {}, other.token)).text)).toHaveLength(1);
  });

  it("works through @polar-sh/sdk 0.47 and 1.0", async () => {
    const old = await sdk047(server, seller.token).orders.export({ organizationId: seller.organization.id });
    expect(lines(String(old))).toHaveLength(3);
    const now = await sdk10(server, seller.token).orders.export({ product_id: lampId });
    expect(lines(String(now))).toHaveLength(2);
  });
});

describe("GET /v1/subscriptions/export", () => {
  it("answers Polar's default columns; filters by status and product; through both SDKs", async () => {
    const answer = await csv("/subscriptions/export");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toBe('attachment; filename="polar-subscriptions.csv"');
    const [header, row, ...rest] = lines(answer.text);
    expect(rest).toEqual([]);
    expect(header).toBe("Email,Started At,Product,Amount,Currency,Status,Billing Interval");
    const cells = String(row).split(",");
    expect(cells[0]).toBe(buyer);
    expect(cells[1]).toMatch(ISO_UTC);
    expect(cells.slice(2)).toEqual(["Team plan", "12.34", "usd", "active", "month"]);

    const detailed = await csv("/subscriptions/export", {
      columns: ["product", "cancel_at_period_end", "canceled_at", "current_period_end"],
      timezone: "America/New_York",
    });
    expect(lines(detailed.text)[1]).toMatch(/^Team plan,false,,\d{4}-\d{2}-\d{2}T[\d:.]+-0[45]:00$/);
    expect(lines((await csv("/subscriptions/export", { status: "canceled" })).text)).toHaveLength(1);
    expect(lines((await csv("/subscriptions/export", { product_id: lampId })).text)).toHaveLength(1);

    const old = await sdk047(server, seller.token).subscriptions.export({ organizationId: seller.organization.id });
    expect(lines(String(old))).toHaveLength(2);
    const now = await sdk10(server, seller.token).subscriptions.export({});
    expect(lines(String(now))).toHaveLength(2);
  });
});
