import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, sdk10, v1 } from "../helpers/billing.ts";
import { testClock } from "../helpers/clock.ts";
import { COMMAND_TIMEOUT, runGatehouse } from "../helpers/gatehouse-command.ts";
import { startWithStripeSeller } from "../helpers/stripe-seller.ts";
import type { StripeObject, StripeStandIn } from "../helpers/stripe-stand-in.ts";
import type { TestServer } from "../helpers/test-server.ts";

/**
 * `gatehouse import billing --from stripe`: a Stripe account (the stand-in, holding products of
 * two intervals and a one-time one, a customer with a saved card and a running subscription)
 * imported into the organization that Stripe account is connected to; the card stays the
 * customer's, and the first renewal in Gatehouse charges it through Stripe.
 */

const SECRET = "sk_test_51ImportBillingSecretKey1";
const ACCOUNT = "acct_1ImportBilling01";
const clock = testClock();
let stripe: StripeStandIn;
let server: TestServer;
let seller: BillingOrg;
let env: Record<string, string>;
let card: StripeObject;
let periodEnd: Date;

beforeAll(async () => {
  ({ stripe, server, seller } = await startWithStripeSeller(
    "stripe-import",
    {
      secret_key: SECRET,
      publishable_key: "pk_test_51ImportBillingPublishable",
      webhook_secret: "whsec_ImportBilling1",
    },
    ACCOUNT,
    // The renewal job runs often here: the test clock moves the subscription to its renewal.
    { RENEWAL_INTERVAL_MS: "100" },
  ));
  env = {
    ...server.database.env,
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123456789",
    BASE_URL: server.url,
    STRIPE_API_URL: stripe.url,
  };
  seedStripe();
});
afterAll(async () => {
  clock.uninstall();
  await server?.close();
  await stripe?.close();
});

const unix = (at: Date) => Math.floor(at.getTime() / 1000);

function price(
  id: string,
  product: string,
  amount: number,
  interval: "month" | "year" | null,
  currency = "usd",
): StripeObject {
  return stripe.put({
    id,
    object: "price",
    active: true,
    billing_scheme: "per_unit",
    currency,
    custom_unit_amount: null,
    product,
    recurring: interval
      ? { interval, interval_count: 1, usage_type: "licensed", meter: null, trial_period_days: null }
      : null,
    tax_behavior: "unspecified",
    transform_quantity: null,
    type: interval ? "recurring" : "one_time",
    unit_amount: amount,
    metadata: {},
    created: unix(new Date()),
  });
}

/** Two products (one monthly and yearly, one one-time), a customer with a saved card, their subscription. */
function seedStripe(): void {
  const now = new Date();
  // The current monthly period holds now; it started two periods after the subscription.
  let start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 10, 12));
  if (start > now) start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 10, 12));
  periodEnd = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 10, 12));
  const anchor = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() - 2, 10, 12));
  for (const [id, name] of [
    ["prod_Team", "Team"],
    ["prod_Setup", "Setup"],
  ] as const)
    stripe.put({
      id,
      object: "product",
      active: true,
      name,
      description: `${name} description`,
      default_price: id === "prod_Team" ? "price_TeamMonthly" : "price_Setup",
      metadata: { line: "saas" },
      created: unix(anchor),
    });
  const monthly = price("price_TeamMonthly", "prod_Team", 2000, "month");
  price("price_TeamYearly", "prod_Team", 20000, "year");
  price("price_Setup", "prod_Setup", 5000, null);
  // The same product sold in euros: a live price of its own currency.
  price("price_SetupEur", "prod_Setup", 4500, null, "eur");
  card = stripe.savedCard("4242 4242 4242 4242", "cus_Ada");
  stripe.put({
    id: "cus_Ada",
    object: "customer",
    email: "ada@stripe-import.example",
    name: "Ada Lovelace",
    address: { line1: "1 Main St", line2: null, city: "New York", state: "NY", postal_code: "10001", country: "US" },
    metadata: { app_user: "42" },
    invoice_settings: { default_payment_method: card.id },
    preferred_locales: [],
  });
  subscription("sub_Running", "active", monthly);
  subscription("sub_Ended", "canceled", monthly);
}

function subscription(id: string, status: string, price: StripeObject, extra: Record<string, unknown> = {}) {
  const start = new Date(periodEnd);
  start.setUTCMonth(start.getUTCMonth() - 1);
  const anchor = new Date(start);
  anchor.setUTCMonth(anchor.getUTCMonth() - 2);
  return stripe.put({
    id,
    object: "subscription",
    status,
    customer: "cus_Ada",
    currency: "usd",
    items: {
      object: "list",
      data: [
        {
          id: `si_${id}`,
          object: "subscription_item",
          price,
          quantity: 1,
          current_period_start: unix(start),
          current_period_end: unix(periodEnd),
        },
      ],
    },
    billing_cycle_anchor: unix(anchor),
    start_date: unix(anchor),
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: status === "canceled" ? unix(anchor) : null,
    trial_start: null,
    trial_end: null,
    discounts: [],
    default_payment_method: null,
    pause_collection: null,
    cancellation_details: { comment: null },
    metadata: { origin: "stripe" },
    ...extra,
  });
}

const importArgs = ["import", "billing", "--organization", "", "--from", "stripe", "--api-key", SECRET];
const args = () => importArgs.map((arg, index) => (index === 3 ? seller.organization.id : arg));

describe("gatehouse import billing --from stripe", COMMAND_TIMEOUT, () => {
  it("brings products per interval, the customer with their card and the running subscription", async () => {
    const run = await runGatehouse(args(), env);
    expect(run.code, run.stderr).toBe(0);
    // Team (monthly), Team (yearly), Setup; the customer; the running subscription (the ended one left out).
    expect(run.stdout).toContain("created 5, updated 0, unchanged 0, refused 0");
    expect(run.stderr).toContain("Left out 1 subscriptions that were not running");

    const polar = sdk10(server, seller.token);
    const products = (await polar.products.list({ limit: 10 })).items;
    const shapes = products.map((product) => ({
      name: product.name,
      interval: product.recurring_interval,
      amount: product.prices[0]?.amount_type === "fixed" ? product.prices[0].price_amount : null,
      stripeId: product.metadata.stripe_id,
    }));
    expect(shapes).toEqual(
      expect.arrayContaining([
        { name: "Team (monthly)", interval: "month", amount: 2000, stripeId: "prod_Team:month" },
        { name: "Team (yearly)", interval: "year", amount: 20000, stripeId: "prod_Team:year" },
        { name: "Setup", interval: null, amount: 5000, stripeId: "prod_Setup:one_time" },
      ]),
    );
    const setup = products.find((product) => product.name === "Setup");
    expect(
      setup?.prices.map((p) => [p.price_currency, p.amount_type === "fixed" ? p.price_amount : null, p.is_archived]),
    ).toEqual([
      ["usd", 5000, false],
      ["eur", 4500, false],
    ]);
    expect(products.find((product) => product.name === "Team (yearly)")).toMatchObject({
      description: "Team description",
      metadata: { line: "saas", imported_from: "stripe" },
    });
    const [customer] = (await polar.customers.list({ email: "ada@stripe-import.example" })).items;
    expect(customer).toMatchObject({
      name: "Ada Lovelace",
      billing_address: { country: "US", city: "New York" },
      metadata: { app_user: "42", imported_from: "stripe", stripe_id: "cus_Ada" },
    });
    const [subscription] = (await polar.subscriptions.list({ customer_id: customer?.id ?? "" })).items;
    expect(subscription).toMatchObject({
      status: "active",
      amount: 2000,
      currency: "usd",
      recurring_interval: "month",
      current_period_end: periodEnd.toISOString(),
      product: { name: "Team (monthly)" },
      metadata: { origin: "stripe", stripe_id: "sub_Running" },
    });

    // The portal shows the customer their card, as Stripe holds it.
    const session = await v1<{ token: string }>(server, "POST", "/customer-sessions/", {
      token: seller.token,
      body: { customer_id: customer?.id },
    });
    const methods = await v1<{ items: Array<{ id: string }> }>(
      server,
      "GET",
      "/customer-portal/customers/me/payment-methods",
      { token: session.body.token },
    );
    expect(methods.body.items.map((method) => method.id)).toEqual([card.id]);

    const again = await runGatehouse(args(), env);
    expect(again.stdout).toContain("created 0, updated 0, unchanged 5, refused 0");
  });

  it("renews in Gatehouse by charging the same card through the connected Stripe account", async () => {
    const polar = sdk10(server, seller.token);
    const [subscription] = (await polar.subscriptions.list({})).items;
    if (!subscription) throw new Error("no imported subscription");
    clock.set(new Date(periodEnd.getTime() + 1000).toISOString());
    const renewals = () =>
      stripe
        .objectsOf("payment_intent")
        .filter((intent) => intent.description === `Subscription renewal ${subscription.id}`);
    await expect.poll(() => renewals().map((intent) => intent.status), { timeout: 15_000 }).toEqual(["succeeded"]);
    expect(renewals()[0]).toMatchObject({ amount: 2000, payment_method: card.id, customer: "cus_Ada" });
    await expect
      .poll(async () => (await polar.orders.list({})).items.map((order) => [order.billing_reason, order.total_amount]))
      .toEqual([["subscription_cycle", 2000]]);
    const renewed = await polar.subscriptions.get(subscription.id);
    expect(renewed).toMatchObject({ status: "active", current_period_start: periodEnd.toISOString() });
  });

  it("refuses what Gatehouse would not run as Stripe does, with the reason, and imports the rest", async () => {
    const tiered = stripe.put({ ...price("price_Tiered", "prod_Team", 0, "month"), billing_scheme: "tiered" });
    subscription("sub_Tiered", "active", tiered);
    subscription("sub_Discounted", "active", stripe.object("price_TeamMonthly") as StripeObject, {
      discounts: ["di_1Welcome"],
    });
    const run = await runGatehouse(args(), env);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("refused subscription sub_Tiered: its price price_Tiered is tiered or usage-based");
    expect(run.stderr).toContain(
      "refused subscription sub_Discounted: it has a discount (Stripe's coupons do not move)",
    );
    expect(run.stdout).toContain("created 0, updated 0, unchanged 5, refused 2");
  });
});
