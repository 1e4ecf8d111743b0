import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg, createToken, sdk10, v1 } from "../helpers/billing.ts";
import { pngBytes, uploadFile } from "../helpers/billing-files.ts";
import { buyProduct } from "../helpers/checkout.ts";
import { testClock } from "../helpers/clock.ts";
import { COMMAND_TIMEOUT, runGatehouse } from "../helpers/gatehouse-command.ts";
import { drainGrantJobs } from "../helpers/grants.ts";
import { createScratchDatabase, type ScratchDatabase } from "../helpers/test-database.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * `gatehouse import billing --from polar`: one Gatehouse plays Polar (the origin, seeded through
 * the Polar SDK, a subscription bought by checkout), the command imports into another's
 * organization, and the Polar SDK reads the same things back from the target; a second run
 * changes nothing; a benefit that cannot move is refused and the rest imported; the first renewal in Gatehouse, without a card (a merchant of record keeps
 * its cards), goes into dunning, and a card added in the portal pays it.
 */

const SECRET = "test-secret-test-secret-test-secret-0123456789";
const clock = testClock();
let origin: TestServer;
let target: TestServer;
let targetDb: ScratchDatabase;
let seller: BillingOrg;
let buyer: BillingOrg;
let env: Record<string, string>;
let workDir: string;
const seeded = {
  productId: "",
  subscriptionId: "",
  trialSubscriptionId: "",
  customerId: "",
  licenseKey: "",
  email: "",
  tieredProductIds: [] as string[],
};
/** Gatehouse ids by kind and origin id, as the mapping file of the first run says. */
let mapping: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  // The origin renews nothing while the test clock moves: what it says changes only when a test changes it.
  origin = await startTestServer({ env: { RENEWAL_INTERVAL_MS: "86400000" } });
  targetDb = await createScratchDatabase({ migrated: true });
  // The renewal job runs often on the target: the test clock moves the subscription to its renewal.
  target = await startTestServer({ database: targetDb, env: { AUTH_SECRET: SECRET, RENEWAL_INTERVAL_MS: "100" } });
  env = { ...targetDb.env, AUTH_SECRET: SECRET, BASE_URL: target.url };
  seller = await billingOrg(origin, "polar-origin");
  buyer = await billingOrg(target, "polar-target");
  workDir = mkdtempSync(join(tmpdir(), "billing-import-"));
  await seedOrigin();
});
afterAll(async () => {
  clock.uninstall();
  await origin?.close();
  await target?.close();
  await targetDb?.drop();
  rmSync(workDir, { recursive: true, force: true });
});

/** A catalog, a customer with an external id, and a running subscription bought by checkout. */
async function seedOrigin(): Promise<void> {
  const polar = sdk10(origin, seller.token);
  const field = await polar.customFields.create({ type: "text", slug: "company", name: "Company", properties: {} });
  const meter = await polar.meters.create({
    name: "API calls",
    filter: { conjunction: "and", clauses: [{ property: "name", operator: "eq", value: "api.call" }] },
    aggregation: { func: "count" },
  });
  const note = await polar.benefits.create({
    type: "custom",
    description: "Priority support",
    properties: { note: "Hi" },
  });
  const keys = await polar.benefits.create({
    type: "license_keys",
    description: "License key",
    properties: { prefix: "PRO", activations: { limit: 2, enable_customer_admin: true } },
  });
  const credits = await polar.benefits.create({
    type: "meter_credit",
    description: "Free calls",
    properties: { units: 100, rollover: false, meter_id: meter.id },
  });
  const product = await polar.products.create({
    name: "Pro plan",
    description: "Everything",
    recurring_interval: "month",
    prices: [{ amount_type: "fixed", price_amount: 1200, price_currency: "usd" }],
    attached_custom_fields: [{ custom_field_id: field.id, required: false }],
    metadata: { tier: "pro" },
  });
  await polar.products.updateBenefits(product.id, { benefits: [note.id, keys.id, credits.id] });
  // Tiered prices and a price set per currency come over as they are.
  const team = await polar.products.create({
    name: "Team plan",
    recurring_interval: "month",
    prices: [
      { amount_type: "fixed", price_amount: 4900, price_currency: "usd" },
      { amount_type: "fixed", price_amount: 4500, price_currency: "eur" },
      {
        amount_type: "metered_tiers",
        price_currency: "usd",
        meter_id: meter.id,
        cap_amount: 10_000,
        tiers: { type: "graduated", tiers: [{ bound: 1000, unit_amount: "0" }, { unit_amount: "0.25" }] },
      },
    ],
  });
  const pack = await polar.products.create({
    name: "Credit pack",
    prices: [
      {
        amount_type: "unit_based",
        price_currency: "usd",
        minimum_units: 5,
        unit_label: { en: { "=1": "credit", other: "credits" } },
        tiers: { type: "volume", tiers: [{ bound: 99, unit_amount: "10" }, { unit_amount: "7.5" }] },
      },
    ],
  });
  seeded.tieredProductIds = [team.id, pack.id];
  await polar.discounts.create({
    type: "percentage",
    basis_points: 1000,
    duration: "forever",
    name: "Welcome",
    code: "WELCOME10",
  });
  seeded.email = `ada-${crypto.randomUUID()}@example.com`;
  const customer = await polar.customers.create({
    email: seeded.email,
    name: "Ada Lovelace",
    external_id: `user-${crypto.randomUUID()}`,
    billing_address: { country: "US", state: "NY", line1: "1 Main St", city: "New York", postal_code: "10001" },
    metadata: { plan_source: "web" },
  });
  const { checkout } = await buyProduct(origin, seller.token, product.id, { email: seeded.email });
  expect(checkout.status).toBe("succeeded");
  await drainGrantJobs(origin.gatehouse.database.db);
  const [key] = (await polar.licenseKeys.list({})).items;
  await v1(origin, "POST", "/customer-portal/license-keys/activate", {
    body: { key: key?.key, organization_id: seller.organization.id, label: "laptop" },
  });
  // A second plan with a trial, bought by someone else: trialing on the origin.
  const trialPlan = await polar.products.create({
    name: "Trial plan",
    recurring_interval: "month",
    trial_interval: "day",
    trial_interval_count: 14,
    prices: [{ amount_type: "fixed", price_amount: 900, price_currency: "usd" }],
  });
  const trial = await buyProduct(origin, seller.token, trialPlan.id, {
    email: `trial-${crypto.randomUUID()}@example.com`,
  });
  expect(trial.checkout.status).toBe("succeeded");
  seeded.trialSubscriptionId = String(trial.checkout.subscription_id);
  seeded.productId = product.id;
  seeded.customerId = customer.id;
  seeded.subscriptionId = String(checkout.subscription_id);
  seeded.licenseKey = key?.key ?? "";
}

const importArgs = (...extra: string[]) => [
  "import",
  "billing",
  "--organization",
  buyer.organization.slug,
  "--from",
  "polar",
  "--api-url",
  origin.url,
  "--token",
  seller.token,
  ...extra,
];

describe("gatehouse import billing --from polar", COMMAND_TIMEOUT, () => {
  it("brings the catalog, the customers and the running subscription, as the Polar SDK reads them", async () => {
    const mappingFile = join(workDir, "mapping.json");
    const run = await runGatehouse(importArgs("--mapping", mappingFile), env);
    expect(run.stderr).not.toMatch(/^ +refused /m);
    expect(run.code, run.stderr).toBe(0);
    // A custom field, a meter, three benefits, four products, a discount, two customers, two subscriptions, a key.
    expect(run.stdout).toContain("created 15, updated 0, unchanged 0, refused 0");
    mapping = JSON.parse(readFileSync(mappingFile, "utf8")) as Record<string, Record<string, string>>;

    const polar = sdk10(target, buyer.token);
    const product = await polar.products.get(mapping.product?.[seeded.productId] ?? "");
    expect(product).toMatchObject({ name: "Pro plan", recurring_interval: "month", description: "Everything" });
    expect(product.metadata).toMatchObject({ tier: "pro", imported_from: "polar", polar_id: seeded.productId });
    expect(product.prices).toMatchObject([{ amount_type: "fixed", price_amount: 1200, price_currency: "usd" }]);
    expect(product.benefits.map((benefit) => benefit.type).sort()).toEqual(["custom", "license_keys", "meter_credit"]);
    expect(product.attached_custom_fields.map((field) => field.custom_field)).toMatchObject([
      { slug: "company", name: "Company", type: "text" },
    ]);
    const [meter] = (await polar.meters.list({})).items;
    expect(meter).toMatchObject({ name: "API calls", aggregation: { func: "count" } });
    const [team, pack] = await Promise.all(
      seeded.tieredProductIds.map((id) => polar.products.get(mapping.product?.[id] ?? "")),
    );
    expect(team?.prices).toMatchObject([
      { amount_type: "fixed", price_amount: 4900, price_currency: "usd" },
      { amount_type: "fixed", price_amount: 4500, price_currency: "eur" },
      {
        amount_type: "metered_tiers",
        meter_id: meter?.id,
        cap_amount: 10_000,
        tiers: {
          type: "graduated",
          tiers: [
            { bound: 1000, unit_amount: "0" },
            { bound: null, unit_amount: "0.25" },
          ],
        },
      },
    ]);
    expect(pack?.prices).toMatchObject([
      {
        amount_type: "unit_based",
        minimum_units: 5,
        maximum_units: null,
        unit_label: { en: { "=1": "credit", other: "credits" } },
        tiers: {
          type: "volume",
          tiers: [
            { bound: 99, unit_amount: "10" },
            { bound: null, unit_amount: "7.5" },
          ],
        },
      },
    ]);
    expect(product.benefits.find((benefit) => benefit.type === "meter_credit")).toMatchObject({
      description: "Free calls",
      properties: { units: 100, rollover: false, meter_id: meter?.id },
    });

    const customers = await polar.customers.list({ email: seeded.email });
    const customer = customers.items[0];
    const originCustomer = await sdk10(origin, seller.token).customers.get(seeded.customerId);
    expect(customer).toMatchObject({
      name: "Ada Lovelace",
      external_id: originCustomer.external_id,
      billing_address: originCustomer.billing_address,
      metadata: { plan_source: "web", imported_from: "polar", polar_id: seeded.customerId },
    });
    expect((await polar.discounts.list({})).items).toMatchObject([
      { name: "Welcome", code: "WELCOME10", type: "percentage", basis_points: 1000, duration: "forever" },
    ]);

    const originSubscription = await sdk10(origin, seller.token).subscriptions.get(seeded.subscriptionId);
    const subscription = await polar.subscriptions.get(mapping.subscription?.[seeded.subscriptionId] ?? "");
    expect(subscription).toMatchObject({
      status: "active",
      amount: 1200,
      currency: "usd",
      recurring_interval: "month",
      cancel_at_period_end: false,
      current_period_start: originSubscription.current_period_start,
      current_period_end: originSubscription.current_period_end,
      customer_id: customer?.id,
      product_id: product.id,
    });
    expect(subscription.prices.map((price) => price.id)).toContain(product.prices[0]?.id);
    const originTrial = await sdk10(origin, seller.token).subscriptions.get(seeded.trialSubscriptionId);
    const trial = await polar.subscriptions.get(mapping.subscription?.[seeded.trialSubscriptionId] ?? "");
    expect(trial).toMatchObject({
      status: "trialing",
      amount: 900,
      trial_start: originTrial.trial_start,
      trial_end: originTrial.trial_end,
      current_period_end: originTrial.trial_end,
    });

    // The grant worker grants the subscription's benefits; the license key is the origin's, with its activation.
    await drainGrantJobs(target.gatehouse.database.db);
    const grants = await polar.benefitGrants.list({ customer_id: customer?.id ?? "", is_granted: true });
    expect(grants.items).toHaveLength(3);
    const [key] = (await polar.licenseKeys.list({})).items;
    expect(key?.key).toBe(seeded.licenseKey);
    const validated = await v1<{ status: string }>(target, "POST", "/customer-portal/license-keys/validate", {
      body: { key: seeded.licenseKey, organization_id: buyer.organization.id },
    });
    expect(validated.body.status).toBe("granted");
    const originKey = (await sdk10(origin, seller.token).licenseKeys.list({})).items[0];
    const originActivations = (await sdk10(origin, seller.token).licenseKeys.get(originKey?.id ?? "")).activations;
    expect((await polar.licenseKeys.get(key?.id ?? "")).activations).toMatchObject(
      originActivations.map((activation) => ({ id: activation.id, label: "laptop" })),
    );
    expect((await polar.meters.list({})).items.map((meter) => [meter.name, meter.aggregation])).toEqual([
      ["API calls", { func: "count" }],
    ]);

    // Nothing was bought here: no order, no subscription.created.
    expect((await polar.orders.list({})).items).toHaveLength(0);
    const created = await target.gatehouse.database.db
      .selectFrom("billing_event")
      .select("type")
      .where("organization_id", "=", buyer.organization.id)
      .where("type", "in", ["subscription.created", "order.created", "order.paid"])
      .execute();
    expect(created).toEqual([]);
    const recorded = await target.gatehouse.database.db
      .selectFrom("billing_event")
      .select("type")
      .distinct()
      .where("organization_id", "=", buyer.organization.id)
      .execute();
    expect(recorded.map((event) => event.type)).toEqual(
      expect.arrayContaining([
        "product.created",
        "benefit.created",
        "customer.created",
        "customer.state_changed",
        "benefit_grant.created",
      ]),
    );
    const run2 = await target.gatehouse.database.db
      .selectFrom("import_run")
      .selectAll()
      .where("organization_id", "=", buyer.organization.id)
      .executeTakeFirstOrThrow();
    expect(run2).toMatchObject({ kind: "billing", source: "polar", created: 15, refused: 0 });
  });

  it("changes nothing the second time; a dry run counts a changed product, then a run updates it", async () => {
    const again = await runGatehouse(importArgs(), env);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain("created 0, updated 0, unchanged 15, refused 0");

    await sdk10(origin, seller.token).products.update(seeded.productId, { name: "Pro plan 2" });
    const dry = await runGatehouse(importArgs("--dry-run"), env);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain("would have created 0, updated 1, unchanged 14, refused 0");
    const polar = sdk10(target, buyer.token);
    expect((await polar.products.list({ query: "Pro plan" })).items.map((p) => p.name)).toEqual(["Pro plan"]);
    const dryRuns = await target.gatehouse.database.db
      .selectFrom("import_run")
      .select(["dry_run", "updated"])
      .where("dry_run", "=", 1)
      .execute();
    expect(dryRuns.map((row) => Number(row.updated))).toEqual([1]);

    const real = await runGatehouse(importArgs(), env);
    expect(real.stdout).toContain("created 0, updated 1, unchanged 14, refused 0");
    expect((await polar.products.list({ query: "Pro plan" })).items.map((p) => p.name)).toEqual(["Pro plan 2"]);
  });

  it("reports what it refuses with its kind, id and reason, imports the rest, and exits 1", async () => {
    const polar = sdk10(origin, seller.token);
    const file = await uploadFile(origin, seller.token, {
      service: "downloadable",
      mimeType: "application/zip",
      name: "pack.zip",
      bytes: pngBytes("zip"),
    });
    const downloads = await polar.benefits.create({
      type: "downloadables",
      description: "Downloads",
      properties: { files: [file.id] },
    });
    // Grace bought in Gatehouse already: the import takes her customer over.
    const grace = `grace-${crypto.randomUUID()}@example.com`;
    await polar.customers.create({ email: grace, name: "Grace Hopper" });
    const local = await sdk10(target, buyer.token).customers.create({ email: grace, name: "G. Hopper" });
    const run = await runGatehouse(importArgs(), env);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `refused benefit ${downloads.id}: its files do not move: upload them to Gatehouse and make the benefit there`,
    );
    expect(run.stdout).toContain("created 0, updated 1, unchanged 15, refused 1");
    expect((await sdk10(target, buyer.token).customers.list({ email: grace })).items).toMatchObject([
      { id: local.id, name: "Grace Hopper", metadata: { imported_from: "polar" } },
    ]);
    const recorded = await target.gatehouse.database.db
      .selectFrom("import_run")
      .selectAll()
      .where("organization_id", "=", buyer.organization.id)
      .orderBy("started_at", "desc")
      .executeTakeFirstOrThrow();
    expect(Number(recorded.refused)).toBe(1);
    expect(JSON.parse(recorded.refusals)).toEqual([
      { position: `benefit ${downloads.id}`, reason: expect.stringContaining("its files do not move") },
    ]);
  });

  it("stops before writing when the origin cannot be read, and on wrong use", async () => {
    const runs = () => target.gatehouse.database.db.selectFrom("import_run").select("id").execute();
    const before = (await runs()).length;
    const narrow = await createToken(origin, seller.owner, seller.organization.id, ["products:read", "customers:read"]);
    const unreadable = await runGatehouse(
      importArgs().map((arg) => (arg === seller.token ? narrow : arg)),
      env,
    );
    expect(unreadable.code).toBe(1);
    expect(unreadable.stderr).toMatch(/GET \/v1\/custom-fields\/ answered 403: .*\(nothing was imported\)/);
    expect((await runs()).length).toBe(before);
    const wrong = await runGatehouse(
      ["import", "billing", "--organization", buyer.organization.slug, "--from", "polar"],
      env,
    );
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain("--from polar needs --api-url and --token");
  });

  it("renews in Gatehouse: without a card the first renewal goes into dunning, a card added in the portal pays it", async () => {
    const polar = sdk10(target, buyer.token);
    const subscription = await polar.subscriptions.get(mapping.subscription?.[seeded.subscriptionId] ?? "");
    clock.set(new Date(Date.parse(subscription.current_period_end) + 60_000).toISOString());
    await expect.poll(async () => (await polar.subscriptions.get(subscription.id)).status).toBe("past_due");
    const pastDue = await polar.subscriptions.get(subscription.id);
    expect(pastDue.current_period_start).toBe(subscription.current_period_end);
    const mail = await target.smtp.mailTo(seeded.email, "failed");
    expect(mail.links.some((link) => link.includes("/portal/"))).toBe(true);

    // The customer opens the portal (the payment-failed mail links to it) and adds a card as the default.
    const session = await v1<{ token: string }>(target, "POST", "/customer-sessions/", {
      token: buyer.token,
      body: { customer_id: subscription.customer_id },
    });
    const PATH = "/customer-portal/customers/me/payment-methods";
    const card = await v1<{ id: string }>(target, "POST", `${PATH}/test-card-tokens`, {
      token: session.body.token,
      body: { number: "4242424242424242", exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: "123" },
    });
    const added = await v1(target, "POST", PATH, {
      token: session.body.token,
      body: { confirmation_token_id: card.body.id, set_default: true, return_url: `${target.url}/portal` },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    await expect.poll(async () => (await polar.subscriptions.get(subscription.id)).status).toBe("active");
    const orders = (await polar.orders.list({})).items;
    expect(orders.map((order) => [order.billing_reason, order.total_amount])).toEqual([["subscription_cycle", 1200]]);
  });

  it("ends in Gatehouse a subscription that ended on the origin since it was imported", async () => {
    await sdk10(origin, seller.token).subscriptions.revoke(seeded.subscriptionId);
    const run = await runGatehouse(importArgs(), env);
    expect(run.stdout).toContain("updated 1");
    const ended = await sdk10(target, buyer.token).subscriptions.get(
      mapping.subscription?.[seeded.subscriptionId] ?? "",
    );
    expect(ended.status).toBe("canceled");
  });
});
