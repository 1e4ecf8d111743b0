import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg } from "../../server/test/helpers/billing.ts";
import { buyProduct } from "../../server/test/helpers/checkout.ts";
import { startTestServer, type TestServer } from "../../server/test/helpers/test-server.ts";
import { launchBrowser, orgApi, requireWebDist, signInThroughPage } from "./harness.ts";

/**
 * The dashboard's Meters and Events sections, in Chromium: the owner creates a meter through the
 * form (sum of `tokens` over `api.call` events), sees its chart empty, events are ingested through
 * POST /v1/events/ingest, the refreshed page shows the total and bars, and the events explorer
 * lists the ingested events filtered by name. The customer bought 100 credits of the meter (a
 * meter_credit benefit): the meter's usage per customer and the customer's portal show the balance.
 */

let server: TestServer;
let browser: Browser;
let seller: BillingOrg;
let customerId: string;

const api = <T>(method: string, path: string, body?: unknown): Promise<T> =>
  orgApi<T>(server, seller.token, method, path, body);

beforeAll(async () => {
  // The grant worker polls often, so the meter credits land within the test.
  server = await startTestServer({ webDistDir: requireWebDist(), env: { BENEFIT_GRANT_POLL_MS: "200" } });
  browser = await launchBrowser();
  seller = await billingOrg(server, "meters-owner");
  customerId = (
    await api<{ id: string }>("POST", "/customers/", { email: "heavy-user@example.com", external_id: "user_42" })
  ).id;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("billing area: meters and events", () => {
  it("an owner creates a meter through the form, sees usage move after ingestion, archives it, and finds its events by meter and by name", async () => {
    const context = await browser.newContext({ baseURL: server.gatehouse.config.baseURL });
    const page = await context.newPage();
    await signInThroughPage(page, seller.owner.email);
    await page.goto(`/organizations/${seller.organization.slug}/billing/meters`);
    await page.getByText(/No meters yet/).waitFor();

    // The form: name, a filter on the event name plus a nested "or" group, sum of tokens.
    await page.getByRole("link", { name: "New meter" }).click();
    const form = page.getByRole("form", { name: "New meter" });
    await form.getByLabel("Name").fill("AI tokens");
    expect(await form.getByLabel("Property of condition 1").inputValue()).toBe("name");
    await form.getByLabel("Value of condition 1").fill("api.call");
    await form.getByRole("button", { name: "Add group" }).click();
    await form.getByLabel("Combine the conditions of group 2").selectOption("or");
    await form.getByLabel("Property of condition 2.1").fill("tokens");
    await form.getByLabel("Operator of condition 2.1").selectOption("gt");
    await form.getByLabel("Value type of condition 2.1").selectOption("number");
    await form.getByLabel("Value of condition 2.1").fill("0");
    await form.getByRole("button", { name: "Add condition to group 2" }).click();
    await form.getByLabel("Property of condition 2.2").fill("premium");
    await form.getByLabel("Value type of condition 2.2").selectOption("boolean");
    await form.getByLabel("Aggregation").selectOption("sum");
    // Client validation first: the property to sum is required.
    await form.getByRole("button", { name: "Create meter" }).click();
    await form.getByText("Enter the property to aggregate").waitFor();
    await form.getByLabel("Property", { exact: true }).fill("tokens");
    // The server's 422 lands on the condition it is about (a quote cannot be in a metadata key).
    await form.getByLabel("Property of condition 2.2").fill('pre"mium');
    await form.getByRole("button", { name: "Create meter" }).click();
    await form.getByText("Property may not contain quotes or backslashes").waitFor();
    expect(await form.getByLabel("Property of condition 2.2").getAttribute("aria-invalid")).toBe("true");
    await form.getByLabel("Property of condition 2.2").fill("premium");
    await form.getByRole("button", { name: "Create meter" }).click();

    // The meter's page: the filter in one line, the chart empty.
    await page.getByRole("heading", { name: "AI tokens" }).waitFor();
    await page
      .getByText('Sum of tokens of events where name = "api.call" and (tokens > 0 or premium = true)')
      .waitFor();
    const meterId = page.url().split("/").pop() ?? "";
    const total = page.getByTestId("meter-total");
    await expect.poll(() => total.textContent()).toBe("0");
    const chart = page.getByTestId("usage-chart");
    expect(await chart.getAttribute("data-nonzero")).toBe("0");
    expect(await chart.locator(".recharts-bar-rectangle path").count()).toBe(0);

    // The customer buys 100 credits of this meter (a product with a meter_credit benefit).
    const benefit = await api<{ id: string }>("POST", "/benefits/", {
      type: "meter_credit",
      description: "100 AI tokens",
      properties: { meter_id: meterId, units: 100, rollover: false },
    });
    const product = await api<{ id: string }>("POST", "/products/", {
      name: "Token pack",
      prices: [{ amount_type: "fixed", price_currency: "usd", price_amount: 500 }],
    });
    await api("POST", `/products/${product.id}/benefits`, { benefits: [benefit.id] });
    const { checkout } = await buyProduct(server, seller.token, product.id, {
      email: "heavy-user@example.com",
      checkout: { customer_id: customerId },
    });
    expect(checkout.status).toBe("succeeded");

    // Ingestion: three matching events (5 + 7 + 10 tokens), one of another name, one without tokens.
    const ingested = await api<{ inserted: number; duplicates: number }>("POST", "/events/ingest", {
      events: [
        { name: "api.call", customer_id: customerId, metadata: { tokens: 5, model: "small" } },
        { name: "api.call", external_customer_id: "user_42", metadata: { tokens: 7, model: "large" } },
        { name: "api.call", customer_id: customerId, metadata: { tokens: 10, premium: true } },
        { name: "api.call", customer_id: customerId, metadata: { model: "small" } },
        { name: "page.view", customer_id: customerId, metadata: { tokens: 1000 } },
      ],
    });
    expect(ingested).toEqual({ inserted: 5, duplicates: 0 });

    await page.getByRole("button", { name: "Refresh" }).click();
    await expect.poll(() => total.textContent()).toBe("22");
    await expect.poll(() => chart.getAttribute("data-nonzero")).toBe("1");
    await expect.poll(() => chart.locator(".recharts-bar-rectangle path").count()).toBeGreaterThan(0);
    // The API agrees with the page.
    const now = new Date();
    const quantities = await api<{ total: number }>(
      "GET",
      `/meters/${meterId}/quantities?interval=day&start_timestamp=${encodeURIComponent(new Date(now.getTime() - 86_400_000).toISOString())}&end_timestamp=${encodeURIComponent(new Date(now.getTime() + 3_600_000).toISOString())}`,
    );
    expect(quantities.total).toBe(22);
    // Per customer: consumed, credited (once the worker granted the credits), balance.
    const usage = page.getByTestId("customer-meter-row").filter({ hasText: "heavy-user@example.com" });
    await expect
      .poll(
        async () => {
          const shown = (await usage.count()) > 0 ? await usage.getAttribute("data-balance") : null;
          if (shown !== "78") await page.getByRole("button", { name: "Refresh" }).click();
          return shown;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe("78");
    expect(await usage.getByTestId("customer-meter-consumed").textContent()).toBe("22");

    // Archive and unarchive.
    await page.getByRole("button", { name: "Archive", exact: true }).click();
    await page.getByTestId("meter-archived").waitFor();
    await page.getByRole("button", { name: "Unarchive" }).click();
    await expect.poll(() => page.getByTestId("meter-archived").count()).toBe(0);

    // The meter's events (the three its filter matches), then every api.call event by name, metadata on demand.
    await page.getByRole("link", { name: "View events" }).click();
    await page.getByRole("table", { name: "Events" }).waitFor();
    const rows = page.getByTestId("event-row");
    await expect.poll(() => rows.count()).toBe(3);
    await page.getByLabel("Meter").selectOption({ label: "Any meter" });
    await page.locator("input").and(page.getByLabel("Event name")).fill("api.call");
    await page.getByRole("option", { name: "api.call" }).waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => rows.count()).toBe(4);
    expect(await page.locator('[data-testid="event-row"][data-name="page.view"]').count()).toBe(0);
    const first = rows.first();
    await first.getByRole("button", { name: /Show the metadata of api\.call/ }).click();
    await first.getByTestId("metadata-entry").first().waitFor();

    // The customer's portal (a customer session link): the meter's usage.
    const session = await api<{ token: string }>("POST", "/customer-sessions/", { customer_id: customerId });
    await page.goto(`/portal?customer_session_token=${session.token}`);
    const portalMeter = page
      .getByRole("table", { name: "Your usage" })
      .getByTestId("portal-meter-row")
      .filter({ hasText: "AI tokens" });
    await expect.poll(() => portalMeter.getByTestId("portal-meter-consumed").textContent()).toBe("22");
    expect(await portalMeter.getByTestId("portal-meter-credited").textContent()).toBe("100");
    expect(await portalMeter.getByTestId("portal-meter-balance").textContent()).toBe("78");
    // Its chart of the last 30 days (the portal's quantities route): today's bar.
    const portalChart = portalMeter.getByRole("figure", { name: "AI tokens: usage per day, last 30 days" });
    await expect.poll(() => portalChart.getAttribute("data-nonzero")).toBe("1");
    expect(await portalChart.getAttribute("data-testid")).toBe("portal-meter-chart");
    await context.close();
  });
});
