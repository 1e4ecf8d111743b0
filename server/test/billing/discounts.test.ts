import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

let server: TestServer;
let a: BillingOrg;
let b: BillingOrg;
let productA: string;
let productA2: string;
let productB: string;

async function createProduct(org: BillingOrg, name: string): Promise<string> {
  const response = await v1<{ id: string }>(server, "POST", "/products/", {
    token: org.token,
    body: { name, prices: [{ amount_type: "fixed", price_amount: 1000 }] },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id;
}

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "discounts-a");
  b = await billingOrg(server, "discounts-b");
  productA = await createProduct(a, "Pro");
  productA2 = await createProduct(a, "Team");
  productB = await createProduct(b, "Other");
});
afterAll(() => server?.close());

type Discount = { id: string; code: string | null; organization_id: string; products: Array<{ id: string }> } & Record<
  string,
  unknown
>;
const create = (org: BillingOrg, body: Record<string, unknown>) =>
  v1<Discount>(server, "POST", "/discounts/", { token: org.token, body });

describe("/v1/discounts through @polar-sh/sdk 0.47 (strict responses)", () => {
  it("creates every type × duration, gets, lists, updates and deletes", async () => {
    const polar = sdk047(server, a.token);
    const fixedOnce = await polar.discounts.create({
      type: "fixed",
      duration: "once",
      name: "Ten off",
      amount: 1000,
      currency: "usd",
      code: "TEN",
    });
    expect(fixedOnce).toMatchObject({
      type: "fixed",
      duration: "once",
      name: "Ten off",
      amount: 1000,
      currency: "usd",
      amounts: { usd: 1000 },
      code: "TEN",
      startsAt: null,
      endsAt: null,
      maxRedemptions: null,
      redemptionsCount: 0,
      products: [],
      metadata: {},
      organizationId: a.organization.id,
    });
    const fixedRepeat = await polar.discounts.create({
      type: "fixed",
      duration: "repeating",
      durationInMonths: 3,
      name: "Three months",
      amount: 500,
    });
    expect(fixedRepeat).toMatchObject({
      type: "fixed",
      duration: "repeating",
      durationInMonths: 3,
      currency: "usd",
      code: null,
    });
    const startsAt = new Date("2030-01-01T00:00:00Z");
    const endsAt = new Date("2030-02-01T00:00:00Z");
    const percentForever = await polar.discounts.create({
      type: "percentage",
      duration: "forever",
      name: "Launch",
      basisPoints: 2500,
      code: "launch",
      startsAt,
      endsAt,
      maxRedemptions: 100,
      products: [productA],
      metadata: { campaign: "x" },
    });
    expect(percentForever).toMatchObject({
      type: "percentage",
      duration: "forever",
      basisPoints: 2500,
      code: "launch",
      startsAt,
      endsAt,
      maxRedemptions: 100,
      metadata: { campaign: "x" },
    });
    expect(percentForever.products.map((p) => [p.id, p.name])).toEqual([[productA, "Pro"]]);
    const percentRepeat = await polar.discounts.create({
      type: "percentage",
      duration: "repeating",
      durationInMonths: 12,
      name: "Year",
      basisPoints: 1000,
      products: [productA, productA2],
    });
    expect(percentRepeat.products.map((p) => p.id).sort()).toEqual([productA, productA2].sort());

    expect((await polar.discounts.get({ id: percentForever.id })).id).toBe(percentForever.id);
    const page = await polar.discounts.list({ limit: 100 });
    expect(page.result.items.map((d) => d.id).sort()).toEqual(
      [fixedOnce.id, fixedRepeat.id, percentForever.id, percentRepeat.id].sort(),
    );

    const updated = await polar.discounts.update({
      id: percentForever.id,
      discountUpdate: { name: "Launch 2", code: "LAUNCH2", products: [productA2], endsAt: null },
    });
    expect(updated).toMatchObject({ name: "Launch 2", code: "LAUNCH2", endsAt: null, basisPoints: 2500 });
    expect(updated.products.map((p) => p.id)).toEqual([productA2]);
    const retyped = await polar.discounts.update({
      id: fixedOnce.id,
      discountUpdate: { type: "percentage", basisPoints: 5000, duration: "repeating", durationInMonths: 2 },
    });
    expect(retyped).toMatchObject({
      type: "percentage",
      basisPoints: 5000,
      duration: "repeating",
      durationInMonths: 2,
      code: "TEN",
    });
    const cleared = await polar.discounts.update({ id: percentRepeat.id, discountUpdate: { products: [] } });
    expect(cleared.products).toEqual([]);

    await polar.discounts.delete({ id: fixedRepeat.id });
    expectError(await v1(server, "GET", `/discounts/${fixedRepeat.id}`, { token: a.token }), 404, "ResourceNotFound");
    expectError(
      await v1(server, "DELETE", `/discounts/${fixedRepeat.id}`, { token: a.token }),
      404,
      "ResourceNotFound",
    );
    await polar.discounts.delete({ id: retyped.id });
    // A deleted discount's code can be used again.
    expect(
      (await create(a, { type: "percentage", duration: "once", name: "Ten again", basis_points: 100, code: "ten" }))
        .status,
    ).toBe(201);
  });

  it("filters by query and sorts", async () => {
    const polar = sdk047(server, a.token);
    const found = await polar.discounts.list({ query: "LAUNCH" });
    expect(found.result.items.map((d) => d.name)).toEqual(["Launch 2"]);
    const byName = await polar.discounts.list({ sorting: ["name"], limit: 100 });
    const names = byName.result.items.map((d) => d.name);
    expect(names).toEqual([...names].sort());
    const desc = await v1<{ items: Discount[] }>(server, "GET", "/discounts/", {
      token: a.token,
      query: { sorting: "-name", limit: "100" },
    });
    expect(desc.body.items.map((d) => d.name)).toEqual([...names].reverse());
    expect(
      (await v1(server, "GET", "/discounts/", { token: a.token, query: { sorting: ["-redemptions_count", "code"] } }))
        .status,
    ).toBe(200);
  });
});

describe("/v1/discounts through @polar-sh/sdk 1.0", () => {
  it("creates, gets, lists, updates and deletes", async () => {
    const polar = sdk10(server, a.token);
    const created = await polar.discounts.create({
      type: "percentage",
      duration: "once",
      name: "SDK ten",
      basis_points: 1000,
      code: "SDK10",
    });
    expect(created).toMatchObject({
      type: "percentage",
      basis_points: 1000,
      code: "SDK10",
      organization_id: a.organization.id,
    });
    expect((await polar.discounts.get(created.id)).id).toBe(created.id);
    expect((await polar.discounts.list({ query: "sdk ten" })).items.map((d) => d.id)).toEqual([created.id]);
    expect((await polar.discounts.update(created.id, { name: "SDK 10" })).name).toBe("SDK 10");
    await polar.discounts.delete(created.id);
    expectError(await v1(server, "GET", `/discounts/${created.id}`, { token: a.token }), 404, "ResourceNotFound");
  });
});

describe("rules and 422", () => {
  it("a code is unique per organization, case-insensitively, also under concurrent creates", async () => {
    const body = (code: string) => ({ type: "percentage", duration: "once", name: code, basis_points: 100, code });
    expect((await create(a, body("SUMMER"))).status).toBe(201);
    const dup = await create(a, body("summer"));
    expect422(dup, "body");
    expect(JSON.stringify(dup.body)).toContain('"code"');
    expect((await create(b, body("SUMMER"))).status).toBe(201);
    const other = await create(a, body("WINTER"));
    expect422(
      await v1(server, "PATCH", `/discounts/${other.body.id}`, { token: a.token, body: { code: "Summer" } }),
      "body",
    );
    expect(
      (await v1(server, "PATCH", `/discounts/${other.body.id}`, { token: a.token, body: { code: "winter" } })).status,
    ).toBe(200);

    const racing = await Promise.all(Array.from({ length: 6 }, (_, i) => create(a, body(i % 2 ? "RACE" : "race"))));
    expect(racing.map((r) => r.status).sort()).toEqual([201, 422, 422, 422, 422, 422]);
  });

  it("422 on bad input for every endpoint", async () => {
    const percent = await create(a, { type: "percentage", duration: "once", name: "Base", basis_points: 100 });
    const bad: Array<Record<string, unknown>> = [
      {},
      { type: "fixed", duration: "once", name: "No amount" },
      { type: "percentage", duration: "once", name: "No bp" },
      { type: "percentage", duration: "once", name: "Too much", basis_points: 10_001 },
      { type: "percentage", duration: "repeating", name: "No months", basis_points: 100 },
      { type: "percentage", duration: "sometimes", name: "X", basis_points: 100 },
      { type: "percentage", duration: "once", name: "X", basis_points: 100, code: "a b" },
      { type: "percentage", duration: "once", name: "X", basis_points: 100, code: "ab" },
      {
        type: "percentage",
        duration: "once",
        name: "X",
        basis_points: 100,
        starts_at: "2030-02-01T00:00:00Z",
        ends_at: "2030-01-01T00:00:00Z",
      },
      { type: "percentage", duration: "once", name: "X", basis_points: 100, max_redemptions: 0 },
      { type: "fixed", duration: "once", name: "X", amount: 100, currency: "USD1" },
      { type: "percentage", duration: "once", name: "X", basis_points: 100, products: ["not-a-uuid"] },
      { type: "percentage", duration: "once", name: "X", basis_points: 100, products: [productB] },
      {
        type: "percentage",
        duration: "once",
        name: "X",
        basis_points: 100,
        products: ["00000000-0000-4000-8000-000000000000"],
      },
    ];
    for (const body of bad) expect422(await create(a, body), "body");
    const foreign = await create(a, {
      type: "percentage",
      duration: "once",
      name: "X",
      basis_points: 100,
      products: [productA, productB],
    });
    expect((foreign.body as unknown as { detail: Array<{ loc: unknown[] }> }).detail[0]!.loc).toEqual([
      "body",
      "products",
      1,
    ]);
    expect422(await v1(server, "GET", "/discounts/", { token: a.token, query: { sorting: "amount" } }), "query");
    expect422(await v1(server, "GET", "/discounts/", { token: a.token, query: { page: "0" } }), "query");
    expect422(await v1(server, "GET", "/discounts/nope", { token: a.token }), "path");
    expect422(await v1(server, "DELETE", "/discounts/nope", { token: a.token }), "path");
    const patch = (body: Record<string, unknown>) =>
      v1(server, "PATCH", `/discounts/${percent.body.id}`, { token: a.token, body });
    expect422(await patch({ type: "fixed" }), "body");
    expect422(await patch({ duration: "repeating" }), "body");
    expect422(await patch({ basis_points: 0 }), "body");
    expect422(await patch({ starts_at: "2030-02-01T00:00:00Z", ends_at: "2030-01-01T00:00:00Z" }), "body");
    expect422(await patch({ products: [productB] }), "body");
    expect((await patch({ starts_at: "2030-01-01T00:00:00Z" })).status).toBe(200);
    expect422(await patch({ ends_at: "2029-01-01T00:00:00Z" }), "body");
  });
});

describe("access", () => {
  it("tenant isolation: A's token and A's members get 404 on B's discounts; lists never include them", async () => {
    const bDiscount = await create(b, {
      type: "percentage",
      duration: "once",
      name: "Secret",
      basis_points: 100,
      code: "BSECRET",
    });
    for (const [method, body] of [
      ["GET", undefined],
      ["PATCH", { name: "mine" }],
      ["DELETE", undefined],
    ] as const) {
      expectError(
        await v1(server, method, `/discounts/${bDiscount.body.id}`, { token: a.token, body }),
        404,
        "ResourceNotFound",
      );
      expectError(
        await v1(server, method, `/discounts/${bDiscount.body.id}`, { client: a.owner.client, body }),
        404,
        "ResourceNotFound",
      );
    }
    expectError(
      await v1(server, "GET", "/discounts/", { token: a.token, query: { organization_id: b.organization.id } }),
      404,
      "ResourceNotFound",
    );
    expectError(
      await v1(server, "POST", "/discounts/", {
        token: a.token,
        body: { organization_id: b.organization.id, type: "percentage", duration: "once", name: "X", basis_points: 1 },
      }),
      404,
      "ResourceNotFound",
    );
    const list = await v1<{ items: Discount[] }>(server, "GET", "/discounts/", {
      token: a.token,
      query: { limit: "100" },
    });
    expect(list.body.items.every((d) => d.organization_id === a.organization.id)).toBe(true);
    // Codes are per organization: A may use B's code.
    expect(
      (await create(a, { type: "percentage", duration: "once", name: "Mine", basis_points: 100, code: "bsecret" }))
        .status,
    ).toBe(201);
  });

  it("role matrix: members read, only owner and admin write; scopes", async () => {
    const member = await billingMember(server, a, "member");
    const admin = await billingMember(server, a, "admin");
    const body = { type: "percentage", duration: "once", name: "Roles", basis_points: 100 };
    expect((await v1(server, "GET", "/discounts/", { client: member.client })).status).toBe(200);
    expectError(await v1(server, "POST", "/discounts/", { client: member.client, body }), 403, "NotPermitted");
    const byAdmin = await v1<Discount>(server, "POST", "/discounts/", { client: admin.client, body });
    expect(byAdmin.status).toBe(201);
    expect((await v1(server, "GET", `/discounts/${byAdmin.body.id}`, { client: member.client })).status).toBe(200);
    expectError(
      await v1(server, "PATCH", `/discounts/${byAdmin.body.id}`, { client: member.client, body: { name: "x" } }),
      403,
      "NotPermitted",
    );
    expectError(
      await v1(server, "DELETE", `/discounts/${byAdmin.body.id}`, { client: member.client }),
      403,
      "NotPermitted",
    );
    const reader = await createToken(server, a.owner, a.organization.id, ["discounts:read"]);
    expect((await v1(server, "GET", "/discounts/", { token: reader })).status).toBe(200);
    expectError(await v1(server, "POST", "/discounts/", { token: reader, body }), 403, "NotPermitted");
    expect((await v1(server, "DELETE", `/discounts/${byAdmin.body.id}`, { client: admin.client })).status).toBe(204);
  });
});
