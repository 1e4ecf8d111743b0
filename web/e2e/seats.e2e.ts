import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg } from "../../server/test/helpers/billing.ts";
import { buyProduct, createSeatProduct, VOLUME_SEAT_TIERS } from "../../server/test/helpers/checkout.ts";
import {
  type E2E,
  expectAccessible,
  linkIn,
  newDesktopPage,
  orgApi,
  screenshotBoth,
  signInThroughPage,
  startE2E,
} from "./harness.ts";

/**
 * Seat-based prices in Chromium: the product form's tiers editor, the hosted checkout's
 * seat count, and the customer portal's seats — assign one by email, the holder claims it from the
 * mailed link on the claim page, the buyer changes the seat count after a preview and revokes the
 * seat. SCREENSHOTS_DIR=/dir keeps each new screen at 1280×800 and 390×844.
 */

let e2e: E2E;
let seller: BillingOrg;

const api = <T>(method: string, path: string, body?: unknown): Promise<T> =>
  orgApi<T>(e2e.server, seller.token, method, path, body);

/** A product priced by VOLUME_SEAT_TIERS: 2–4 seats at $10.00, 5–10 at $8.00 (3 seats cost $30.00). */
async function seatPlan(name: string): Promise<string> {
  return (await createSeatProduct(e2e.server, seller.token, name, VOLUME_SEAT_TIERS)).id;
}

beforeAll(async () => {
  e2e = await startE2E({ BENEFIT_GRANT_POLL_MS: "100" });
  seller = await billingOrg(e2e.server, "seats-seller");
});
afterAll(async () => e2e?.close());

describe("seat-based prices", () => {
  it("an owner creates a seat-based product with two tiers in the form, past the server's 422 on a tier", async () => {
    const { context, page } = await newDesktopPage(e2e);
    await signInThroughPage(page, seller.owner.email);
    await page.goto(`/organizations/${seller.organization.slug}/billing/products/new`);
    await page.getByLabel("Product name").fill("Team seats");
    await page.getByLabel("Subscription").check();
    await page.getByLabel("Billing interval").selectOption("month");
    await page.getByLabel("Price type").selectOption("seat_based");
    await page.getByLabel("Tier type").selectOption("volume");

    const first = page.getByRole("group", { name: "Tier 1" });
    await first.getByLabel("Min seats").fill("2");
    await first.getByLabel("Price per seat (USD)").fill("10");
    // A second tier starts where the first ends; changing the first's end moves it.
    await page.getByRole("button", { name: "Add tier" }).click();
    const second = page.getByRole("group", { name: "Tier 2" });
    await first.getByLabel("Max seats").fill("4");
    await expect.poll(() => second.getByLabel("Min seats").inputValue()).toBe("5");
    await second.getByLabel("Price per seat (USD)").fill("8");

    // The form's own check: only the last tier may be unlimited.
    await first.getByLabel("Max seats").fill("");
    await page.getByRole("button", { name: "Create product" }).click();
    await first.getByText("Only the last tier can be unlimited").waitFor();
    await first.getByLabel("Max seats").fill("4");

    // More seats than Polar allows: the server's 422 lands on that tier's input.
    await second.getByLabel("Max seats").fill("200000");
    await page.getByRole("button", { name: "Create product" }).click();
    const secondMax = second.getByLabel("Max seats");
    await expect.poll(() => secondMax.getAttribute("aria-invalid")).toBe("true");
    await second.getByText(/100000|100,000/).waitFor();
    await expectAccessible(page);
    await screenshotBoth(page, "seats-product-form");

    await secondMax.fill("10");
    await page.getByRole("button", { name: "Create product" }).click();
    await page.getByText("Product created").waitFor();
    await page.getByTestId("product-name").getByText("Team seats").waitFor();
    const products = await api<{
      items: Array<{ name: string; prices: Array<{ amount_type: string; seat_tiers?: unknown }> }>;
    }>("GET", "/products/?limit=100");
    const created = products.items.find((product) => product.name === "Team seats");
    expect(created?.prices[0]).toMatchObject({
      amount_type: "seat_based",
      seat_tiers: {
        seat_tier_type: "volume",
        minimum_seats: 2,
        maximum_seats: 10,
        tiers: [
          { min_seats: 2, max_seats: 4, price_per_seat: 1000 },
          { min_seats: 5, max_seats: 10, price_per_seat: 800 },
        ],
      },
    });
    await page.getByRole("link", { name: "← All products" }).click();
    await page
      .getByTestId("product-row")
      .filter({ hasText: "Team seats" })
      .getByText("From $8.00 per seat / month")
      .waitFor();
    await context.close();
  });

  it("a buyer picks 3 seats on the hosted checkout (refused below the minimum) and subscribes", async () => {
    const productId = await seatPlan("Checkout seats");
    const checkout = await api<{ url: string; client_secret: string; id: string }>("POST", "/checkouts/", {
      products: [productId],
    });
    const { context, page } = await newDesktopPage(e2e);
    await page.goto(checkout.url);
    await page.getByTestId("checkout-product-name").filter({ hasText: "Checkout seats" }).waitFor();
    await page.getByTestId("checkout-price").filter({ hasText: "From $8.00 per seat / month" }).waitFor();
    const seats = page.getByLabel("Seats", { exact: true });
    expect(await seats.inputValue()).toBe("2");
    await page.getByText("Between 2 and 10 seats").waitFor();
    await page.getByTestId("checkout-seat-price").filter({ hasText: "$10.00 per seat · $20.00 for 2 seats" }).waitFor();

    // One seat is below the price's first tier.
    await seats.fill("1");
    await page.getByText("Minimum 2 seats required.").waitFor();
    await expect.poll(() => seats.getAttribute("aria-invalid")).toBe("true");

    await seats.fill("3");
    await page.getByTestId("checkout-seat-price").filter({ hasText: "$10.00 per seat · $30.00 for 3 seats" }).waitFor();
    await expect.poll(() => page.getByTestId("checkout-seats").textContent()).toBe("3 × $10.00");
    await expect.poll(() => page.getByTestId("checkout-subtotal").textContent()).toBe("$30.00");
    await expectAccessible(page);
    await screenshotBoth(page, "seats-checkout");

    await page.getByLabel("Email").fill("team-buyer@example.com");
    await page.getByLabel("Name", { exact: true }).fill("Tia Team");
    await page.getByLabel("Country").selectOption("DE");
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry (MM / YY)").fill("12 / 34");
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await page.getByRole("heading", { name: "Thank you for your purchase" }).waitFor({ timeout: 20_000 });

    const subscriptions = await api<{ items: Array<{ seats: number | null; amount: number }> }>(
      "GET",
      `/subscriptions/?product_id=${productId}`,
    );
    expect(subscriptions.items[0]).toMatchObject({ seats: 3, amount: 3000 });
    await context.close();
  });

  it("the buyer assigns a seat in the portal, the holder claims it from the mail, the buyer adds seats after a preview and revokes the seat", async () => {
    const productId = await seatPlan("Portal seats");
    const buyer = `seat-buyer-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { checkout } = await buyProduct(e2e.server, seller.token, productId, {
      email: buyer,
      checkout: { seats: 3 },
    });
    expect(checkout.status).toBe("succeeded");
    const session = await api<{ token: string }>("POST", "/customer-sessions/", {
      customer_id: String(checkout.customer_id),
    });

    const { context, page } = await newDesktopPage(e2e);
    await page.goto(`/portal?customer_session_token=${session.token}`);
    const subscription = page.getByRole("article", { name: "Portal seats" });
    const seats = subscription.getByRole("region", { name: "Seats" });
    await seats.getByTestId("portal-seats-usage").filter({ hasText: "0 of 3 seats assigned" }).waitFor();
    await seats.getByText("No seat is assigned yet.").waitFor();

    // A bad address stays in the form; a good one gets an invitation mail.
    const holder = `seat-holder-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const assign = seats.getByRole("form", { name: "Assign a seat" });
    await assign.getByLabel("Email of the seat holder").fill("not-an-email");
    await assign.getByRole("button", { name: "Assign a seat" }).click();
    await expect.poll(() => assign.getByLabel("Email of the seat holder").getAttribute("aria-invalid")).toBe("true");
    await assign.getByLabel("Email of the seat holder").fill(holder);
    await assign.getByRole("button", { name: "Assign a seat" }).click();
    await page.getByText("Seat assigned").waitFor();
    const row = seats.getByTestId("portal-seat").filter({ hasText: holder });
    await row.getByText("Invited", { exact: true }).waitFor();
    await seats.getByTestId("portal-seats-usage").filter({ hasText: "1 of 3 seats assigned" }).waitFor();
    await expectAccessible(page);
    await screenshotBoth(page, "seats-portal");

    // Resending mails a new link; the first one stops working.
    const first = await e2e.server.smtp.mailTo(holder, "You have a seat");
    e2e.server.smtp.clear();
    await row.getByRole("button", { name: "Resend invitation" }).click();
    await page.getByText("Invitation sent again").waitFor();
    const mail = await e2e.server.smtp.mailTo(holder, "You have a seat");
    const stale = linkIn(first.links, "/seats/claim?token=");
    const link = linkIn(mail.links, "/seats/claim?token=");
    expect(link).not.toBe(stale);

    // The holder, in a browser of their own: an old link is refused in words, the new one claims.
    const { context: holderContext, page: holderPage } = await newDesktopPage(e2e);
    await holderPage.goto(stale);
    await holderPage.getByText("This seat link is invalid or has expired").waitFor();
    await expectAccessible(holderPage);
    await holderPage.goto(link);
    await holderPage.getByRole("heading", { name: "Claim your seat", level: 1 }).waitFor();
    const details = holderPage.getByTestId("seat-claim-details");
    await details.getByText("Portal seats").waitFor();
    await details.getByText(seller.organization.name).waitFor();
    await details.getByText(holder).waitFor();
    await holderPage.getByTestId("seller").getByText(seller.organization.name).waitFor();
    await expectAccessible(holderPage);
    await screenshotBoth(holderPage, "seats-claim");
    await holderPage.getByRole("button", { name: "Claim seat" }).click();
    await holderPage.waitForURL("**/portal");
    await holderPage.getByTestId("portal-customer-email").filter({ hasText: holder }).waitFor();
    expect(holderPage.url()).not.toContain("customer_session_token");
    // The holder's portal names the plan they hold a seat on.
    await holderPage.getByTestId("portal-held-seat").filter({ hasText: "Portal seats" }).waitFor();
    await expectAccessible(holderPage);
    await screenshotBoth(holderPage, "seats-held");
    await holderContext.close();

    await page.reload();
    await row.getByText("Claimed", { exact: true }).waitFor();

    // Two more seats: the preview says what is due now, then the subscription has 5.
    await seats.getByRole("button", { name: "Change seats" }).click();
    const dialog = page.getByRole("dialog", { name: "Change seats" });
    await dialog.getByLabel("Number of seats").fill("5");
    await dialog.getByTestId("portal-seats-preview").waitFor();
    await expect.poll(() => dialog.getByTestId("portal-seats-new-amount").textContent()).toBe("$40.00");
    expect(await dialog.getByTestId("portal-seats-due-now").textContent()).toMatch(/^\$\d+\.\d\d$/);
    await expectAccessible(page);
    await screenshotBoth(page, "seats-portal-change");
    await dialog.getByRole("button", { name: "Add 2 seats" }).click();
    await dialog.waitFor({ state: "hidden" });
    await seats.getByTestId("portal-seats-usage").filter({ hasText: "1 of 5 seats assigned" }).waitFor();
    await subscription.getByText(/· 5 seats$/).waitFor();

    // Fewer seats wait for the period's end.
    await seats.getByRole("button", { name: "Change seats" }).click();
    await dialog.getByLabel("Number of seats").fill("2");
    await dialog.getByRole("button", { name: "Remove 3 seats at period end" }).click();
    await dialog.waitFor({ state: "hidden" });
    await seats
      .getByTestId("portal-seats-pending")
      .filter({ hasText: /^2 seats from / })
      .waitFor();

    // Revoking frees the seat.
    await row.getByRole("button", { name: "Revoke seat" }).click();
    const revoke = page.getByRole("dialog", { name: "Revoke this seat?" });
    await revoke.getByRole("button", { name: "Revoke seat" }).click();
    await revoke.waitFor({ state: "hidden" });
    await row.waitFor({ state: "detached" });
    await seats.getByTestId("portal-seats-usage").filter({ hasText: "0 of 5 seats assigned" }).waitFor();
    const listed = await api<{ seats: Array<{ status: string }>; available_seats: number }>(
      "GET",
      `/customer-seats?subscription_id=${checkout.subscription_id}`,
    );
    expect(listed.seats.map((seat) => seat.status)).toEqual(["revoked"]);
    await context.close();
  });
});
