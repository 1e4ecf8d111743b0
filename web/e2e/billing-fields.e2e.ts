import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg } from "../../server/test/helpers/billing.ts";
import { buyProduct, createProduct } from "../../server/test/helpers/checkout.ts";
import { type E2E, orgApi, signInThroughPage, startE2E } from "./harness.ts";

/**
 * Fields of Polar's API on the dashboard's forms and lists: a customer's billing name, a
 * discount's redemptions per customer, a webhook endpoint's API version (and the pause events),
 * and the receipt of a paid order (orders list, order page, customer portal).
 */

let e2e: E2E;
let seller: BillingOrg;
let slug: string;
let orderId: string;
let receiptNumber: string;
let customerId: string;

const api = <T>(method: string, path: string, body?: unknown): Promise<T> =>
  orgApi<T>(e2e.server, seller.token, method, path, body);

beforeAll(async () => {
  e2e = await startE2E();
  seller = await billingOrg(e2e.server, "fields-seller");
  slug = seller.organization.slug;
  const product = await createProduct(e2e.server, seller.token, { name: "Field guide" });
  const { checkout } = await buyProduct(e2e.server, seller.token, product.id, { email: "fields-buyer@example.com" });
  expect(checkout.status).toBe("succeeded");
  const orders = await api<{ items: Array<{ id: string; receipt_number: string | null; customer_id: string }> }>(
    "GET",
    `/orders/?checkout_id=${checkout.id}`,
  );
  const order = orders.items[0];
  if (!order?.receipt_number) throw new Error("the paid order has no receipt");
  orderId = order.id;
  receiptNumber = order.receipt_number;
  customerId = order.customer_id;
});
afterAll(() => e2e?.close());

describe("billing fields on the dashboard", () => {
  it("saves a customer's billing name and a discount's redemptions per customer", async () => {
    const { context, page } = await e2e.newPage();
    await signInThroughPage(page, seller.owner.email);

    await page.goto(`/organizations/${slug}/billing/customers/new`);
    await page.getByLabel("Email").fill("grace@example.com");
    await page.getByLabel("Name", { exact: true }).fill("Grace Hopper");
    await page.getByLabel("Billing name").fill("Hopper Consulting LLC");
    await page.getByRole("button", { name: "Create customer" }).click();
    await page.getByText("Customer created").waitFor();
    const customers = await api<{ items: Array<{ billing_name: string | null }> }>(
      "GET",
      "/customers/?email=grace@example.com",
    );
    expect(customers.items[0]?.billing_name).toBe("Hopper Consulting LLC");

    await page.goto(`/organizations/${slug}/billing/discounts`);
    await page.getByRole("link", { name: "New discount" }).click();
    await page.getByLabel("Name").fill("Once each");
    await page.getByLabel("Percent off").fill("15");
    await page.getByLabel("Redemptions per customer").fill("0");
    await page.getByRole("button", { name: "Create discount" }).click();
    await page.getByText("Enter a whole number of at least 1", { exact: false }).first().waitFor();
    await page.getByLabel("Redemptions per customer").fill("1");
    await page.getByRole("button", { name: "Create discount" }).click();
    await page.getByText("Discount created").waitFor();
    const discounts = await api<{ items: Array<{ name: string; max_redemptions_per_customer: number | null }> }>(
      "GET",
      "/discounts/?limit=100",
    );
    expect(discounts.items.find((item) => item.name === "Once each")?.max_redemptions_per_customer).toBe(1);
    await context.close();
  });

  it("creates a webhook endpoint on a chosen API version, with the pause events offered", async () => {
    const { context, page } = await e2e.newPage();
    await signInThroughPage(page, seller.owner.email);
    await page.goto(`/organizations/${slug}/billing/webhooks/new`);
    await page.getByLabel("URL").fill("https://example.com/hooks");
    expect(await page.getByLabel("API version").inputValue()).toBe("2026-10");
    await page.getByLabel("API version").selectOption("2027-01");
    await page.getByRole("textbox", { name: "Events" }).click();
    await page.getByRole("option", { name: "subscription.resumed" }).waitFor();
    await page.getByRole("option", { name: "subscription.paused" }).click();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Create endpoint" }).click();
    await page.getByText("Webhook endpoint created").waitFor();
    const endpoints = await api<{ items: Array<{ id: string; url: string; events: string[] }> }>(
      "GET",
      "/webhooks/endpoints",
    );
    const endpoint = endpoints.items.find((item) => item.url === "https://example.com/hooks");
    expect(endpoint?.events).toEqual(["subscription.paused"]);
    // The edit form shows the version the endpoint was saved with.
    await page.goto(`/organizations/${slug}/billing/webhooks/${endpoint?.id}`);
    await expect.poll(() => page.getByLabel("API version").inputValue()).toBe("2027-01");
    await context.close();
  });

  it("offers a paid order's receipt on the orders list, the order page and the portal", async () => {
    const { context, page } = await e2e.newPage();
    await signInThroughPage(page, seller.owner.email);
    await page.goto(`/organizations/${slug}/billing/orders`);
    await page
      .getByTestId("order-row")
      .getByRole("button", { name: `Download receipt ${receiptNumber}` })
      .waitFor();

    await page.goto(`/organizations/${slug}/billing/orders/${orderId}`);
    const download = page.getByRole("button", { name: `Download receipt ${receiptNumber}` });
    const popup = context.waitForEvent("page");
    await download.click();
    const opened = await popup;
    await opened.waitForURL(/receipt\.pdf/);
    expect(opened.url()).toContain(`/v1/orders/${orderId}/receipt.pdf`);
    await opened.close();

    const session = await api<{ token: string }>("POST", "/customer-sessions/", { customer_id: customerId });
    await page.goto(`/portal?customer_session_token=${session.token}`);
    await page
      .getByTestId("portal-order-row")
      .getByRole("button", { name: `Download receipt ${receiptNumber}` })
      .waitFor();
    await context.close();
  });
});
