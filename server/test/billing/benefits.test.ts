import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
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
import { pngBytes, uploadFile } from "../helpers/billing-files.ts";
import { testClock } from "../helpers/clock.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

let server: TestServer;
let a: BillingOrg;
let b: BillingOrg;

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "benefits-a");
  b = await billingOrg(server, "benefits-b");
});
afterAll(() => server?.close());

type Benefit = {
  id: string;
  type: string;
  description: string;
  properties: Record<string, unknown>;
  is_deleted: boolean;
  selectable: boolean;
  deletable: boolean;
  metadata: Record<string, unknown>;
};

const eventsOf = (organizationId: string) =>
  server.gatehouse.database.db
    .selectFrom("billing_event")
    .selectAll()
    .where("organization_id", "=", organizationId)
    .orderBy("created_at")
    .execute();

const create = (token: string, body: Record<string, unknown>) =>
  v1<Benefit>(server, "POST", "/benefits/", { token, body });
async function created(token: string, body: Record<string, unknown>): Promise<Benefit> {
  const response = await create(token, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}
const custom = (description = "Custom perk") => ({ type: "custom", description, properties: { note: "Thanks!" } });
const GUILD = "123456789012345678";
const jwtWith = (claims: object) => `e30.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.c2ln`;

describe("/v1/benefits through @polar-sh/sdk 0.47 (strict responses)", () => {
  it("creates every benefit type with its properties and reads them back", async () => {
    const polar = sdk047(server, a.token);
    const file = await uploadFile(server, a.token, {
      service: "downloadable",
      mimeType: "application/zip",
      name: "pack.zip",
      bytes: pngBytes("zip"),
    });

    const note = await polar.benefits.create({
      type: "custom",
      description: "Private note",
      properties: { note: "Welcome" },
      metadata: { tier: "gold", seats: 3 },
    });
    expect(note).toMatchObject({
      type: "custom",
      description: "Private note",
      properties: { note: "Welcome" },
      selectable: true,
      deletable: true,
      isDeleted: false,
      metadata: { tier: "gold", seats: 3 },
      organizationId: a.organization.id,
      modifiedAt: null,
    });

    const discord = await polar.benefits.create({
      type: "discord",
      description: "Discord role",
      properties: { guildToken: jwtWith({ guild_id: GUILD }), roleId: "987654321098765432", kickMember: true },
    });
    expect(discord.properties).toMatchObject({ guildId: GUILD, roleId: "987654321098765432", kickMember: true });

    const github = await polar.benefits.create({
      type: "github_repository",
      description: "Repo access",
      properties: { repositoryOwner: "gatehouse", repositoryName: "private", permission: "maintain" },
    });
    expect(github.properties).toEqual({
      repositoryOwner: "gatehouse",
      repositoryName: "private",
      permission: "maintain",
    });

    const keys = await polar.benefits.create({
      type: "license_keys",
      description: "License key",
      properties: {
        prefix: "GH",
        expires: { ttl: 1, timeframe: "year" },
        activations: { limit: 3, enableCustomerAdmin: true },
        limitUsage: 100,
      },
    });
    expect(keys.properties).toEqual({
      prefix: "GH",
      expires: { ttl: 1, timeframe: "year" },
      activations: { limit: 3, enableCustomerAdmin: true },
      limitUsage: 100,
    });
    const bareKeys = await polar.benefits.create({ type: "license_keys", description: "Plain key", properties: {} });
    expect(bareKeys.properties).toEqual({ prefix: null, expires: null, activations: null, limitUsage: null });

    const credits = await polar.benefits.create({
      type: "meter_credit",
      description: "API credits",
      properties: { units: 1000, rollover: true, meterId: "6f1b1c1e-8a8b-4c56-9d4e-3f7a2b1c0d9e" },
    });
    expect(credits.properties).toEqual({
      units: 1000,
      rollover: true,
      meterId: "6f1b1c1e-8a8b-4c56-9d4e-3f7a2b1c0d9e",
    });

    const downloads = await polar.benefits.create({
      type: "downloadables",
      description: "Downloads",
      properties: { files: [file.id], archived: { [file.id]: false } },
    });
    expect(downloads.properties).toEqual({ files: [file.id], archived: { [file.id]: false } });

    for (const benefit of [note, discord, github, keys, credits, downloads]) {
      expect(await polar.benefits.get({ id: benefit.id })).toEqual(benefit);
    }
  });

  it("lists with type, id, exclude_id and query filters, sorting and pagination", async () => {
    const polar = sdk047(server, a.token);
    const org = await billingOrg(server, "benefits-list");
    const p = sdk047(server, org.token);
    // A second apart by the process clock, so created_at orders them without ties.
    const clock = testClock();
    onTestFinished(() => clock.uninstall());
    const alpha = await p.benefits.create({ type: "custom", description: "Alpha 100%", properties: {} });
    clock.advance(1_000);
    const beta = await p.benefits.create({ type: "custom", description: "beta perk", properties: {} });
    clock.advance(1_000);
    const gamma = await p.benefits.create({
      type: "github_repository",
      description: "Gamma repo",
      properties: { repositoryOwner: "o", repositoryName: "r", permission: "pull" },
    });
    const all = await p.benefits.list({});
    expect(all.result.items.map((x) => x.id)).toEqual([gamma.id, beta.id, alpha.id]);
    expect(all.result.pagination).toEqual({ totalCount: 3, maxPage: 1 });
    expect((await p.benefits.list({ typeFilter: "github_repository" })).result.items.map((x) => x.id)).toEqual([
      gamma.id,
    ]);
    expect(
      (await p.benefits.list({ id: [alpha.id, beta.id], sorting: ["description"] })).result.items.map((x) => x.id),
    ).toEqual([alpha.id, beta.id]);
    expect(
      (await p.benefits.list({ excludeId: [alpha.id], sorting: ["created_at"] })).result.items.map((x) => x.id),
    ).toEqual([beta.id, gamma.id]);
    expect((await p.benefits.list({ query: "BETA" })).result.items.map((x) => x.id)).toEqual([beta.id]);
    // % is a literal character in the search, not a wildcard.
    expect((await p.benefits.list({ query: "100%" })).result.items.map((x) => x.id)).toEqual([alpha.id]);
    expect((await p.benefits.list({ query: "%" })).result.items.map((x) => x.id)).toEqual([alpha.id]);
    expect((await p.benefits.list({ sorting: ["-type", "description"] })).result.items.map((x) => x.id)).toEqual([
      gamma.id,
      alpha.id,
      beta.id,
    ]);
    const paged = await p.benefits.list({ limit: 2, page: 2 });
    expect(paged.result).toMatchObject({ items: [{ id: alpha.id }], pagination: { totalCount: 3, maxPage: 2 } });
    // Other organizations' benefits never appear.
    expect((await polar.benefits.list({ id: [alpha.id] })).result.items).toEqual([]);
  });

  it("updates (properties replaced whole) and deletes softly, recording benefit.created and benefit.updated", async () => {
    const polar = sdk047(server, a.token);
    const before = (await eventsOf(a.organization.id)).length;
    const benefit = await polar.benefits.create({
      type: "github_repository",
      description: "Old repo",
      properties: { repositoryOwner: "o", repositoryName: "old", permission: "pull" },
    });
    const updated = await polar.benefits.update({
      id: benefit.id,
      requestBody: {
        type: "github_repository",
        description: "New repo",
        properties: { repositoryOwner: "o", repositoryName: "new", permission: "admin" },
        metadata: { k: "v" },
      },
    });
    expect(updated).toMatchObject({
      description: "New repo",
      properties: { repositoryName: "new", permission: "admin" },
      metadata: { k: "v" },
    });
    expect(updated.modifiedAt).toBeInstanceOf(Date);
    const descriptionOnly = await polar.benefits.update({
      id: benefit.id,
      requestBody: { type: "github_repository", description: "Newer repo" },
    });
    expect(descriptionOnly).toMatchObject({
      description: "Newer repo",
      properties: { repositoryName: "new" },
      metadata: { k: "v" },
    });

    await polar.benefits.delete({ id: benefit.id });
    expectError(await v1(server, "GET", `/benefits/${benefit.id}`, { token: a.token }), 404, "ResourceNotFound");
    expectError(await v1(server, "DELETE", `/benefits/${benefit.id}`, { token: a.token }), 404, "ResourceNotFound");
    expect((await polar.benefits.list({ id: [benefit.id] })).result.items).toEqual([]);
    const row = await server.gatehouse.database.db
      .selectFrom("benefit")
      .select("deleted_at")
      .where("id", "=", benefit.id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();

    const events = (await eventsOf(a.organization.id)).slice(before);
    expect(events.map((e) => e.type)).toEqual([
      "benefit.created",
      "benefit.updated",
      "benefit.updated",
      "benefit.updated",
    ]);
    const payloads = events.map((e) => JSON.parse(e.payload) as { type: string; data: Benefit });
    expect(payloads[0]!.data).toMatchObject({ id: benefit.id, description: "Old repo", is_deleted: false });
    expect(payloads[1]!.data).toMatchObject({ description: "New repo" });
    expect(payloads[3]!.data).toMatchObject({ id: benefit.id, is_deleted: true });
  });
});

describe("/v1/benefits: feature flags (Polar's feature_flag)", () => {
  it("created with what they turn on as metadata, read, listed and updated through both SDKs", async () => {
    const old = sdk047(server, a.token);
    const flag = await old.benefits.create({
      type: "feature_flag",
      description: "Audit log export",
      properties: {},
      metadata: { audit_export: true, seats: 25 },
    });
    expect(flag).toMatchObject({ type: "feature_flag", properties: {}, metadata: { audit_export: true, seats: 25 } });
    expect(await old.benefits.get({ id: flag.id })).toEqual(flag);
    const updated = await old.benefits.update({
      id: flag.id,
      requestBody: { type: "feature_flag", metadata: { audit_export: false } },
    });
    expect(updated).toMatchObject({ metadata: { audit_export: false } });

    const listed = await sdk10(server, a.token).benefits.list({ type: "feature_flag" });
    expect(listed.items.map((item) => item.id)).toContain(flag.id);
    expect(listed.items.every((item) => item.type === "feature_flag")).toBe(true);
  });
});

describe("/v1/benefits through @polar-sh/sdk 1.0", () => {
  it("creates, gets, lists, updates and deletes", async () => {
    const polar = sdk10(server, a.token);
    const benefit = await polar.benefits.create({
      type: "license_keys",
      description: "Keys 1.0",
      properties: { prefix: "V1", activations: { limit: 2, enable_customer_admin: false } },
    });
    expect(benefit).toMatchObject({
      type: "license_keys",
      properties: {
        prefix: "V1",
        expires: null,
        activations: { limit: 2, enable_customer_admin: false },
        limit_usage: null,
      },
    });
    expect((await polar.benefits.get(benefit.id)).id).toBe(benefit.id);
    const list = await polar.benefits.list({ type: "license_keys", query: "Keys 1.0" });
    expect(list.items.map((x) => x.id)).toEqual([benefit.id]);
    const updated = await polar.benefits.update(benefit.id, {
      type: "license_keys",
      properties: { prefix: null, expires: { ttl: 30, timeframe: "day" } },
    });
    expect(updated.properties).toMatchObject({
      prefix: null,
      expires: { ttl: 30, timeframe: "day" },
      activations: null,
    });
    await polar.benefits.delete(benefit.id);
    expect((await polar.benefits.list({ id: benefit.id })).items).toEqual([]);
  });
});

describe("/v1/benefits validation (422)", () => {
  it("refuses bad create bodies at their place", async () => {
    const cases: Array<Record<string, unknown>> = [
      { ...custom("ab") },
      { ...custom("x".repeat(43)) },
      { type: "nope", description: "Unknown", properties: {} },
      { type: "custom", description: "No properties" },
      {
        type: "github_repository",
        description: "Repo",
        properties: { repository_owner: "o", repository_name: "r", permission: "write" },
      },
      {
        type: "github_repository",
        description: "Repo",
        properties: { repository_owner: "", repository_name: "r", permission: "pull" },
      },
      {
        type: "discord",
        description: "Discord",
        properties: { guild_token: "not a token", role_id: "1", kick_member: false },
      },
      {
        type: "discord",
        description: "Discord",
        properties: { guild_token: jwtWith({ other: 1 }), role_id: "1", kick_member: false },
      },
      { type: "discord", description: "Discord", properties: { guild_token: GUILD, role_id: "1" } },
      {
        type: "license_keys",
        description: "Keys",
        properties: { activations: { limit: 51, enable_customer_admin: false } },
      },
      { type: "license_keys", description: "Keys", properties: { expires: { ttl: 1, timeframe: "week" } } },
      { type: "license_keys", description: "Keys", properties: { limit_usage: 0 } },
      {
        type: "meter_credit",
        description: "Credits",
        properties: { units: 0, rollover: false, meter_id: "6f1b1c1e-8a8b-4c56-9d4e-3f7a2b1c0d9e" },
      },
      { type: "meter_credit", description: "Credits", properties: { units: 5, rollover: false, meter_id: "meter" } },
      { type: "downloadables", description: "Files", properties: { files: [] } },
      { type: "downloadables", description: "Files", properties: { files: ["not-a-uuid"] } },
      { ...custom(), metadata: { nested: { no: 1 } } },
    ];
    for (const body of cases) expect422(await create(a.token, body), "body");
  });

  it("refuses downloadables naming files that are not this organization's downloadable files", async () => {
    const foreign = await uploadFile(server, b.token, { service: "downloadable", mimeType: "application/zip" });
    const media = await uploadFile(server, a.token);
    const mine = await uploadFile(server, a.token, { service: "downloadable", mimeType: "application/zip" });
    for (const [files, index] of [
      [[mine.id, foreign.id], 1],
      [[media.id], 0],
      [["6f1b1c1e-8a8b-4c56-9d4e-3f7a2b1c0d9e"], 0],
    ] as const) {
      const response = await create(a.token, { type: "downloadables", description: "Files", properties: { files } });
      expect422(response, "body");
      expect((response.body as unknown as { detail: Array<{ loc: unknown[] }> }).detail[0]!.loc).toEqual([
        "body",
        "properties",
        "files",
        index,
      ]);
    }
    const archivedElsewhere = await create(a.token, {
      type: "downloadables",
      description: "Files",
      properties: { files: [mine.id], archived: { [media.id]: true } },
    });
    expect422(archivedElsewhere, "body");
    // A deleted file can no longer be named.
    expect((await v1(server, "DELETE", `/files/${mine.id}`, { token: a.token })).status).toBe(204);
    expect422(
      await create(a.token, { type: "downloadables", description: "Files", properties: { files: [mine.id] } }),
      "body",
    );
  });

  it("refuses bad updates, queries and ids", async () => {
    const benefit = await created(a.token, custom());
    expect422(
      await v1(server, "PATCH", `/benefits/${benefit.id}`, {
        token: a.token,
        body: { type: "discord", description: "Switch" },
      }),
      "body",
    );
    expect422(
      await v1(server, "PATCH", `/benefits/${benefit.id}`, { token: a.token, body: { description: "No type" } }),
      "body",
    );
    expect422(
      await v1(server, "PATCH", `/benefits/${benefit.id}`, {
        token: a.token,
        body: { type: "custom", description: "x" },
      }),
      "body",
    );
    expect422(await v1(server, "PATCH", "/benefits/nope", { token: a.token, body: { type: "custom" } }), "path");
    expect422(await v1(server, "GET", "/benefits/nope", { token: a.token }), "path");
    expect422(await v1(server, "DELETE", "/benefits/nope", { token: a.token }), "path");
    expect422(await v1(server, "GET", "/benefits/", { token: a.token, query: { type: "nope" } }), "query");
    expect422(await v1(server, "GET", "/benefits/", { token: a.token, query: { sorting: "name" } }), "query");
    expect422(await v1(server, "GET", "/benefits/", { token: a.token, query: { id: "nope" } }), "query");
    expect422(await v1(server, "GET", "/benefits/", { token: a.token, query: { exclude_id: "nope" } }), "query");
    expect422(await v1(server, "POST", "/benefits/", { token: a.token, body: "{not json" }), "body");
  });
});

describe("/v1/benefits isolation and roles", () => {
  it("never shows or changes another organization's benefits", async () => {
    const benefit = await created(a.token, custom("A's perk"));
    for (const response of [
      await v1(server, "GET", `/benefits/${benefit.id}`, { token: b.token }),
      await v1(server, "PATCH", `/benefits/${benefit.id}`, {
        token: b.token,
        body: { type: "custom", description: "Stolen" },
      }),
      await v1(server, "DELETE", `/benefits/${benefit.id}`, { token: b.token }),
      await v1(server, "GET", `/benefits/${benefit.id}`, { client: b.owner.client }),
      await v1(server, "GET", "/benefits/", { token: b.token, query: { organization_id: a.organization.id } }),
      await v1(server, "GET", "/benefits/", { client: b.owner.client, query: { organization_id: a.organization.id } }),
      await v1(server, "POST", "/benefits/", {
        token: b.token,
        body: { ...custom(), organization_id: a.organization.id },
      }),
    ])
      expectError(response, 404, "ResourceNotFound");
    const listed = await v1<{ items: Benefit[] }>(server, "GET", "/benefits/", {
      token: b.token,
      query: { id: benefit.id },
    });
    expect(listed.body.items).toEqual([]);
    expect((await v1<Benefit>(server, "GET", `/benefits/${benefit.id}`, { token: a.token })).body.description).toBe(
      "A's perk",
    );
  });

  it("lets members read and only owners and admins write", async () => {
    const member = await billingMember(server, a, "member");
    const admin = await billingMember(server, a, "admin");
    const benefit = await created(a.token, custom("Role perk"));
    expect((await v1(server, "GET", `/benefits/${benefit.id}`, { client: member.client })).status).toBe(200);
    expect(
      (
        await v1<{ items: Benefit[] }>(server, "GET", "/benefits/", {
          client: member.client,
          query: { id: benefit.id },
        })
      ).body.items,
    ).toHaveLength(1);
    expectError(await v1(server, "POST", "/benefits/", { client: member.client, body: custom() }), 403, "NotPermitted");
    expectError(
      await v1(server, "PATCH", `/benefits/${benefit.id}`, {
        client: member.client,
        body: { type: "custom", description: "Member" },
      }),
      403,
      "NotPermitted",
    );
    expectError(await v1(server, "DELETE", `/benefits/${benefit.id}`, { client: member.client }), 403, "NotPermitted");
    expect((await v1(server, "POST", "/benefits/", { client: admin.client, body: custom("By admin") })).status).toBe(
      201,
    );
    expect((await v1(server, "DELETE", `/benefits/${benefit.id}`, { client: a.owner.client })).status).toBe(204);
  });
});

describe("/v1/benefits scopes", () => {
  it("benefits:read reads but can't write; a token without a benefits scope can't read", async () => {
    const benefit = await created(a.token, custom("Scoped perk"));
    const reader = await createToken(server, a.owner, a.organization.id, ["benefits:read"]);
    const other = await createToken(server, a.owner, a.organization.id, ["files:write"]);
    expect((await v1(server, "GET", `/benefits/${benefit.id}`, { token: reader })).status).toBe(200);
    expect((await v1(server, "GET", "/benefits/", { token: reader })).status).toBe(200);
    expectError(await create(reader, custom()), 403, "NotPermitted");
    expectError(
      await v1(server, "PATCH", `/benefits/${benefit.id}`, {
        token: reader,
        body: { type: "custom", description: "Reader" },
      }),
      403,
      "NotPermitted",
    );
    expectError(await v1(server, "DELETE", `/benefits/${benefit.id}`, { token: reader }), 403, "NotPermitted");
    expectError(await v1(server, "GET", `/benefits/${benefit.id}`, { token: other }), 403, "NotPermitted");
  });
});

describe("/v1/benefits in the OpenAPI document", () => {
  it("documents the benefit routes and schemas under Polar's names", async () => {
    const document = (await (await fetch(`${server.url}/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(document.paths["/v1/benefits/"]!)).toEqual(expect.arrayContaining(["get", "post"]));
    expect(Object.keys(document.paths["/v1/benefits/{id}"]!)).toEqual(
      expect.arrayContaining(["get", "patch", "delete"]),
    );
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining([
        "Benefit",
        "BenefitCreate",
        "BenefitUpdate",
        "BenefitCustom",
        "BenefitDiscord",
        "BenefitDownloadables",
        "BenefitGitHubRepository",
        "BenefitLicenseKeys",
        "BenefitMeterCredit",
        "ListResource_Benefit_",
      ]),
    );
  });
});
