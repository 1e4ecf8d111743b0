import { randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_INPUT_DEPTH } from "../../src/kit/input-guard.ts";
import { type BillingOrg, billingOrg, v1 } from "../helpers/billing.ts";
import { buyProduct } from "../helpers/checkout.ts";
import { paidOrder } from "../helpers/orders.ts";
import type { JsonResponse } from "../helpers/test-server.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { createOrganization, person } from "../organization/fixtures.ts";

/**
 * A sweep over every operation of /v1/openapi.json, so routes added later are covered without
 * touching this file: unknown ids are 404 (a malformed UUID 422), malformed bodies and bad
 * pages are 422 in Polar's shape, nothing answers without credentials, another organization's
 * objects are not found, and nothing is ever a 500. Each check collects every failing
 * operation and asserts the list is empty, so one run names them all.
 */

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type Parameter = { name: string; in: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
  security?: unknown[];
};
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
};
type Op = { method: string; path: string; operation: Operation; label: string };

/**
 * /v1 routes that answer without credentials, each with its reason. None is in the document;
 * they are listed so a documented operation without security fails the sweep unless added here.
 */
const PUBLIC_ROUTES: Record<string, string> = {
  "POST /v1/integrations/stripe/webhook/{organization_id}":
    "Stripe's events: the Stripe-Signature over the body is the credential (stripe-accounts/webhook-routes.ts)",
  "GET /v1/openapi.json": "the API description itself is public (README: access)",
  "PUT /v1/files/{id}/parts/{number}":
    "signed upload URL: the signature in the URL is the credential (files/routes.ts)",
  "GET /v1/files/{id}/public": "a product media file's public URL (files/routes.ts)",
  "GET /v1/checkouts/client/{client_secret}":
    "checkout client route: the client secret is the credential (checkouts/routes.ts)",
  "PATCH /v1/checkouts/client/{client_secret}":
    "checkout client route: the client secret is the credential (checkouts/routes.ts)",
  "POST /v1/checkouts/client/{client_secret}/confirm":
    "checkout client route: the client secret is the credential (checkouts/routes.ts)",
  "POST /v1/checkouts/client/{client_secret}/test-card-tokens":
    "test-mode card tokenization of a checkout (checkouts/routes.ts)",
  "POST /v1/checkouts/client/{client_secret}/authentication":
    "test-mode 3-D Secure challenge of a checkout (checkouts/routes.ts)",
  "GET /v1/checkouts/client/{client_secret}/invoice": "a succeeded checkout's invoice link (checkouts/routes.ts)",
  "GET /v1/checkout-links/{client_secret}/redirect": "a checkout link's shareable URL (checkout-links/routes.ts)",
  "POST /v1/customer-portal/license-keys/validate":
    "the license key (with the organization id) is the credential (license-keys/routes.ts)",
  "POST /v1/customer-portal/license-keys/activate":
    "the license key (with the organization id) is the credential (license-keys/routes.ts)",
  "POST /v1/customer-portal/license-keys/deactivate":
    "the license key (with the organization id) is the credential (license-keys/routes.ts)",
  "GET /v1/customer-portal/organizations/{slug}":
    "a seller's public storefront data, public as in Polar (customer-portal/routes.ts)",
  "POST /v1/customer-portal/customer-session/request":
    "portal sign-in by email: the mailbox is the credential, the answer the same for anyone (portal-sign-in/routes.ts)",
  "POST /v1/customer-portal/customer-session/authenticate":
    "portal sign-in by email: the mailed code is the credential (portal-sign-in/routes.ts)",
  "GET /v1/customer-portal/customers/me/email-update/check":
    "an email change: the code mailed to the new address is the credential (customer-portal/email-update-routes.ts)",
  "POST /v1/customer-portal/customers/me/email-update/verify":
    "an email change: the code mailed to the new address is the credential (customer-portal/email-update-routes.ts)",
  "GET /v1/customer-seats/claim/{invitation_token}":
    "a seat invitation: the mailed one-time token is the credential, as in Polar (customer-seats/routes.ts)",
  "POST /v1/customer-seats/claim":
    "a seat invitation: the mailed one-time token is the credential, as in Polar (customer-seats/routes.ts)",
};

/** Request bodies the generator below can't produce; key "METHOD /v1/path". */
const SAMPLE_BODIES: Record<string, unknown> = {
  // Stripe's key formats (a pattern the generator does not fill); Stripe is not reached before access is checked.
  "PUT /v1/organizations/{id}/stripe-account": {
    secret_key: "sk_test_51SweepSecretKey000",
    publishable_key: "pk_test_51SweepPublishable0",
    webhook_secret: "whsec_SweepSigningSecret00",
  },
};

let server: TestServer;
let a: BillingOrg;
let b: BillingOrg;
let doc: OpenApi;
let ops: Op[];

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "sweep-a");
  b = await billingOrg(server, "sweep-b");
  const response = await fetch(`${server.url}/v1/openapi.json`);
  doc = (await response.json()) as OpenApi;
  ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation,
      label: `${method.toUpperCase()} ${path}`,
    })),
  );
});
afterAll(() => server?.close());

// ---- the document, read generically ----

const resolve = (schema: JsonSchema | undefined): JsonSchema => {
  let current = schema ?? {};
  while (current.$ref) current = doc.components.schemas[current.$ref.replace("#/components/schemas/", "")] ?? {};
  return current;
};
const pathParams = (op: Op) => (op.operation.parameters ?? []).filter((parameter) => parameter.in === "path");
const queryNames = (op: Op) =>
  new Set(
    (op.operation.parameters ?? []).filter((parameter) => parameter.in === "query").map((parameter) => parameter.name),
  );
const bodySchema = (op: Op) => op.operation.requestBody?.content?.["application/json"]?.schema;
const isUuidParam = (parameter: Parameter) => resolve(parameter.schema).format === "uuid";
const isListOp = (op: Op) => op.method === "GET" && queryNames(op).has("page") && queryNames(op).has("limit");
const typesOf = (schema: JsonSchema): string[] => {
  const resolved = resolve(schema);
  const own = resolved.type === undefined ? [] : [resolved.type].flat();
  return [...own, ...[...(resolved.anyOf ?? []), ...(resolved.oneOf ?? [])].flatMap(typesOf)];
};

/** Every path parameter replaced: a random UUID for `format: uuid`, random text otherwise. */
function fill(op: Op, values: Record<string, string> = {}): string {
  let path = op.path;
  for (const parameter of pathParams(op))
    path = path.replace(
      `{${parameter.name}}`,
      encodeURIComponent(values[parameter.name] ?? (isUuidParam(parameter) ? randomUUID() : `sweep-${randomUUID()}`)),
    );
  return path.replace(/^\/v1/, "");
}

/** The operation's required query parameters (a meter's quantities window), with sample values. */
const requiredQuery = (op: Op): Record<string, string> =>
  Object.fromEntries(
    (op.operation.parameters ?? [])
      .filter((parameter) => parameter.in === "query" && parameter.required)
      .map((parameter) => [parameter.name, String(sample(parameter.schema))]),
  );

/** A minimal body that passes the schema: required keys only, smallest valid values. */
function sample(schema: JsonSchema | undefined, depth = 0): unknown {
  const resolved = resolve(schema);
  if (depth > 8) return null;
  if (resolved.const !== undefined) return resolved.const;
  if (resolved.enum) return resolved.enum[0];
  const branches = resolved.oneOf ?? resolved.anyOf;
  if (branches) return sample(branches.find((branch) => !typesOf(branch).includes("null")) ?? branches[0], depth + 1);
  if (resolved.allOf) return Object.assign({}, ...resolved.allOf.map((part) => sample(part, depth + 1)));
  const type = [resolved.type ?? "object"].flat().find((item) => item !== "null") ?? "null";
  switch (type) {
    case "object":
      return Object.fromEntries(
        (resolved.required ?? []).map((key) => [key, sample(resolved.properties?.[key], depth + 1)]),
      );
    case "array":
      return Array.from({ length: resolved.minItems ?? 0 }, () => sample(resolved.items, depth + 1));
    case "integer":
    case "number":
      return resolved.minimum ?? (resolved.exclusiveMinimum !== undefined ? resolved.exclusiveMinimum + 1 : 1);
    case "boolean":
      return false;
    case "null":
      return null;
    default:
      return sampleString(resolved);
  }
}

function sampleString(schema: JsonSchema): string {
  if (schema.format === "uuid") return randomUUID();
  if (schema.format === "date-time") return new Date().toISOString();
  if (schema.format === "email") return "sweep@example.com";
  if (schema.format === "uri") return "https://example.com/sweep";
  const candidates = ["sweep", "application/octet-stream", "sweep-value", "US", "usd", "x"];
  const fits = (text: string) =>
    (!schema.pattern || new RegExp(schema.pattern).test(text)) &&
    text.length >= (schema.minLength ?? 0) &&
    text.length <= (schema.maxLength ?? Infinity);
  return candidates.find(fits) ?? "x".repeat(Math.max(schema.minLength ?? 1, 1));
}

/** Every property of the body (all union branches) with a value of a type it does not take. */
function wrongTypes(schema: JsonSchema | undefined): Record<string, unknown> {
  const resolved = resolve(schema);
  const variants = [resolved, ...(resolved.oneOf ?? []), ...(resolved.anyOf ?? []), ...(resolved.allOf ?? [])].map(
    resolve,
  );
  const body: Record<string, unknown> = {};
  for (const variant of variants) {
    for (const [key, property] of Object.entries(variant.properties ?? {})) {
      const allowed = new Set(typesOf(property).map((type) => (type === "integer" ? "number" : type)));
      const candidates: Array<[string, unknown]> = [
        ["object", { sweep: [1] }],
        ["number", 12345.5],
        ["string", "sweep"],
        ["boolean", true],
        ["array", [{ sweep: 1 }]],
      ];
      body[key] = (candidates.find(([type]) => !allowed.has(type)) ?? ["object", { sweep: [1] }])[1];
    }
  }
  return body;
}

/** Every string property of the body (all branches) as a 100 000-character string. */
function hugeStrings(schema: JsonSchema | undefined): Record<string, unknown> {
  const resolved = resolve(schema);
  const variants = [resolved, ...(resolved.oneOf ?? []), ...(resolved.anyOf ?? [])].map(resolve);
  const base = sample(resolved) as Record<string, unknown>;
  const body: Record<string, unknown> = typeof base === "object" && base !== null ? { ...base } : {};
  const keys = new Set(
    variants.flatMap((variant) =>
      Object.entries(variant.properties ?? {})
        .filter(([, property]) => typesOf(property).includes("string"))
        .map(([key]) => key),
    ),
  );
  // 100,000 characters each, but the whole body under the 1 MiB limit (a checkout has many string fields).
  for (const key of keys) body[key] = "x".repeat(Math.min(100_000, Math.floor(900_000 / keys.size)));
  return body;
}

function hasBoundedString(schema: JsonSchema | undefined): boolean {
  const resolved = resolve(schema);
  const variants = [resolved, ...(resolved.oneOf ?? []), ...(resolved.anyOf ?? [])].map(resolve);
  const bounded = (property: JsonSchema): boolean => {
    const inner = resolve(property);
    if ([inner.type].flat().includes("string"))
      return (
        inner.maxLength !== undefined ||
        inner.pattern !== undefined ||
        inner.format !== undefined ||
        inner.enum !== undefined
      );
    return [...(inner.anyOf ?? []), ...(inner.oneOf ?? [])].some(bounded);
  };
  return variants.some((variant) => Object.values(variant.properties ?? {}).some(bounded));
}

// ---- expectations, collected per operation ----

type Failure = { op: string; case: string; status: number; body: unknown };

function polar422(response: JsonResponse<unknown>): boolean {
  if (response.status !== 422) return false;
  const detail = (response.body as { detail?: unknown } | null)?.detail;
  return (
    Array.isArray(detail) &&
    detail.length > 0 &&
    detail.every(
      (item: { loc?: unknown; msg?: unknown; type?: unknown }) =>
        Array.isArray(item.loc) && typeof item.msg === "string" && typeof item.type === "string",
    )
  );
}
const isError = (response: JsonResponse<unknown>, status: number, error: string) =>
  response.status === status &&
  (response.body as { error?: unknown } | null)?.error === error &&
  typeof (response.body as { detail?: unknown }).detail === "string";

/** Every status the sweep saw each operation answer ("METHOD /v1/path" → status → the first case that saw it). */
const observed = new Map<string, Map<number, string>>();
function observe(op: Op, label: string, status: number): void {
  const statuses = observed.get(op.label) ?? new Map<number, string>();
  if (!statuses.has(status)) statuses.set(status, label);
  observed.set(op.label, statuses);
}

function check(failures: Failure[], op: Op, label: string, response: JsonResponse<unknown>, ok: boolean): void {
  observe(op, label, response.status);
  if (!ok || response.status >= 500)
    failures.push({ op: op.label, case: label, status: response.status, body: response.body });
}

/**
 * A request declaring a 2 MiB JSON body (node:http): the server answers 413 from the
 * Content-Length before reading it and closes the connection, so only the start is sent (a
 * client writing everything may see the connection reset before it reads the 413).
 */
function oversized(method: string, path: string): Promise<JsonResponse<unknown>> {
  const size = 2 * 1024 * 1024;
  let answered = false;
  return new Promise((resolvePromise, reject) => {
    const request = httpRequest(
      new URL(`${server.url}/v1${path}`),
      {
        method,
        headers: { authorization: `Bearer ${a.token}`, "content-type": "application/json", "content-length": size },
      },
      (response) => {
        answered = true;
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => {
          request.destroy();
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON: keep the text
          }
          resolvePromise({
            status: response.statusCode ?? 0,
            body,
            headers: new Headers(),
            response: new Response(null),
          });
        });
      },
    );
    request.on("error", (error) => (answered ? undefined : reject(error)));
    request.write(`{"sweep":"${"x".repeat(1024)}`);
  });
}

const bodyFor = (op: Op) =>
  op.label in SAMPLE_BODIES ? SAMPLE_BODIES[op.label] : bodySchema(op) ? sample(bodySchema(op)) : undefined;

describe("/v1 route sweep, driven by /v1/openapi.json", () => {
  it("covers the document's operations, all behind credentials unless listed as public", () => {
    expect(ops.length).toBeGreaterThan(30);
    const unsecured = ops
      .filter((op) => !op.operation.security?.length && !(op.label in PUBLIC_ROUTES))
      .map((op) => op.label);
    expect(unsecured).toEqual([]);
  });

  it("(a) an unknown id is 404 ResourceNotFound, a malformed UUID 422 at the path", async () => {
    const failures: Failure[] = [];
    for (const op of ops.filter((item) => pathParams(item).length > 0)) {
      const missing = await v1(server, op.method, fill(op), {
        token: await credentialFor(op, a),
        body: bodyFor(op),
        query: requiredQuery(op),
      });
      check(failures, op, "unknown id", missing, isError(missing, 404, "ResourceNotFound"));
      const uuidParams = pathParams(op).filter(isUuidParam);
      if (uuidParams.length === 0) continue;
      const malformed = await v1(
        server,
        op.method,
        fill(op, Object.fromEntries(uuidParams.map((parameter) => [parameter.name, "not-a-uuid"]))),
        { token: await credentialFor(op, a), body: bodyFor(op), query: requiredQuery(op) },
      );
      check(
        failures,
        op,
        "malformed uuid",
        malformed,
        polar422(malformed) &&
          (malformed.body as { detail: Array<{ loc: unknown[] }> }).detail.every((item) => item.loc[0] === "path"),
      );
    }
    expect(failures).toEqual([]);
  });

  it("(b) a malformed JSON body is 422 { detail: [{ loc, msg, type }] }", async () => {
    const failures: Failure[] = [];
    for (const op of ops.filter((item) => bodySchema(item))) {
      const path = fill(op);
      const schema = bodySchema(op);
      const cases: Array<[string, { body?: unknown; headers?: Record<string, string> }]> = [
        ["not JSON", { body: "{not json", headers: { "content-type": "application/json" } }],
        ["text/plain", { body: "hello", headers: { "content-type": "text/plain" } }],
        ["no body", {}],
        ["an array", { body: [] }],
        ["null", { body: "null", headers: { "content-type": "application/json" } }],
        ["a string", { body: '"sweep"', headers: { "content-type": "application/json" } }],
        ["wrong types", { body: wrongTypes(schema) }],
      ];
      for (const [label, options] of cases) {
        const response = await v1(server, op.method, path, { token: a.token, ...options });
        check(failures, op, label, response, polar422(response));
      }
      // Unknown keys are ignored (as Polar does): a deeply nested one must simply not break anything.
      const nested = await v1(server, op.method, path, {
        token: a.token,
        body: JSON.parse(`${'{"a":'.repeat(2000)}1${"}".repeat(2000)}`) as unknown,
      });
      check(failures, op, "deep nesting", nested, nested.status < 500);
      // Huge strings are 422 where a string is bounded (length, pattern, format, enum); unbounded ones may be accepted.
      const huge = await v1(server, op.method, path, { token: a.token, body: hugeStrings(schema) });
      check(failures, op, "huge strings", huge, hasBoundedString(schema) ? polar422(huge) : huge.status < 500);
      const tooLarge = await oversized(op.method, path);
      check(failures, op, "over the body limit", tooLarge, isError(tooLarge, 413, "PayloadTooLarge"));
    }
    expect(failures).toEqual([]);
  });

  it("(c) a list with a bad page or limit is 422 at the query", async () => {
    const failures: Failure[] = [];
    const lists = ops.filter(isListOp);
    expect(lists.length).toBeGreaterThan(5);
    for (const op of lists) {
      const bad: Array<Record<string, string>> = [
        { page: "0" },
        { page: "-1" },
        { page: "abc" },
        { page: "1.5" },
        { limit: "0" },
        { limit: "101" },
        { limit: "abc" },
        { limit: "" },
      ];
      if (queryNames(op).has("sorting")) bad.push({ sorting: "not_a_field" });
      for (const query of bad) {
        const response = await v1(server, op.method, fill(op), { token: a.token, query });
        check(
          failures,
          op,
          JSON.stringify(query),
          response,
          polar422(response) &&
            (response.body as { detail: Array<{ loc: unknown[] }> }).detail.every((item) => item.loc[0] === "query"),
        );
      }
    }
    expect(failures).toEqual([]);
  });

  it("(c) a query parameter of the wrong shape (UUID, enum, number) is 422 at the query", async () => {
    const failures: Failure[] = [];
    let checked = 0;
    for (const op of ops) {
      for (const parameter of (op.operation.parameters ?? []).filter((item) => item.in === "query")) {
        const schema = resolve(parameter.schema);
        const item = resolve(schema.type === "array" ? schema.items : schema);
        const bad =
          item.format === "uuid"
            ? "not-a-uuid"
            : item.enum
              ? "sweep-not-a-choice"
              : [item.type].flat().some((type) => type === "integer" || type === "number")
                ? "not-a-number"
                : undefined;
        if (bad === undefined) continue;
        checked += 1;
        const response = await v1(server, op.method, fill(op), {
          token: a.token,
          query: { [parameter.name]: bad },
          body: bodyFor(op),
        });
        check(
          failures,
          op,
          `${parameter.name}=${bad}`,
          response,
          polar422(response) &&
            (response.body as { detail: Array<{ loc: unknown[] }> }).detail.every((entry) => entry.loc[0] === "query"),
        );
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  });

  it("(e) a NUL character in the path, the query or the body, or a body nested too deep, is 422 at that place", async () => {
    const failures: Failure[] = [];
    const refusedAt = (response: JsonResponse<unknown>, place: string) =>
      polar422(response) &&
      (response.body as { detail: Array<{ loc: unknown[] }> }).detail.every((item) => item.loc[0] === place);
    const nested = JSON.parse(`${'{"a":'.repeat(MAX_INPUT_DEPTH + 1)}1${"}".repeat(MAX_INPUT_DEPTH + 1)}`) as unknown;
    for (const op of ops) {
      const token = await credentialFor(op, a);
      const options = { token, body: bodyFor(op), query: requiredQuery(op) };
      if (pathParams(op).length > 0) {
        const nul = Object.fromEntries(pathParams(op).map((parameter) => [parameter.name, "a\u0000b"]));
        const inPath = await v1(server, op.method, fill(op, nul), options);
        check(failures, op, "NUL in the path", inPath, refusedAt(inPath, "path"));
      }
      const inQuery = await v1(server, op.method, fill(op), { ...options, query: { ...options.query, q: "a\u0000b" } });
      check(failures, op, "NUL in the query", inQuery, refusedAt(inQuery, "query"));
      if (!bodySchema(op)) continue;
      for (const [label, extra] of [
        ["NUL in the body", { sweep: "a\u0000b" }],
        ["a body nested too deep", { sweep: nested }],
      ] as const) {
        const inBody = await v1(server, op.method, fill(op), {
          ...options,
          body: { ...(options.body as object), ...extra },
        });
        check(failures, op, label, inBody, refusedAt(inBody, "body"));
      }
    }
    expect(failures).toEqual([]);
  });

  it("(d) without credentials, or with an unknown token, every operation is 401 Unauthorized", async () => {
    const failures: Failure[] = [];
    for (const op of ops.filter((item) => !(item.label in PUBLIC_ROUTES))) {
      const anonymous = await v1(server, op.method, fill(op), { body: bodyFor(op) });
      check(failures, op, "no credentials", anonymous, isError(anonymous, 401, "Unauthorized"));
      const unknown = await v1(server, op.method, fill(op), {
        token: `polar_oat_${randomUUID().replace(/-/g, "")}`,
        body: bodyFor(op),
      });
      check(failures, op, "unknown token", unknown, isError(unknown, 401, "Unauthorized"));
    }
    const document = await v1(server, "GET", "/openapi.json");
    expect(document.status).toBe(200);
    expect(failures).toEqual([]);
  });

  it("the public file routes answer an unknown file without a 500", async () => {
    const id = randomUUID();
    for (const [method, path] of [
      ["PUT", `/files/${id}/parts/1?token=forged`],
      ["GET", `/files/${id}/public`],
      ["GET", "/files/not-a-uuid/public"],
      ["PUT", "/files/not-a-uuid/parts/x"],
    ] as const) {
      const response = await fetch(`${server.url}/v1${path}`, { method, body: method === "PUT" ? "bytes" : undefined });
      expect([403, 404, 422], `${method} ${path}: ${response.status}`).toContain(response.status);
    }
  });
});

/**
 * (e) Another organization's objects: how to create one of each resource (by collection path),
 * returning the path parameters that name it. A collection with `{id}` routes and no entry
 * here fails the sweep, so a new resource gets its line.
 */
type Creator = (org: BillingOrg) => Promise<Record<string, string>>;
const created = async (
  org: BillingOrg,
  path: string,
  body: unknown,
): Promise<{ id: string } & Record<string, unknown>> => {
  const response = await v1<{ id: string } & Record<string, unknown>>(server, "POST", path, { token: org.token, body });
  expect(response.status, `${path}: ${JSON.stringify(response.body)}`).toBe(201);
  return response.body;
};
/** A seat, claimed at once, of a 2-seat subscription of `org`. */
async function seatOf(org: BillingOrg): Promise<string> {
  const product = await created(org, "/products/", {
    name: "Sweep seats",
    recurring_interval: "month",
    prices: [{ amount_type: "seat_based", seat_tiers: { tiers: [{ min_seats: 1, price_per_seat: 500 }] } }],
  });
  const { checkout } = await buyProduct(server, org.token, product.id, {
    email: `seats-${randomUUID()}@example.com`,
    checkout: { seats: 2 },
  });
  expect(checkout.status, JSON.stringify(checkout)).toBe("succeeded");
  const listed = await v1<{ items: Array<{ id: string }> }>(server, "GET", "/subscriptions/", {
    token: org.token,
    query: { product_id: product.id },
  });
  const seat = await v1<{ id: string }>(server, "POST", "/customer-seats", {
    token: org.token,
    body: {
      subscription_id: listed.body.items[0]!.id,
      email: `seat-${randomUUID()}@example.com`,
      immediate_claim: true,
    },
  });
  expect(seat.status, JSON.stringify(seat.body)).toBe(200);
  return seat.body.id;
}

const CREATORS: Record<string, Creator> = {
  "/v1/organizations/": async (org) => ({ id: org.organization.id }),
  // metrics/dashboards/{id}: a saved dashboard.
  "/v1/metrics/": async (org) => ({ id: (await created(org, "/metrics/dashboards", { name: "Sweep" })).id }),
  // Stripe's webhook names the organization; without its Stripe account (and signature) it is 404.
  "/v1/integrations/": async (org) => ({ organization_id: org.organization.id }),
  "/v1/organization-access-tokens/": async (org) => {
    const tokens = await v1<{ items: Array<{ id: string }> }>(server, "GET", "/organization-access-tokens/", {
      token: org.token,
    });
    return { id: tokens.body.items[0]!.id };
  },
  "/v1/files/": async (org) => ({
    id: (
      await created(org, "/files/", {
        name: "sweep.png",
        mime_type: "image/png",
        size: 3,
        service: "product_media",
        upload: { parts: [{ number: 1, chunk_start: 0, chunk_end: 3 }] },
      })
    ).id,
  }),
  "/v1/benefits/": async (org) => ({
    id: (await created(org, "/benefits/", { type: "custom", description: "Sweep perk", properties: { note: "hi" } }))
      .id,
  }),
  "/v1/products/": async (org) => ({
    id: (await created(org, "/products/", { name: "Sweep", prices: [{ amount_type: "fixed", price_amount: 1000 }] }))
      .id,
  }),
  "/v1/custom-fields/": async (org) => ({
    id: (
      await created(org, "/custom-fields/", {
        type: "text",
        slug: `sweep-${randomUUID().slice(0, 8)}`,
        name: "Sweep",
        properties: {},
      })
    ).id,
  }),
  "/v1/customers/": async (org) => {
    const externalId = `sweep-${randomUUID()}`;
    const customer = await created(org, "/customers/", { email: `${externalId}@example.com`, external_id: externalId });
    return { id: customer.id, external_id: externalId };
  },
  "/v1/discounts/": async (org) => ({
    id: (await created(org, "/discounts/", { type: "percentage", basis_points: 1000, duration: "once", name: "Sweep" }))
      .id,
  }),
  // orders/{id}, orders/{id}/invoice: a paid order (createPaidOrder, as a checkout's success makes it).
  "/v1/orders/": async (org) => ({ id: (await paidOrder(server, org)).id }),
  // customer-portal/orders/{id}/invoice: an order of A (B's customer session can't see it).
  // customer-portal/{id} (an order) and seats/{seat_id} (a seat of A's seat-based subscription).
  "/v1/customer-portal/": async (org) => ({ id: (await paidOrder(server, org)).id, seat_id: await seatOf(org) }),
  // customer-seats/{seat_id}; claim/{invitation_token} is public (the token is the credential): a spent one.
  "/v1/customer-seats/": async (org) => ({ seat_id: await seatOf(org), invitation_token: "sweep-spent-token" }),
  // endpoints/{id}, endpoints/{id}/secret and events/{id}/redeliver: an endpoint's id (no event of B's either way).
  "/v1/checkouts/": async (org) => ({
    id: (
      await created(org, "/checkouts/", {
        products: [
          (
            await created(org, "/products/", { name: "Sweep", prices: [{ amount_type: "fixed", price_amount: 1000 }] })
          ).id,
        ],
      })
    ).id,
  }),
  "/v1/checkout-links/": async (org) => ({
    id: (
      await created(org, "/checkout-links/", {
        payment_processor: "stripe",
        products: [
          (
            await created(org, "/products/", { name: "Sweep", prices: [{ amount_type: "fixed", price_amount: 1000 }] })
          ).id,
        ],
      })
    ).id,
  }),
  // subscriptions/{id}: a subscription made by a checkout of a monthly product.
  "/v1/subscriptions/": async (org) => {
    const product = await created(org, "/products/", {
      name: "Sweep plan",
      recurring_interval: "month",
      prices: [{ amount_type: "fixed", price_amount: 1000 }],
    });
    await buyProduct(server, org.token, product.id);
    const listed = await v1<{ items: Array<{ id: string }> }>(server, "GET", "/subscriptions/", {
      token: org.token,
      query: { product_id: product.id },
    });
    return { id: listed.body.items[0]!.id };
  },
  // license-keys/{id} and its activations: a key granted by a purchase (the grant worker polls every 50 ms), activated once.
  "/v1/license-keys/": async (org) => {
    const benefit = await created(org, "/benefits/", {
      type: "license_keys",
      description: "Sweep key",
      properties: {
        prefix: null,
        expires: null,
        activations: { limit: 1, enable_customer_admin: false },
        limit_usage: null,
      },
    });
    const product = await created(org, "/products/", {
      name: "Sweep",
      prices: [{ amount_type: "fixed", price_amount: 1000 }],
    });
    expect(
      (
        await v1(server, "POST", `/products/${product.id}/benefits`, {
          token: org.token,
          body: { benefits: [benefit.id] },
        })
      ).status,
    ).toBe(200);
    await paidOrder(server, org, { productId: product.id });
    let key: { id: string; key: string } | undefined;
    for (let i = 0; i < 100 && !key; i += 1) {
      key = (
        await v1<{ items: Array<{ id: string; key: string }> }>(server, "GET", "/license-keys/", {
          token: org.token,
          query: { benefit_id: benefit.id },
        })
      ).body.items[0];
      if (!key) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const activation = await v1<{ id: string }>(server, "POST", "/customer-portal/license-keys/activate", {
      body: { key: key!.key, organization_id: org.organization.id, label: "sweep" },
    });
    return { id: key!.id, activation_id: activation.body.id };
  },
  "/v1/tax-rates/": async (org) => ({
    id: (await created(org, "/tax-rates/", { country: "FR", basis_points: 2000 })).id,
  }),
  // events/{id}: an event ingested for a customer of A.
  "/v1/events/": async (org) => {
    const customer = await created(org, "/customers/", { email: `events-${randomUUID()}@example.com` });
    const name = `sweep-${randomUUID()}`;
    expect(
      (
        await v1(server, "POST", "/events/ingest", {
          token: org.token,
          body: { events: [{ name, customer_id: customer.id }] },
        })
      ).status,
    ).toBe(200);
    const listed = await v1<{ items: Array<{ id: string }> }>(server, "GET", "/events/", {
      token: org.token,
      query: { name },
    });
    return { id: listed.body.items[0]!.id };
  },
  "/v1/event-types/": async (org) => {
    const name = `sweep-type-${randomUUID()}`;
    const ingested = await v1(server, "POST", "/events/ingest", {
      token: org.token,
      body: { events: [{ name, external_customer_id: "sweep" }] },
    });
    expect(ingested.status).toBe(200);
    const listed = await v1<{ items: Array<{ id: string }> }>(server, "GET", "/event-types/", {
      token: org.token,
      query: { query: name },
    });
    return { id: listed.body.items[0]!.id };
  },
  // payments/{id}: a purchase through the hosted checkout's charge.
  "/v1/payments/": async (org) => {
    const product = await created(org, "/products/", {
      name: "Sweep payment",
      prices: [{ amount_type: "fixed", price_amount: 700 }],
    });
    await buyProduct(server, org.token, product.id);
    const listed = await v1<{ items: Array<{ id: string }> }>(server, "GET", "/payments/", { token: org.token });
    return { id: listed.body.items[0]!.id };
  },
  // disputes/{id}: Stripe reports disputes (stripe-refunds-disputes.test.ts); here one is on record for a purchase.
  // wallets/{id}: a customer's wallet, made by a credit.
  "/v1/wallets/": async (org) => {
    const customer = await created(org, "/customers/", { email: `wallet-${randomUUID()}@example.com` });
    return {
      id: (await created(org, "/wallets/credits", { customer_id: customer.id, currency: "usd", amount: 500 })).id,
    };
  },
  "/v1/disputes/": async (org) => {
    const product = await created(org, "/products/", {
      name: "Sweep dispute",
      prices: [{ amount_type: "fixed", price_amount: 900 }],
    });
    const { checkout } = await buyProduct(server, org.token, product.id);
    const order = await v1<{ items: Array<{ id: string; payment_id: string }> }>(server, "GET", "/orders/", {
      token: org.token,
      query: { checkout_id: String(checkout.id) },
    });
    const id = crypto.randomUUID();
    await server.gatehouse.database.db
      .insertInto("billing_dispute")
      .values({
        id,
        organization_id: org.organization.id,
        order_id: order.body.items[0]!.id,
        payment_id: "pi_sweep",
        processor_dispute_id: `dp_sweep_${id}`,
        status: "needs_response",
        reason: "fraudulent",
        amount: 900,
        tax_amount: 0,
        currency: "usd",
        created_at: new Date().toISOString(),
        opened_mailed_at: new Date().toISOString(),
      })
      .execute();
    return { id };
  },
  "/v1/meters/": async (org) => ({
    id: (
      await created(org, "/meters/", {
        name: "Sweep meter",
        filter: { conjunction: "and", clauses: [] },
        aggregation: { func: "count" },
      })
    ).id,
  }),
  // customer-meters/{id}: made by a meter_credit grant of a purchase (the grant worker polls every 50 ms).
  "/v1/customer-meters/": async (org) => {
    const meter = await created(org, "/meters/", {
      name: "Sweep credits",
      filter: { conjunction: "and", clauses: [] },
      aggregation: { func: "count" },
    });
    const benefit = await created(org, "/benefits/", {
      type: "meter_credit",
      description: "Sweep credits",
      properties: { meter_id: meter.id, units: 5, rollover: false },
    });
    const product = await created(org, "/products/", {
      name: "Sweep",
      prices: [{ amount_type: "fixed", price_amount: 1000 }],
    });
    expect(
      (
        await v1(server, "POST", `/products/${product.id}/benefits`, {
          token: org.token,
          body: { benefits: [benefit.id] },
        })
      ).status,
    ).toBe(200);
    await paidOrder(server, org, { productId: product.id });
    let item: { id: string } | undefined;
    for (let i = 0; i < 100 && !item; i += 1) {
      item = (
        await v1<{ items: Array<{ id: string }> }>(server, "GET", "/customer-meters/", {
          token: org.token,
          query: { meter_id: meter.id },
        })
      ).body.items[0];
      if (!item) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return { id: item!.id };
  },
  // api-key-meters/{api_key_id}: the key of an organization that is A's customer, bound to A's meter.
  "/v1/api-key-meters/": async (org) => {
    const owner = await person(server, "sweep-key");
    const organization = await createOrganization(owner, { name: "Sweep customer" });
    const key = await owner.client.post<{ id: string }>("/api-key/create", {
      configId: "organization",
      organizationId: organization.id,
      name: "sweep",
    });
    expect(key.status).toBe(200);
    await created(org, "/customers/", { email: `key-${randomUUID()}@example.com`, external_id: organization.id });
    const meter = await created(org, "/meters/", {
      name: "Sweep requests",
      filter: { conjunction: "and", clauses: [{ property: "name", operator: "eq", value: "sweep.request" }] },
      aggregation: { func: "count" },
    });
    const bound = await v1(server, "PUT", `/api-key-meters/${key.body.id}`, {
      token: org.token,
      body: { meter_id: meter.id },
    });
    expect(bound.status, JSON.stringify(bound.body)).toBe(200);
    return { api_key_id: key.body.id };
  },
  "/v1/webhooks/": async (org) => ({
    id: (
      await created(org, "/webhooks/endpoints", {
        url: "http://127.0.0.1:9/sweep",
        format: "raw",
        events: ["customer.created"],
      })
    ).id,
  }),
};
/** The customer portal takes a customer session (polar_cst_) of a customer of the organization, not its token. */
const portalSessions = new Map<string, Promise<string>>();
async function credentialFor(op: Op, org: BillingOrg): Promise<string> {
  if (!op.path.startsWith("/v1/customer-portal/")) return org.token;
  const session =
    portalSessions.get(org.token) ??
    created(org, "/customers/", { email: `portal-${randomUUID()}@example.com` }).then(async (customer) =>
      String((await created(org, "/customer-sessions/", { customer_id: customer.id })).token),
    );
  portalSessions.set(org.token, session);
  return session;
}
const collectionOf = (path: string) => `${path.split("/").slice(0, 3).join("/")}/`;
/** A's objects made by CREATORS in the sweep below, by collection, for the last pass's requests on real objects. */
const ownObjects = new Map<string, Record<string, string>>();

describe("/v1 route sweep: organization B against organization A's objects", () => {
  it("every {id} operation on A's object is 404 for B's token, and B's lists never include it", async () => {
    const failures: Failure[] = [];
    const collections = [...new Set(ops.filter((op) => pathParams(op).length > 0).map((op) => collectionOf(op.path)))];
    expect(collections.filter((collection) => !(collection in CREATORS))).toEqual([]);
    for (const collection of collections) {
      const params = await CREATORS[collection]!(a);
      ownObjects.set(collection, params);
      for (const op of ops.filter((item) => collectionOf(item.path) === collection && pathParams(item).length > 0)) {
        const response = await v1(server, op.method, fill(op, params), {
          token: await credentialFor(op, b),
          body: bodyFor(op),
          query: requiredQuery(op),
        });
        check(failures, op, "B on A's object", response, isError(response, 404, "ResourceNotFound"));
      }
      const list = ops.find((op) => op.path === collection && isListOp(op));
      if (list) {
        const listed = await v1<{ items: Array<{ id: string }> }>(server, "GET", fill(list), {
          token: b.token,
          query: { limit: "100" },
        });
        check(
          failures,
          list,
          "B's list",
          listed,
          listed.status === 200 && !listed.body.items.some((item) => item.id === params.id),
        );
      }
      // A still sees its object (the 404s above were not a deletion by B).
      const get = ops.find((op) => op.method === "GET" && op.path === `${collection}{id}`);
      if (get) {
        const own = await v1(server, "GET", fill(get, params), { token: a.token, query: requiredQuery(get) });
        check(failures, get, "A's own object after B's attempts", own, own.status === 200);
      }
    }
    expect(failures).toEqual([]);
  });
});

/**
 * The document tells the truth: every status the sweep saw an operation answer is among the
 * responses the document declares for it. A last pass adds what a well-formed request answers
 * (A's credential, the sample body, A's own objects where the sweep made some, else unknown ids),
 * where refusals of the domain's own rules (400s and the like) show up.
 */
describe("/v1 route sweep: the document declares every status an operation answers", () => {
  // Deletions last, and the deletion of A's credentials or organization at the very end.
  const order = (op: Op) =>
    op.method !== "DELETE" ? 0 : /^\/v1\/(organizations|organization-access-tokens)\//.test(op.path) ? 2 : 1;

  const declares = (op: Op, status: number) => String(status) in (op.operation.responses ?? {});

  it("a well-formed request to each operation answers without an undeclared 5xx", async () => {
    const failures: Failure[] = [];
    for (const op of [...ops].sort((x, y) => order(x) - order(y))) {
      const own = ownObjects.get(collectionOf(op.path));
      const response = await v1(server, op.method, fill(op, own), {
        token: await credentialFor(op, a),
        body: bodyFor(op),
        query: requiredQuery(op),
      });
      const label = own ? "well-formed, on A's object" : "well-formed";
      observe(op, label, response.status);
      // A 5xx the operation declares is an honest answer (Stripe unreachable: 502); an undeclared one is a fault.
      if (response.status >= 500 && !declares(op, response.status))
        failures.push({ op: op.label, case: label, status: response.status, body: response.body });
    }
    expect(failures).toEqual([]);
  });

  it("every status observed by the sweep is declared by the operation's responses", () => {
    expect(observed.size).toBeGreaterThan(30);
    const undeclared = ops.flatMap((op) =>
      [...(observed.get(op.label) ?? new Map<number, string>())]
        .filter(([status]) => !declares(op, status))
        .map(([status, label]) => `${op.label}: ${status} (${label})`),
    );
    expect(undeclared).toEqual([]);
  });
});
