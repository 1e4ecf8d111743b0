import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { benefitCreate } from "../../src/billing/benefits/schemas.ts";
import * as benefits from "../../src/billing/benefits/service.ts";
import {
  type BillingOrg,
  billingMember,
  billingOrg,
  createToken,
  expect422,
  expectError,
  sdk10,
  sdk047,
  v1,
} from "../helpers/billing.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { db } from "../organization/fixtures.ts";

/** /v1/products: create, read, list, update (prices, archive), benefits; events; 422s. */
let server: TestServer;
let a: BillingOrg;
let b: BillingOrg;

/** A meter of organization a (metered prices must name one of the organization's meters). */
let METER = "";
type Wire = { id: string; [key: string]: unknown };
type WireProduct = Wire & {
  prices: Array<Wire & { amount_type: string; is_archived: boolean }>;
  is_archived: boolean;
  name: string;
};
type WireList = { items: WireProduct[]; pagination: { total_count: number; max_page: number } };

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "prod-a");
  b = await billingOrg(server, "prod-b");
  const meter = await v1<{ id: string }>(server, "POST", "/meters/", {
    token: a.token,
    body: { name: "Requests", filter: { conjunction: "and", clauses: [] }, aggregation: { func: "count" } },
  });
  METER = meter.body.id;
});
afterAll(() => server?.close());

async function createProduct(org: BillingOrg, body: Record<string, unknown>): Promise<WireProduct> {
  const response = await v1<WireProduct>(server, "POST", "/products/", {
    token: org.token,
    body: { prices: [{ amount_type: "fixed", price_amount: 1000 }], ...body },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** The product's event types, sorted (events of one millisecond have no order between them). */
const eventsOf = (productId: string) =>
  db(server)
    .selectFrom("billing_event")
    .selectAll()
    .orderBy("created_at")
    .orderBy("id")
    .execute()
    .then((rows) =>
      rows
        .filter((row) => (JSON.parse(row.payload) as { data: { id?: string } }).data.id === productId)
        .map((row) => row.type)
        .sort(),
    );

describe("products through @polar-sh/sdk 0.47", () => {
  it("creates a recurring product with fixed and metered prices, gets, lists and updates it", async () => {
    const polar = sdk047(server, a.token);
    const created = await polar.products.create({
      name: "Pro plan",
      description: "Everything",
      recurringInterval: "month",
      metadata: { tier: "pro", seats: 5 },
      prices: [
        { amountType: "fixed", priceAmount: 2500, priceCurrency: "usd" },
        { amountType: "metered_unit", meterId: METER, unitAmount: 0.5, capAmount: 10_000, priceCurrency: "usd" },
      ],
    });
    expect(created).toMatchObject({
      name: "Pro plan",
      description: "Everything",
      recurringInterval: "month",
      recurringIntervalCount: 1,
      isRecurring: true,
      isArchived: false,
      organizationId: a.organization.id,
      visibility: "public",
      metadata: { tier: "pro", seats: 5 },
      benefits: [],
      medias: [],
      attachedCustomFields: [],
      trialInterval: null,
      modifiedAt: null,
    });
    expect(created.prices).toHaveLength(2);
    expect(created.prices[0]).toMatchObject({
      amountType: "fixed",
      priceAmount: 2500,
      priceCurrency: "usd",
      isArchived: false,
      productId: created.id,
      source: "catalog",
    });
    expect(created.prices[1]).toMatchObject({
      amountType: "metered_unit",
      unitAmount: "0.5",
      capAmount: 10_000,
      meterId: METER,
      meter: { id: METER },
    });

    const got = await polar.products.get({ id: created.id });
    expect(got.id).toBe(created.id);
    const listed = await polar.products.list({ isRecurring: true, limit: 100 });
    expect(listed.result.items.map((p) => p.id)).toContain(created.id);

    const updated = await polar.products.update({
      id: created.id,
      productUpdate: { name: "Pro plan 2", visibility: "private", description: "" },
    });
    expect(updated).toMatchObject({ name: "Pro plan 2", visibility: "private", description: null });
    expect(updated.modifiedAt).toBeInstanceOf(Date);
    const withBenefits = await polar.products.updateBenefits({
      id: created.id,
      productBenefitsUpdate: { benefits: [] },
    });
    expect(withBenefits.benefits).toEqual([]);
    expect(await eventsOf(created.id)).toEqual(["product.created", "product.updated", "product.updated"]);
  });

  it("creates one-time products with custom and free prices", async () => {
    const polar = sdk047(server, a.token);
    const custom = await polar.products.create({
      name: "Donation",
      prices: [{ amountType: "custom", minimumAmount: 0, maximumAmount: 10_000, presetAmount: 500 }],
    });
    expect(custom).toMatchObject({ isRecurring: false, recurringInterval: null, recurringIntervalCount: null });
    expect(custom.prices[0]).toMatchObject({
      amountType: "custom",
      minimumAmount: 0,
      maximumAmount: 10_000,
      presetAmount: 500,
      priceCurrency: "usd",
    });
    const free = await polar.products.create({
      name: "Free ebook",
      prices: [{ amountType: "free" }],
      visibility: "draft",
    });
    expect(free.prices[0]).toMatchObject({ amountType: "free", isArchived: false });
    const raw = await v1<WireProduct>(server, "GET", `/products/${free.id}`, { token: a.token });
    expect(raw.body.prices[0]).toMatchObject({ type: "one_time", recurring_interval: null });
  });
});

describe("products through @polar-sh/sdk 1.0", () => {
  it("creates, gets, lists, updates and sets benefits", async () => {
    const polar = sdk10(server, a.token);
    const created = await polar.products.create({
      name: "Yearly",
      recurring_interval: "year",
      recurring_interval_count: 2,
      prices: [{ amount_type: "fixed", price_amount: 9900, price_currency: "usd" }],
    });
    expect(created).toMatchObject({
      name: "Yearly",
      recurring_interval: "year",
      recurring_interval_count: 2,
      is_recurring: true,
    });
    expect((await polar.products.get(created.id)).id).toBe(created.id);
    const list = await polar.products.list({ query: "yearl", limit: 100 });
    expect(list.items.map((p) => p.id)).toContain(created.id);
    const updated = await polar.products.update(created.id, { metadata: { a: true } });
    expect(updated.metadata).toEqual({ a: true });
    const benefits = await polar.products.updateBenefits(created.id, { benefits: [] });
    expect(benefits.benefits).toEqual([]);
  });
});

describe("prices on update", () => {
  it("keeps { id } entries, archives prices left out and creates new ones", async () => {
    const product = await createProduct(a, {
      name: "Repriced",
      recurring_interval: "month",
      prices: [
        { amount_type: "fixed", price_amount: 1000 },
        { amount_type: "metered_unit", meter_id: METER, unit_amount: "0.001" },
      ],
    });
    const [fixed, metered] = product.prices;
    const response = await v1<WireProduct>(server, "PATCH", `/products/${product.id}`, {
      token: a.token,
      body: { prices: [{ id: metered!.id }, { amount_type: "custom", minimum_amount: 100 }] },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.prices.map((p) => p.amount_type)).toEqual(["metered_unit", "custom"]);
    expect(response.body.prices[0]!.id).toBe(metered!.id);
    const stored = await db(server)
      .selectFrom("product_price")
      .select(["id", "is_archived"])
      .where("product_id", "=", product.id)
      .execute();
    expect(stored.find((p) => p.id === fixed!.id)?.is_archived).toBe(1);
    expect(stored.filter((p) => p.is_archived === 0)).toHaveLength(2);
    // The archived price can't be kept again, and two static prices are refused.
    expect422(
      await v1(server, "PATCH", `/products/${product.id}`, { token: a.token, body: { prices: [{ id: fixed!.id }] } }),
      "body",
    );
    expect422(
      await v1(server, "PATCH", `/products/${product.id}`, {
        token: a.token,
        body: { prices: [{ id: response.body.prices[1]!.id }, { amount_type: "free" }] },
      }),
      "body",
    );
  });

  it("refuses metered prices and intervals on one-time products, and changing an interval", async () => {
    const oneTime = await createProduct(a, { name: "One shot" });
    const metered = await v1<{ detail: Array<{ loc: unknown[] }> }>(server, "PATCH", `/products/${oneTime.id}`, {
      token: a.token,
      body: { prices: [{ amount_type: "metered_unit", meter_id: METER, unit_amount: 1 }] },
    });
    expect422(metered, "body");
    expect(metered.body.detail[0]!.loc).toEqual(["body", "prices", 0]);
    expect422(
      await v1(server, "PATCH", `/products/${oneTime.id}`, { token: a.token, body: { recurring_interval: "month" } }),
      "body",
    );
    const monthly = await createProduct(a, { name: "Monthly", recurring_interval: "month" });
    expect422(
      await v1(server, "PATCH", `/products/${monthly.id}`, { token: a.token, body: { recurring_interval: "year" } }),
      "body",
    );
    expect(
      (
        await v1(server, "PATCH", `/products/${monthly.id}`, {
          token: a.token,
          body: { recurring_interval: "month", trial_interval: "week", trial_interval_count: 2 },
        })
      ).body,
    ).toMatchObject({ trial_interval: "week", trial_interval_count: 2 });
  });
});

describe("archiving", () => {
  it("archives and unarchives through PATCH is_archived; archived products stay readable and filterable", async () => {
    const product = await createProduct(a, { name: "Retired" });
    const archived = await v1<WireProduct>(server, "PATCH", `/products/${product.id}`, {
      token: a.token,
      body: { is_archived: true },
    });
    expect(archived.body.is_archived).toBe(true);
    expect((await v1<WireProduct>(server, "GET", `/products/${product.id}`, { token: a.token })).body.is_archived).toBe(
      true,
    );
    const onlyArchived = await v1<WireList>(server, "GET", "/products/", {
      token: a.token,
      query: { is_archived: "true", limit: "100" },
    });
    expect(onlyArchived.body.items.map((p) => p.id)).toContain(product.id);
    expect(onlyArchived.body.items.every((p) => p.is_archived)).toBe(true);
    const live = await v1<WireList>(server, "GET", "/products/", {
      token: a.token,
      query: { is_archived: "false", limit: "100" },
    });
    expect(live.body.items.map((p) => p.id)).not.toContain(product.id);
    const restored = await v1<WireProduct>(server, "PATCH", `/products/${product.id}`, {
      token: a.token,
      body: { is_archived: false },
    });
    expect(restored.body.is_archived).toBe(false);
  });
});

describe("legacy recurring prices", () => {
  it("are read as Polar sends them (legacy: true, their own interval); the product may then get its interval", async () => {
    const now = new Date().toISOString();
    const productId = crypto.randomUUID();
    const priceId = crypto.randomUUID();
    await db(server)
      .insertInto("product")
      .values({
        id: productId,
        organization_id: a.organization.id,
        name: "Legacy",
        description: null,
        visibility: "public",
        recurring_interval: null,
        recurring_interval_count: null,
        is_recurring: 1,
        trial_interval: null,
        trial_interval_count: null,
        is_archived: 0,
        metadata: "{}",
        created_at: now,
        modified_at: null,
      })
      .execute();
    await db(server)
      .insertInto("product_price")
      .values({
        id: priceId,
        organization_id: a.organization.id,
        product_id: productId,
        amount_type: "fixed",
        source: "catalog",
        price_currency: "usd",
        tax_behavior: null,
        is_archived: 0,
        legacy: 1,
        recurring_interval: "month",
        price_amount: 700,
        minimum_amount: null,
        maximum_amount: null,
        preset_amount: null,
        unit_amount: null,
        cap_amount: null,
        meter_id: null,
        position: 0,
        created_at: now,
        modified_at: null,
      })
      .execute();
    const product = await sdk047(server, a.token).products.get({ id: productId });
    expect(product).toMatchObject({ isRecurring: true, recurringInterval: null });
    expect(product.prices[0]).toMatchObject({
      legacy: true,
      type: "recurring",
      recurringInterval: "month",
      priceAmount: 700,
    });
    // New prices need the product's own interval first.
    expect422(
      await v1(server, "PATCH", `/products/${productId}`, {
        token: a.token,
        body: { prices: [{ amount_type: "fixed", price_amount: 800 }] },
      }),
      "body",
    );
    const modern = await v1<WireProduct>(server, "PATCH", `/products/${productId}`, {
      token: a.token,
      body: { recurring_interval: "month", prices: [{ amount_type: "fixed", price_amount: 800 }] },
    });
    expect(modern.status, JSON.stringify(modern.body)).toBe(200);
    expect(modern.body).toMatchObject({ recurring_interval: "month", recurring_interval_count: 1 });
    expect(modern.body.prices).toEqual([
      expect.objectContaining({
        amount_type: "fixed",
        price_amount: 800,
        type: "recurring",
        recurring_interval: "month",
      }),
    ]);
  });
});

describe("list filters and sorting", () => {
  it("filters by id, query, is_recurring, visibility, benefit_id and sorts by name and price", async () => {
    const seller = await billingOrg(server, "sorter");
    const cheap = await createProduct(seller, { name: "Bravo", prices: [{ amount_type: "fixed", price_amount: 500 }] });
    const dear = await createProduct(seller, {
      name: "Alpha",
      recurring_interval: "month",
      prices: [{ amount_type: "fixed", price_amount: 5000 }],
    });
    const free = await createProduct(seller, {
      name: "Charlie 100%_",
      visibility: "private",
      prices: [{ amount_type: "free" }],
    });
    const custom = await createProduct(seller, {
      name: "Delta",
      prices: [{ amount_type: "custom", minimum_amount: 1000 }],
    });
    const list = (query: Record<string, string | string[]>) =>
      v1<WireList>(server, "GET", "/products/", { token: seller.token, query }).then((r) =>
        r.body.items.map((p) => p.name),
      );

    expect(await list({ sorting: "name" })).toEqual(["Alpha", "Bravo", "Charlie 100%_", "Delta"]);
    expect(await list({ sorting: "-name" })).toEqual(["Delta", "Charlie 100%_", "Bravo", "Alpha"]);
    expect(await list({ sorting: "price_amount" })).toEqual(["Charlie 100%_", "Bravo", "Delta", "Alpha"]);
    expect(await list({ sorting: ["price_amount_type", "-price_amount"] })).toEqual([
      "Charlie 100%_",
      "Delta",
      "Alpha",
      "Bravo",
    ]);
    expect(await list({ sorting: "-created_at" })).toEqual(["Delta", "Charlie 100%_", "Alpha", "Bravo"]);
    expect(await list({ id: [cheap.id, dear.id], sorting: "name" })).toEqual(["Alpha", "Bravo"]);
    expect(await list({ query: "100%" })).toEqual(["Charlie 100%_"]);
    expect(await list({ query: "%" })).toEqual(["Charlie 100%_"]);
    expect(await list({ query: "ALP" })).toEqual(["Alpha"]);
    expect(await list({ is_recurring: "true" })).toEqual(["Alpha"]);
    expect(await list({ is_recurring: "false", sorting: "name" })).toEqual(["Bravo", "Charlie 100%_", "Delta"]);
    expect(await list({ visibility: ["private", "draft"] })).toEqual(["Charlie 100%_"]);
    expect(await list({ benefit_id: crypto.randomUUID() })).toEqual([]);
    const page = await v1<WireList>(server, "GET", "/products/", {
      token: seller.token,
      query: { limit: "3", page: "2", sorting: "name" },
    });
    expect(page.body.items.map((p) => p.id)).toEqual([custom.id]);
    expect(page.body.pagination).toEqual({ total_count: 4, max_page: 2 });
    expect(free.prices[0]!.amount_type).toBe("free");
  });
});

/** A product media file of `org` (the files routes are another domain's; the row is what they store). */
async function mediaFile(org: BillingOrg, uploaded = true): Promise<string> {
  const id = crypto.randomUUID();
  await db(server)
    .insertInto("billing_file")
    .values({
      id,
      organization_id: org.organization.id,
      name: "cover.png",
      path: `${org.organization.id}/${id}/cover.png`,
      mime_type: "image/png",
      size: 2048,
      service: "product_media",
      version: null,
      storage_version: null,
      checksum_etag: null,
      declared_sha256_base64: null,
      checksum_sha256_base64: null,
      checksum_sha256_hex: null,
      last_modified_at: null,
      public_url: `${server.url}/media/${id}`,
      upload_parts: "[]",
      is_uploaded: uploaded ? 1 : 0,
      created_at: new Date().toISOString(),
      modified_at: null,
      deleted_at: null,
    })
    .execute();
  return id;
}

const customField = (org: BillingOrg, slug: string) =>
  v1<Wire>(server, "POST", "/custom-fields/", {
    token: org.token,
    body: { type: "text", slug, name: slug, properties: {} },
  }).then((r) => {
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.id;
  });

describe("medias and attached custom fields", () => {
  it("links this organization's uploaded medias and custom fields, in order, through both SDKs", async () => {
    const [cover, back] = [await mediaFile(a), await mediaFile(a)];
    const [company, vat] = [await customField(a, "company"), await customField(a, "vat")];
    const created = await sdk047(server, a.token).products.create({
      name: "Illustrated",
      prices: [{ amountType: "free" }],
      medias: [back, cover],
      attachedCustomFields: [
        { customFieldId: vat, required: true },
        { customFieldId: company, required: false },
      ],
    });
    expect(created.medias.map((m) => m.id)).toEqual([back, cover]);
    expect(created.medias[0]).toMatchObject({ service: "product_media", isUploaded: true });
    expect(created.attachedCustomFields.map((f) => [f.customFieldId, f.order, f.required, f.customField.slug])).toEqual(
      [
        [vat, 0, true, "vat"],
        [company, 1, false, "company"],
      ],
    );
    const updated = await sdk10(server, a.token).products.update(created.id, {
      medias: [cover],
      attached_custom_fields: [{ custom_field_id: company, required: true }],
    });
    expect(updated.medias.map((m) => m.id)).toEqual([cover]);
    expect(updated.attached_custom_fields.map((f) => [f.custom_field_id, f.order, f.required])).toEqual([
      [company, 0, true],
    ]);
    // Untouched when left out of an update.
    const renamed = await v1<WireProduct>(server, "PATCH", `/products/${created.id}`, {
      token: a.token,
      body: { name: "Illustrated 2" },
    });
    expect((renamed.body.medias as Wire[]).map((m) => m.id)).toEqual([cover]);
  });

  it("refuses other organizations', not uploaded and repeated ids with a 422 at their place", async () => {
    const theirMedia = await mediaFile(b);
    const pending = await mediaFile(a, false);
    const theirField = await customField(b, "theirs");
    const mine = await customField(a, "mine");
    const response = await v1<{ detail: Array<{ loc: unknown[] }> }>(server, "POST", "/products/", {
      token: a.token,
      body: {
        name: "Borrowed",
        prices: [{ amount_type: "free" }],
        medias: [theirMedia, pending],
        attached_custom_fields: [
          { custom_field_id: mine, required: false },
          { custom_field_id: theirField, required: true },
          { custom_field_id: mine, required: true },
        ],
      },
    });
    expect422(response, "body");
    expect(response.body.detail.map((d) => d.loc)).toEqual([
      ["body", "medias", 0],
      ["body", "medias", 1],
      ["body", "attached_custom_fields", 2, "custom_field_id"],
      ["body", "attached_custom_fields", 1, "custom_field_id"],
    ]);
    const product = await createProduct(a, { name: "Plain" });
    expect422(
      await v1(server, "PATCH", `/products/${product.id}`, { token: a.token, body: { medias: [theirMedia] } }),
      "body",
    );
    expect(await eventsOf(product.id)).toEqual(["product.created"]);
  });
});

/** A custom benefit of `org`, created through the benefits service (its routes are another domain's). */
async function customBenefit(org: BillingOrg, description: string): Promise<string> {
  const access = {
    organizationId: org.organization.id,
    principal: {
      kind: "token" as const,
      tokenId: "test",
      organizationId: org.organization.id,
      scopes: new Set<string>(),
    },
  };
  const created = await benefits.create(
    db(server),
    access,
    benefitCreate.parse({ type: "custom", description, properties: {} }),
  );
  return created.id;
}

describe("product benefits", () => {
  it("sets the benefits in order (product.updated), filters the list by benefit_id, through both SDKs", async () => {
    const product = await createProduct(a, { name: "Bundle", recurring_interval: "month" });
    const [chat, notes] = [await customBenefit(a, "Private chat"), await customBenefit(a, "Notes")];
    const set = await sdk047(server, a.token).products.updateBenefits({
      id: product.id,
      productBenefitsUpdate: { benefits: [notes, chat] },
    });
    expect(set.benefits.map((benefit) => benefit.id)).toEqual([notes, chat]);
    expect(set.benefits[0]).toMatchObject({ type: "custom", description: "Notes" });
    const filtered = await sdk047(server, a.token).products.list({ benefitId: chat, limit: 100 });
    expect(filtered.result.items.map((p) => p.id)).toEqual([product.id]);
    const replaced = await sdk10(server, a.token).products.updateBenefits(product.id, { benefits: [chat] });
    expect(replaced.benefits.map((benefit) => benefit.id)).toEqual([chat]);
    expect(
      (await v1<WireList>(server, "GET", "/products/", { token: a.token, query: { benefit_id: notes } })).body.items,
    ).toEqual([]);
    expect(await eventsOf(product.id)).toEqual(["product.created", "product.updated", "product.updated"]);
  });

  it("refuses another organization's and repeated benefits with a 422 at their place", async () => {
    const product = await createProduct(a, { name: "Guarded" });
    const theirs = await customBenefit(b, "B's benefit");
    const mine = await customBenefit(a, "A's benefit");
    const response = await v1<{ detail: Array<{ loc: unknown[] }> }>(
      server,
      "POST",
      `/products/${product.id}/benefits`,
      { token: a.token, body: { benefits: [mine, theirs, mine] } },
    );
    expect422(response, "body");
    expect(response.body.detail.map((d) => d.loc)).toEqual([
      ["body", "benefits", 2],
      ["body", "benefits", 1],
    ]);
    expect((await v1<WireProduct>(server, "GET", `/products/${product.id}`, { token: a.token })).body.benefits).toEqual(
      [],
    );
  });
});

describe("422 on every endpoint", () => {
  it("create", async () => {
    const bad: unknown[] = [
      {},
      { name: "ab", prices: [{ amount_type: "fixed", price_amount: 1000 }] },
      { name: "Okay", prices: [] },
      { name: "Okay", prices: [{ amount_type: "fixed", price_amount: 10 }] },
      { name: "Okay", prices: [{ amount_type: "fixed", price_amount: 1000 }, { amount_type: "free" }] },
      { name: "Okay", prices: [{ amount_type: "metered_unit", meter_id: METER, unit_amount: 1 }] },
      { name: "Okay", prices: [{ amount_type: "custom", minimum_amount: 500, maximum_amount: 100 }] },
      { name: "Okay", recurring_interval: "fortnight", prices: [{ amount_type: "free" }] },
      { name: "Okay", prices: [{ amount_type: "free" }], metadata: { nested: { no: 1 } } },
      { name: "Okay", prices: [{ amount_type: "free" }], medias: ["not-a-uuid"] },
      "not json",
    ];
    for (const body of bad) expect422(await v1(server, "POST", "/products/", { token: a.token, body }), "body");
  });

  it("create with medias or custom fields not of this organization: 422 at their place", async () => {
    const medias = await v1<{ detail: Array<{ loc: unknown[] }> }>(server, "POST", "/products/", {
      token: a.token,
      body: { name: "Media", prices: [{ amount_type: "free" }], medias: [crypto.randomUUID()] },
    });
    expect422(medias, "body");
    expect(medias.body.detail.map((d) => d.loc)).toEqual([["body", "medias", 0]]);
    const fields = await v1<{ detail: Array<{ loc: unknown[] }> }>(server, "POST", "/products/", {
      token: a.token,
      body: {
        name: "Fields",
        prices: [{ amount_type: "free" }],
        attached_custom_fields: [{ custom_field_id: crypto.randomUUID(), required: true }],
      },
    });
    expect422(fields, "body");
    expect(fields.body.detail.map((d) => d.loc)).toEqual([["body", "attached_custom_fields", 0, "custom_field_id"]]);
  });

  it("get, list, update and benefits", async () => {
    const product = await createProduct(a, { name: "Valid" });
    expect422(await v1(server, "GET", "/products/not-a-uuid", { token: a.token }), "path");
    expect422(await v1(server, "GET", "/products/", { token: a.token, query: { sorting: "price" } }), "query");
    expect422(await v1(server, "GET", "/products/", { token: a.token, query: { is_archived: "maybe" } }), "query");
    expect422(await v1(server, "GET", "/products/", { token: a.token, query: { limit: "1000" } }), "query");
    expect422(await v1(server, "PATCH", `/products/${product.id}`, { token: a.token, body: { name: "x" } }), "body");
    expect422(
      await v1(server, "PATCH", `/products/${product.id}`, {
        token: a.token,
        body: { prices: [{ id: crypto.randomUUID() }] },
      }),
      "body",
    );
    expect422(
      await v1(server, "PATCH", `/products/${product.id}`, { token: a.token, body: { visibility: "hidden" } }),
      "body",
    );
    expect422(await v1(server, "POST", `/products/${product.id}/benefits`, { token: a.token, body: {} }), "body");
    const unknown = await v1<{ detail: Array<{ loc: unknown[] }> }>(
      server,
      "POST",
      `/products/${product.id}/benefits`,
      { token: a.token, body: { benefits: [crypto.randomUUID()] } },
    );
    expect422(unknown, "body");
    expect(unknown.body.detail[0]!.loc).toEqual(["body", "benefits", 0]);
    expect(await eventsOf(product.id)).toEqual(["product.created"]);
  });

  it("unknown products are 404", async () => {
    const id = crypto.randomUUID();
    expectError(await v1(server, "GET", `/products/${id}`, { token: a.token }), 404, "ResourceNotFound");
    expectError(
      await v1(server, "PATCH", `/products/${id}`, { token: a.token, body: { name: "Nope" } }),
      404,
      "ResourceNotFound",
    );
    expectError(
      await v1(server, "POST", `/products/${id}/benefits`, { token: a.token, body: { benefits: [] } }),
      404,
      "ResourceNotFound",
    );
  });
});

describe("tenant isolation", () => {
  it("A's token and A's members get 404 on B's products; lists never include them", async () => {
    const theirs = await createProduct(b, { name: "B only" });
    for (const client of [{ token: a.token }, { client: a.owner.client }]) {
      expectError(await v1(server, "GET", `/products/${theirs.id}`, client), 404, "ResourceNotFound");
      expectError(
        await v1(server, "PATCH", `/products/${theirs.id}`, { ...client, body: { name: "Mine now" } }),
        404,
        "ResourceNotFound",
      );
      expectError(
        await v1(server, "POST", `/products/${theirs.id}/benefits`, { ...client, body: { benefits: [] } }),
        404,
        "ResourceNotFound",
      );
      expectError(
        await v1(server, "GET", "/products/", { ...client, query: { organization_id: b.organization.id } }),
        404,
        "ResourceNotFound",
      );
      expectError(
        await v1(server, "POST", "/products/", {
          ...client,
          body: { organization_id: b.organization.id, name: "Planted", prices: [{ amount_type: "free" }] },
        }),
        404,
        "ResourceNotFound",
      );
      const mine = await v1<WireList>(server, "GET", "/products/", {
        ...client,
        query: { limit: "100", id: theirs.id },
      });
      expect(mine.body.items).toEqual([]);
      const all = await v1<WireList>(server, "GET", "/products/", { ...client, query: { limit: "100" } });
      expect(all.body.items.every((p) => p.organization_id === a.organization.id)).toBe(true);
    }
    expect((await v1<WireProduct>(server, "GET", `/products/${theirs.id}`, { token: b.token })).body.name).toBe(
      "B only",
    );
    // A's price ids can't be kept on B's product either.
    const ours = await createProduct(a, { name: "A only" });
    expect422(
      await v1(server, "PATCH", `/products/${theirs.id}`, {
        token: b.token,
        body: { prices: [{ id: ours.prices[0]!.id }] },
      }),
      "body",
    );
  });
});

describe("role matrix and scopes", () => {
  it.each([
    ["owner", true],
    ["admin", true],
    ["member", false],
  ])("%s reads; writes: %s", async (role, writes) => {
    const product = await createProduct(a, { name: `For ${role}` });
    const client = role === "owner" ? a.owner.client : (await billingMember(server, a, role)).client;
    expect((await v1(server, "GET", `/products/${product.id}`, { client })).status).toBe(200);
    expect((await v1(server, "GET", "/products/", { client })).status).toBe(200);
    const writesResponses = [
      await v1(server, "POST", "/products/", {
        client,
        body: { name: `By ${role}`, prices: [{ amount_type: "free" }] },
      }),
      await v1(server, "PATCH", `/products/${product.id}`, { client, body: { name: `Renamed by ${role}` } }),
      await v1(server, "POST", `/products/${product.id}/benefits`, { client, body: { benefits: [] } }),
    ];
    if (writes) expect(writesResponses.map((r) => r.status)).toEqual([201, 200, 200]);
    else for (const response of writesResponses) expectError(response, 403, "NotPermitted");
  });

  it("products:read reads but can't write; no products scope can't read", async () => {
    const product = await createProduct(a, { name: "Scoped" });
    const reader = await createToken(server, a.owner, a.organization.id, ["products:read"]);
    expect((await v1(server, "GET", `/products/${product.id}`, { token: reader })).status).toBe(200);
    expectError(
      await v1(server, "PATCH", `/products/${product.id}`, { token: reader, body: { name: "Nope" } }),
      403,
      "NotPermitted",
    );
    const other = await createToken(server, a.owner, a.organization.id, ["benefits:read"]);
    expectError(await v1(server, "GET", "/products/", { token: other }), 403, "NotPermitted");
  });
});

describe("/v1/openapi.json", () => {
  it("documents the product routes and schemas under Polar's names", async () => {
    const document = (await (await fetch(`${server.url}/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(document.paths["/v1/products/"]!)).toEqual(expect.arrayContaining(["get", "post"]));
    expect(Object.keys(document.paths["/v1/products/{id}"]!)).toEqual(expect.arrayContaining(["get", "patch"]));
    expect(Object.keys(document.paths["/v1/products/{id}/benefits"]!)).toEqual(["post"]);
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining([
        "Product",
        "ProductCreate",
        "ProductUpdate",
        "ProductBenefitsUpdate",
        "ProductPriceMeter",
        "ListResource_Product_",
      ]),
    );
  });
});
