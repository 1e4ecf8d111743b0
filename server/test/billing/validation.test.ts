import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg, expect422, expectError, v1 } from "../helpers/billing.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/** Bad input on every /v1 route is 422 with Polar's body, never a 500; and the OpenAPI document. */
let server: TestServer;
let seller: BillingOrg;

beforeAll(async () => {
  server = await startTestServer();
  seller = await billingOrg(server, "validation");
});
afterAll(() => server?.close());

describe("422 on bad input", () => {
  const orgPath = () => `/organizations/${seller.organization.id}`;
  const cases: Array<
    [string, string, () => string, "body" | "query" | "path", unknown?, Record<string, string | string[]>?]
  > = [
    ["list organizations, page 0", "GET", () => "/organizations/", "query", undefined, { page: "0" }],
    ["list organizations, limit 101", "GET", () => "/organizations/", "query", undefined, { limit: "101" }],
    ["list organizations, limit abc", "GET", () => "/organizations/", "query", undefined, { limit: "abc" }],
    [
      "list organizations, bad sorting",
      "GET",
      () => "/organizations/",
      "query",
      undefined,
      { sorting: ["name", "-nope"] },
    ],
    ["get organization, malformed id", "GET", () => "/organizations/not-a-uuid", "path"],
    ["update organization, malformed JSON", "PATCH", orgPath, "body", "{not json"],
    ["update organization, body is an array", "PATCH", orgPath, "body", []],
    ["update organization, bad email", "PATCH", orgPath, "body", { email: "nope" }],
    ["update organization, bad website", "PATCH", orgPath, "body", { website: "ftp://x" }],
    [
      "update organization, unknown social platform",
      "PATCH",
      orgPath,
      "body",
      { socials: [{ platform: "myspace", url: "https://myspace.com/x" }] },
    ],
    [
      "update organization, proration next_period",
      "PATCH",
      orgPath,
      "body",
      { subscription_settings: { proration_behavior: "next_period" } },
    ],
    ["update organization, wrong type", "PATCH", orgPath, "body", { notification_settings: { new_order: "yes" } }],
    [
      "list tokens, bad organization_id",
      "GET",
      () => "/organization-access-tokens/",
      "query",
      undefined,
      { organization_id: "x" },
    ],
    ["create token, missing comment", "POST", () => "/organization-access-tokens/", "body", { scopes: [] }],
    [
      "create token, unknown scope",
      "POST",
      () => "/organization-access-tokens/",
      "body",
      { comment: "x", scopes: ["root"] },
    ],
    [
      "create token, bad expires_in",
      "POST",
      () => "/organization-access-tokens/",
      "body",
      { comment: "x", scopes: [], expires_in: "forever" },
    ],
    ["create token, no body", "POST", () => "/organization-access-tokens/", "body", ""],
    ["update token, malformed id", "PATCH", () => "/organization-access-tokens/123", "path", { comment: "x" }],
    ["delete token, malformed id", "DELETE", () => "/organization-access-tokens/123", "path"],
  ];

  it.each(cases)("%s", async (_name, method, path, location, body, query) => {
    expect422(await v1(server, method, path(), { token: seller.token, body, query }), location);
  });

  it('uses the generic "Required" and "Expected X, received Y", with the Pydantic types', async () => {
    const response = await v1<{ detail: Array<{ loc: unknown[]; msg: string; type: string }> }>(
      server,
      "POST",
      "/organization-access-tokens/",
      {
        token: seller.token,
        body: { comment: 5 },
      },
    );
    expect(response.body.detail).toEqual(
      expect.arrayContaining([
        { loc: ["body", "comment"], msg: "Expected string, received number", type: "string_type" },
        { loc: ["body", "scopes"], msg: "Required", type: "missing" },
      ]),
    );
  });

  it("words bounds as Pydantic does (Polar's messages and ctx), keeping a schema's own message", async () => {
    const detailOf = async (
      method: string,
      path: string,
      options: { body?: unknown; query?: Record<string, string> },
    ) =>
      (
        await v1<{ detail: Array<{ loc: unknown[]; msg: string; type: string }> }>(server, method, path, {
          token: seller.token,
          ...options,
        })
      ).body.detail;
    expect(await detailOf("GET", "/organizations/", { query: { limit: "101" } })).toEqual([
      {
        loc: ["query", "limit"],
        msg: "Input should be less than or equal to 100",
        type: "less_than_equal",
        ctx: { le: 100 },
      },
    ]);
    expect(await detailOf("GET", "/organizations/", { query: { page: "0" } })).toEqual([
      {
        loc: ["query", "page"],
        msg: "Input should be greater than or equal to 1",
        type: "greater_than_equal",
        ctx: { ge: 1 },
      },
    ]);
    const product = await detailOf("POST", "/products/", {
      body: { name: "x".repeat(1000), prices: [{ amount_type: "free" }] },
    });
    expect(product).toContainEqual({
      loc: ["body", "name"],
      msg: expect.stringMatching(/^String should have at most \d+ characters$/),
      type: "string_too_long",
      ctx: { max_length: expect.any(Number) },
    });
  });

  it("a body that is not JSON is 422, not 415 or 500", async () => {
    expect422(
      await v1(server, "PATCH", `/organizations/${seller.organization.id}`, {
        token: seller.token,
        body: "email=x",
        headers: { "content-type": "text/plain" },
      }),
      "body",
    );
  });

  it("unknown /v1 paths are 404 ResourceNotFound (JSON, not the web app)", async () => {
    expectError(await v1(server, "GET", "/nope", { token: seller.token }), 404, "ResourceNotFound");
  });
});

describe("/v1/openapi.json", () => {
  it("is an OpenAPI 3.1 document of the routes, generated from the zod schemas, without credentials", async () => {
    const response = await fetch(`${server.url}/v1/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/v1/organizations/",
        "/v1/organizations/{id}",
        "/v1/organization-access-tokens/",
        "/v1/organization-access-tokens/{id}",
      ]),
    );
    expect(Object.keys(document.paths["/v1/organizations/{id}"]!)).toEqual(expect.arrayContaining(["get", "patch"]));
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining([
        "Organization",
        "OrganizationUpdate",
        "OrganizationAccessToken",
        "HTTPValidationError",
        "Error",
      ]),
    );
  });

  it("says a nullable reference may be null, and what a meter filter's clauses are", async () => {
    type Schema = { properties: Record<string, unknown> };
    const document = (await (await fetch(`${server.url}/v1/openapi.json`)).json()) as {
      components: { schemas: Record<string, Schema> };
    };
    const { schemas } = document.components;
    // Not allOf [ref, {type: [object, null]}]: that refuses null, which the server sends.
    expect(schemas.CheckoutPublic?.properties.product).toEqual({
      anyOf: [{ $ref: "#/components/schemas/CheckoutProduct" }, { type: "null" }],
    });
    expect(JSON.stringify(schemas)).not.toMatch(/"allOf":\[\{"\$ref":"[^"]+"\},\{"type":\[[^\]]*"null"\]\}\]/);
    expect(schemas.Filter?.properties.clauses).toEqual({
      type: "array",
      items: { anyOf: [{ $ref: "#/components/schemas/FilterClause" }, { $ref: "#/components/schemas/Filter" }] },
    });
    expect(schemas.FilterClause?.properties).toHaveProperty("operator");
  });
});

// Last: the server answers before reading the whole body and drops that connection.
describe("body limit", () => {
  it("an oversized body is 413 PayloadTooLarge", async () => {
    const response = await v1(server, "PATCH", `/organizations/${seller.organization.id}`, {
      token: seller.token,
      body: { email: "x".repeat(2 * 1024 * 1024) },
    });
    expectError(response, 413, "PayloadTooLarge");
  });
});
