import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { insert as insertDispute } from "../../../src/billing/disputes/repository.ts";
import { nowIso } from "../../../src/kit/time.ts";
import { type BillingOrg, billingOrg, v1 } from "../../helpers/billing.ts";
import { uploadFile } from "../../helpers/billing-files.ts";
import { buyProduct, createCheckout, createProduct, createSeatProduct } from "../../helpers/checkout.ts";
import { drainGrantJobs } from "../../helpers/grants.ts";
import type { TestServer } from "../../helpers/test-server.ts";

/**
 * One organization's realistic billing data, made through the raw API (not the SDK under test):
 * a product of each kind, a benefit of each type Gatehouse can grant without an outside service,
 * a discount, a customer who bought a one-time product, a subscription and seats, a license key,
 * an open checkout, a checkout link, a meter with events, a custom field, a webhook endpoint, a
 * file and a customer session for the portal.
 */

export type Seed = {
  org: BillingOrg;
  organizationId: string;
  organizationSlug: string;
  customerSession: string;
  meterId: string;
  fileId: string;
  benefitIds: { custom: string; licenseKeys: string; downloadables: string; meterCredit: string; featureFlag: string };
  productIds: { oneTime: string; monthly: string; metered: string; seats: string };
  discountId: string;
  customer: { id: string; externalId: string; email: string };
  /** A team customer, and a portal session of its owner member (who manages the team's members). */
  team: { id: string; externalId: string; ownerSession: string };
  orderId: string;
  subscriptionId: string;
  seatSubscriptionId: string;
  paymentId: string;
  licenseKey: { id: string; key: string };
  checkout: { id: string; clientSecret: string };
  checkoutLinkId: string;
  customFieldId: string;
  webhookEndpointId: string;
  eventId: string;
  disputeId: string;
  /** The order of the monthly plan's first period (the one-time order is the organization's to invoice). */
  planOrderId: string;
  /** Cards the customer saves in the portal: a test card token, and a 3-D Secure setup the bank approved. */
  portalCards: { confirmationTokenId: string; approvedSetupIntentId: string };
  /** Whom the organization and the customer invite to a seat. */
  seatEmails: { organization: string; portal: string };
};

type Created = { id: string } & Record<string, unknown>;

async function post(server: TestServer, token: string, path: string, body: unknown): Promise<Created> {
  const response = await v1<Created>(server, "POST", path, { token, body });
  expect(response.status, `${path} ${JSON.stringify(response.body)}`).toBeLessThan(300);
  return response.body;
}

async function firstItem(server: TestServer, token: string, path: string, query: Record<string, string>) {
  const response = await v1<{ items: Created[] }>(server, "GET", path, { token, query });
  const item = response.body.items?.[0];
  if (!item) throw new Error(`${path} listed nothing: ${JSON.stringify(response.body)}`);
  return item;
}

export async function seedOrganization(server: TestServer, label: string): Promise<Seed> {
  const org = await billingOrg(server, label);
  const token = org.token;
  // The customer holds a plan and a team plan at once, as Polar allows when the seller opts in.
  const settings = await v1(server, "PATCH", `/organizations/${org.organization.id}`, {
    token,
    body: { subscription_settings: { allow_multiple_subscriptions: true } },
  });
  expect(settings.status, JSON.stringify(settings.body)).toBe(200);
  const meter = await post(server, token, "/meters/", {
    name: "API calls",
    filter: { conjunction: "and", clauses: [{ property: "name", operator: "eq", value: "api_call" }] },
    aggregation: { func: "count" },
  });
  const file = await uploadFile(server, token, { service: "downloadable", name: "handbook.png" });
  const benefit = (type: string, description: string, properties: unknown) =>
    post(server, token, "/benefits/", { type, description, properties });
  const benefits = {
    custom: await benefit("custom", "Priority support", { note: "Write to support@example.com" }),
    licenseKeys: await benefit("license_keys", "Desktop app license", {
      prefix: "SWEEP",
      expires: null,
      activations: { limit: 3, enable_customer_admin: true },
      limit_usage: null,
    }),
    downloadables: await benefit("downloadables", "The handbook", { files: [file.id] }),
    meterCredit: await benefit("meter_credit", "1000 API calls", { units: 1000, rollover: false, meter_id: meter.id }),
    featureFlag: await benefit("feature_flag", "Beta features", {}),
  };
  const oneTime = await createProduct(server, token, { name: "Desktop app" });
  const monthly = await createProduct(server, token, {
    name: "Pro plan",
    recurring_interval: "month",
    prices: [{ amount_type: "fixed", price_amount: 1500, price_currency: "usd" }],
  });
  const metered = await createProduct(server, token, {
    name: "API usage",
    recurring_interval: "month",
    prices: [{ amount_type: "metered_unit", meter_id: meter.id, unit_amount: 2, price_currency: "usd" }],
  });
  const seats = await createSeatProduct(server, token, "Team plan");
  const attach = (productId: string, ids: string[]) =>
    post(server, token, `/products/${productId}/benefits`, { benefits: ids });
  await attach(oneTime.id, [benefits.licenseKeys.id, benefits.downloadables.id, benefits.custom.id]);
  await attach(monthly.id, [benefits.meterCredit.id, benefits.featureFlag.id]);
  const discount = await post(server, token, "/discounts/", {
    name: "Launch week",
    code: "LAUNCH10",
    type: "percentage",
    basis_points: 1000,
    duration: "once",
  });
  const email = `ada-${label}@example.com`;
  const externalId = `user-${label}`;
  const customer = await post(server, token, "/customers/", { email, name: "Ada Lovelace", external_id: externalId });
  const buy = async (productId: string, checkout: Record<string, unknown> = {}) => {
    const bought = await buyProduct(server, token, productId, {
      email,
      checkout: { customer_id: customer.id, ...checkout },
    });
    expect(bought.checkout.status, JSON.stringify(bought.confirmed.body)).toBe("succeeded");
    return bought.checkout;
  };
  await buy(oneTime.id);
  const subscribed = await buy(monthly.id);
  const seatsBought = await buy(seats.id, { seats: 3 });
  await drainGrantJobs(server.gatehouse.database.db);
  const order = await firstItem(server, token, "/orders/", { product_id: oneTime.id });
  const payment = await firstItem(server, token, "/payments/", { order_id: order.id });
  const licenseKey = await firstItem(server, token, "/license-keys/", { benefit_id: benefits.licenseKeys.id });
  const ingested = await post(server, token, "/events/ingest", {
    events: [1, 2, 3].map((call) => ({
      name: "api_call",
      customer_id: customer.id,
      external_id: `call-${label}-${call}`,
      metadata: { route: "/search", tokens: 120 * call },
    })),
  });
  expect(ingested).toMatchObject({ inserted: 3 });
  const event = await firstItem(server, token, "/events/", { customer_id: customer.id });
  const open = await createCheckout(server, token, monthly.id);
  const link = await post(server, token, "/checkout-links/", {
    payment_processor: "stripe",
    products: [oneTime.id, monthly.id],
    label: "Pricing page",
    allow_discount_codes: true,
  });
  const field = await post(server, token, "/custom-fields/", {
    type: "text",
    slug: "company",
    name: "Company",
    properties: { form_label: "Company name" },
  });
  const endpoint = await post(server, token, "/webhooks/endpoints", {
    // A closed port: deliveries are recorded and fail, which the delivery list shows.
    url: "https://127.0.0.1:9/hooks",
    format: "raw",
    events: ["order.created", "customer.updated"],
  });
  const disputeId = await openDispute(server, org.organization.id, order.id, payment.id);
  const session = await post(server, token, "/customer-sessions/", { customer_id: customer.id });
  const team = await post(server, token, "/customers/", {
    type: "team",
    name: "Analytical Engines",
    external_id: `team-${label}`,
    owner: { email: `grace-${label}@example.com`, name: "Grace" },
  });
  const teamOwner = await firstItem(server, token, `/customers/${team.id}/members`, {});
  const teamSession = await post(server, token, "/customer-sessions/", {
    customer_id: team.id,
    member_id: teamOwner.id,
  });
  // A wallet balance, so the portal's wallet list and get answer a real wallet.
  await post(server, token, "/wallets/credits", { customer_id: customer.id, amount: 500, currency: "usd" });
  const planOrder = await firstItem(server, token, "/orders/", { product_id: monthly.id });
  const portalCards = await savedCardSteps(server, String(session.token));
  return {
    org,
    organizationId: org.organization.id,
    organizationSlug: org.organization.slug,
    customerSession: String(session.token),
    meterId: meter.id,
    fileId: file.id,
    benefitIds: {
      custom: benefits.custom.id,
      licenseKeys: benefits.licenseKeys.id,
      downloadables: benefits.downloadables.id,
      meterCredit: benefits.meterCredit.id,
      featureFlag: benefits.featureFlag.id,
    },
    productIds: { oneTime: oneTime.id, monthly: monthly.id, metered: metered.id, seats: seats.id },
    discountId: discount.id,
    customer: { id: customer.id, externalId, email },
    team: { id: team.id, externalId: `team-${label}`, ownerSession: String(teamSession.token) },
    orderId: order.id,
    subscriptionId: String(subscribed.subscription_id),
    seatSubscriptionId: String(seatsBought.subscription_id),
    paymentId: payment.id,
    licenseKey: { id: licenseKey.id, key: String(licenseKey.key) },
    checkout: { id: open.id, clientSecret: open.client_secret },
    checkoutLinkId: link.id,
    customFieldId: field.id,
    webhookEndpointId: endpoint.id,
    eventId: event.id,
    disputeId,
    planOrderId: planOrder.id,
    portalCards,
    seatEmails: { organization: `mia-${label}@example.com`, portal: `leo-${label}@example.com` },
  };
}

/**
 * A chargeback on the seeded order, recorded as the payment processor's webhook records one
 * (only Stripe opens disputes; the API has no route that makes one).
 */
async function openDispute(server: TestServer, organizationId: string, orderId: string, paymentId: string) {
  const id = randomUUID();
  const inserted = await insertDispute(server.gatehouse.database.db, organizationId, {
    id,
    order_id: orderId,
    payment_id: paymentId,
    processor_dispute_id: `dp_${id.slice(0, 8)}`,
    status: "needs_response",
    reason: "product_not_received",
    amount: 2500,
    tax_amount: 0,
    currency: "usd",
    evidence_due_by: null,
    opened_mailed_at: nowIso(),
    closed_mailed_at: null,
    created_at: nowIso(),
    modified_at: null,
  });
  expect(inserted).toBe(true);
  return id;
}

/**
 * What the portal's card form does before the SDK's calls: test mode tokenizes a card as
 * Stripe.js would; a card asking for 3-D Secure is set up, and the challenge passed (the test
 * mode stand-in: its setup marked succeeded), leaving its confirmation to the SDK.
 */
async function savedCardSteps(server: TestServer, customerSession: string) {
  const PATH = "/customer-portal/customers/me/payment-methods";
  const tokenize = async (number: string) =>
    (
      await post(server, customerSession, `${PATH}/test-card-tokens`, {
        number,
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 2,
        cvc: "123",
      })
    ).id;
  const secure = await post(server, customerSession, PATH, {
    confirmation_token_id: await tokenize("4000002500003155"),
    set_default: false,
    return_url: "https://shop.example.com/portal",
  });
  const approvedSetupIntentId = String(secure.client_secret).split("_secret_")[0] ?? "";
  await server.gatehouse.database.db
    .updateTable("payment")
    .set({ status: "succeeded", client_secret: null })
    .where("id", "=", approvedSetupIntentId)
    .execute();
  return { confirmationTokenId: await tokenize("5555555555554444"), approvedSetupIntentId };
}
