import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveCustomFields } from "../../src/billing/custom-fields/service.ts";
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

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "fields-a");
  b = await billingOrg(server, "fields-b");
});
afterAll(() => server?.close());

type Field = { id: string; slug: string; type: string; organization_id: string; properties: Record<string, unknown> };
const create = (org: BillingOrg, body: Record<string, unknown>) =>
  v1<Field>(server, "POST", "/custom-fields/", { token: org.token, body });

describe("/v1/custom-fields through @polar-sh/sdk 0.47 (strict responses)", () => {
  it("creates each of the five types, gets, lists, updates and deletes", async () => {
    const polar = sdk047(server, a.token);
    const checkbox = await polar.customFields.create({
      type: "checkbox",
      slug: "terms",
      name: "Terms",
      properties: { formLabel: "I agree" },
    });
    expect(checkbox).toMatchObject({
      type: "checkbox",
      slug: "terms",
      name: "Terms",
      organizationId: a.organization.id,
      metadata: {},
      modifiedAt: null,
      properties: { formLabel: "I agree" },
    });
    const date = await polar.customFields.create({
      type: "date",
      slug: "birthday",
      name: "Birthday",
      properties: { ge: 0, le: 2_000_000_000 },
    });
    expect(date.properties).toEqual({ ge: 0, le: 2_000_000_000 });
    const number = await polar.customFields.create({
      type: "number",
      slug: "seats",
      name: "Seats",
      properties: { ge: 1 },
      metadata: { team: true },
    });
    expect(number.metadata).toEqual({ team: true });
    const select = await polar.customFields.create({
      type: "select",
      slug: "size",
      name: "Size",
      properties: {
        options: [
          { value: "s", label: "Small" },
          { value: "l", label: "Large" },
        ],
      },
    });
    expect(select.type === "select" && select.properties.options).toHaveLength(2);
    const text = await polar.customFields.create({
      type: "text",
      slug: "company",
      name: "Company",
      properties: { textarea: true, minLength: 2, maxLength: 50 },
    });

    expect((await polar.customFields.get({ id: text.id })).id).toBe(text.id);
    const page = await polar.customFields.list({ limit: 100 });
    expect(page.result.items.map((f) => f.slug).sort()).toEqual(["birthday", "company", "seats", "size", "terms"]);
    expect(page.result.pagination).toEqual({ totalCount: 5, maxPage: 1 });

    const updated = await polar.customFields.update({
      id: text.id,
      customFieldUpdate: { type: "text", name: "Company name", properties: { maxLength: 80 } },
    });
    expect(updated).toMatchObject({ name: "Company name", slug: "company", properties: { maxLength: 80 } });
    expect(updated.modifiedAt).toBeInstanceOf(Date);

    await polar.customFields.delete({ id: checkbox.id });
    expectError(await v1(server, "GET", `/custom-fields/${checkbox.id}`, { token: a.token }), 404, "ResourceNotFound");
    expectError(
      await v1(server, "DELETE", `/custom-fields/${checkbox.id}`, { token: a.token }),
      404,
      "ResourceNotFound",
    );
    // A deleted field's slug is free again.
    expect((await create(a, { type: "checkbox", slug: "terms", name: "Terms again", properties: {} })).status).toBe(
      201,
    );
  });

  it("filters by query and type and sorts", async () => {
    const polar = sdk047(server, a.token);
    const byType = await polar.customFields.list({ typeFilter: ["select", "number"] });
    expect(byType.result.items.map((f) => f.type).sort()).toEqual(["number", "select"]);
    const byQuery = await polar.customFields.list({ query: "BIRTH" });
    expect(byQuery.result.items.map((f) => f.slug)).toEqual(["birthday"]);
    const bySlug = await polar.customFields.list({ sorting: ["slug"], limit: 100 });
    const slugs = bySlug.result.items.map((f) => f.slug);
    expect(slugs).toEqual([...slugs].sort());
    const byName = await v1<{ items: Field[] }>(server, "GET", "/custom-fields/", {
      token: a.token,
      query: { sorting: "-name", limit: "2" },
    });
    expect(byName.body.items).toHaveLength(2);
    expect((await polar.customFields.list({ query: "100%_" })).result.items).toEqual([]);
  });
});

describe("/v1/custom-fields through @polar-sh/sdk 1.0", () => {
  it("creates, gets, lists, updates and deletes", async () => {
    const polar = sdk10(server, a.token);
    const created = await polar.customFields.create({ type: "text", slug: "sdk10-note", name: "Note", properties: {} });
    expect(created).toMatchObject({ type: "text", slug: "sdk10-note", organization_id: a.organization.id });
    expect((await polar.customFields.get(created.id)).id).toBe(created.id);
    expect((await polar.customFields.list({ query: "sdk10" })).items.map((f) => f.id)).toEqual([created.id]);
    expect((await polar.customFields.update(created.id, { type: "text", name: "Note 2" })).name).toBe("Note 2");
    await polar.customFields.delete(created.id);
    expectError(await v1(server, "GET", `/custom-fields/${created.id}`, { token: a.token }), 404, "ResourceNotFound");
  });
});

describe("rules and 422", () => {
  it("a slug is unique per organization, also under concurrent creates; other organizations may reuse it", async () => {
    const first = await create(a, { type: "text", slug: "dup", name: "Dup", properties: {} });
    expect(first.status).toBe(201);
    expect422(await create(a, { type: "text", slug: "dup", name: "Dup 2", properties: {} }), "body");
    expect((await create(b, { type: "text", slug: "dup", name: "Dup", properties: {} })).status).toBe(201);
    const other = await create(a, { type: "text", slug: "dup-other", name: "Other", properties: {} });
    expect422(
      await v1(server, "PATCH", `/custom-fields/${other.body.id}`, {
        token: a.token,
        body: { type: "text", slug: "dup" },
      }),
      "body",
    );

    const racing = await Promise.all(
      Array.from({ length: 5 }, () => create(a, { type: "checkbox", slug: "race", name: "Race", properties: {} })),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([201, 422, 422, 422, 422]);
  });

  it("422 on bad input for every endpoint", async () => {
    const field = await create(a, { type: "number", slug: "bounds", name: "Bounds", properties: {} });
    const bad: Array<Record<string, unknown>> = [
      {},
      { type: "nope", slug: "x", name: "X", properties: {} },
      { type: "text", slug: "has space", name: "X", properties: {} },
      { type: "text", slug: "x", name: "", properties: {} },
      { type: "text", slug: "x", name: "X" },
      { type: "select", slug: "x", name: "X", properties: { options: [] } },
      {
        type: "select",
        slug: "x",
        name: "X",
        properties: {
          options: [
            { value: "a", label: "A" },
            { value: "a", label: "B" },
          ],
        },
      },
      { type: "number", slug: "x", name: "X", properties: { ge: 10, le: 1 } },
      { type: "text", slug: "x", name: "X", properties: { min_length: 5, max_length: 1 } },
      { type: "text", slug: "x", name: "X", properties: {}, metadata: { key: [1] } },
    ];
    for (const body of bad) expect422(await create(a, body), "body");
    expect422(await v1(server, "GET", "/custom-fields/", { token: a.token, query: { type: "nope" } }), "query");
    expect422(await v1(server, "GET", "/custom-fields/", { token: a.token, query: { sorting: "color" } }), "query");
    expect422(await v1(server, "GET", "/custom-fields/not-a-uuid", { token: a.token }), "path");
    expect422(await v1(server, "DELETE", "/custom-fields/not-a-uuid", { token: a.token }), "path");
    expect422(
      await v1(server, "PATCH", `/custom-fields/${field.body.id}`, { token: a.token, body: { name: "no type" } }),
      "body",
    );
    expect422(
      await v1(server, "PATCH", `/custom-fields/${field.body.id}`, {
        token: a.token,
        body: { type: "text", name: "retype" },
      }),
      "body",
    );
    expect422(
      await v1(server, "PATCH", `/custom-fields/${field.body.id}`, {
        token: a.token,
        body: { type: "number", properties: { ge: 5, le: 4 } },
      }),
      "body",
    );
  });
});

describe("access", () => {
  it("tenant isolation: A's token and A's members get 404 on B's fields; lists never include them", async () => {
    const bField = await create(b, { type: "text", slug: "secret", name: "Secret", properties: {} });
    for (const [method, body] of [
      ["GET", undefined],
      ["PATCH", { type: "text", name: "mine" }],
      ["DELETE", undefined],
    ] as const) {
      expectError(
        await v1(server, method, `/custom-fields/${bField.body.id}`, { token: a.token, body }),
        404,
        "ResourceNotFound",
      );
    }
    const owner = a.owner.client;
    expectError(
      await v1(server, "GET", `/custom-fields/${bField.body.id}`, { client: owner }),
      404,
      "ResourceNotFound",
    );
    expectError(
      await v1(server, "GET", "/custom-fields/", { token: a.token, query: { organization_id: b.organization.id } }),
      404,
      "ResourceNotFound",
    );
    expectError(
      await v1(server, "POST", "/custom-fields/", {
        token: a.token,
        body: { organization_id: b.organization.id, type: "text", slug: "x", name: "X", properties: {} },
      }),
      404,
      "ResourceNotFound",
    );
    const list = await v1<{ items: Field[] }>(server, "GET", "/custom-fields/", {
      token: a.token,
      query: { limit: "100" },
    });
    expect(list.body.items.every((f) => f.organization_id === a.organization.id)).toBe(true);
    const resolved = await resolveCustomFields(server.gatehouse.database.db, a.organization.id, [
      bField.body.id,
      list.body.items[0]!.id,
    ]);
    expect([...resolved.keys()]).toEqual([list.body.items[0]!.id]);
  });

  it("role matrix: members read, only owner and admin write; scopes", async () => {
    const member = await billingMember(server, a, "member");
    const admin = await billingMember(server, a, "admin");
    const body = (slug: string) => ({ type: "checkbox", slug, name: slug, properties: {} });
    expect((await v1(server, "GET", "/custom-fields/", { client: member.client })).status).toBe(200);
    expectError(
      await v1(server, "POST", "/custom-fields/", { client: member.client, body: body("by-member") }),
      403,
      "NotPermitted",
    );
    const byAdmin = await v1<Field>(server, "POST", "/custom-fields/", {
      client: admin.client,
      body: body("by-admin"),
    });
    expect(byAdmin.status).toBe(201);
    expectError(
      await v1(server, "PATCH", `/custom-fields/${byAdmin.body.id}`, {
        client: member.client,
        body: { type: "checkbox", name: "x" },
      }),
      403,
      "NotPermitted",
    );
    expectError(
      await v1(server, "DELETE", `/custom-fields/${byAdmin.body.id}`, { client: member.client }),
      403,
      "NotPermitted",
    );
    expect((await v1(server, "GET", `/custom-fields/${byAdmin.body.id}`, { client: member.client })).status).toBe(200);
    const reader = await createToken(server, a.owner, a.organization.id, ["custom_fields:read"]);
    expect((await v1(server, "GET", "/custom-fields/", { token: reader })).status).toBe(200);
    expectError(
      await v1(server, "POST", "/custom-fields/", { token: reader, body: body("by-reader") }),
      403,
      "NotPermitted",
    );
    expect((await v1(server, "DELETE", `/custom-fields/${byAdmin.body.id}`, { client: admin.client })).status).toBe(
      204,
    );
  });
});
