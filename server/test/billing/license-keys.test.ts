import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg, expect422, expectError, sdk10, sdk047, v1 } from "../helpers/billing.ts";
import { drainGrantJobs } from "../helpers/grants.ts";
import { createProduct, paidOrder } from "../helpers/orders.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/** License keys: granted by a purchase; validate / activate (limit, concurrency) / deactivate; usage limit; admin routes; isolation. */

type Key = {
  id: string;
  key: string;
  display_key: string;
  status: string;
  limit_activations: number | null;
  usage: number;
  limit_usage: number | null;
  validations: number;
  expires_at: string | null;
  customer_id: string;
  benefit_id: string;
  organization_id: string;
};
type Activation = {
  id: string;
  license_key_id: string;
  label: string;
  meta: Record<string, unknown>;
  license_key: Key;
};

let server: TestServer;
let a: BillingOrg;
let b: BillingOrg;

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "keys-a");
  b = await billingOrg(server, "keys-b");
});

afterAll(async () => {
  await server?.close();
});

const drain = () => drainGrantJobs(server.gatehouse.database.db);

/** A license_keys benefit on a product, bought once: the granted key. */
async function grantedKey(
  org: BillingOrg,
  properties: Record<string, unknown> = {},
): Promise<{ key: Key; benefitId: string }> {
  const benefit = await v1<{ id: string }>(server, "POST", "/benefits/", {
    token: org.token,
    body: {
      type: "license_keys",
      description: "License",
      properties: {
        prefix: "GATE",
        expires: null,
        activations: { limit: 2, enable_customer_admin: false },
        limit_usage: 3,
        ...properties,
      },
    },
  });
  expect(benefit.status, JSON.stringify(benefit.body)).toBe(201);
  const product = await createProduct(server, org);
  expect(
    (
      await v1(server, "POST", `/products/${product.id}/benefits`, {
        token: org.token,
        body: { benefits: [benefit.body.id] },
      })
    ).status,
  ).toBe(200);
  await paidOrder(server, org, { productId: product.id });
  await drain();
  const list = await v1<{ items: Key[] }>(server, "GET", "/license-keys/", {
    token: org.token,
    query: { benefit_id: benefit.body.id },
  });
  expect(list.status).toBe(200);
  expect(list.body.items.length).toBe(1);
  return { key: list.body.items[0]!, benefitId: benefit.body.id };
}

const post = <T>(path: string, body: Record<string, unknown>) =>
  v1<T>(server, "POST", `/customer-portal/license-keys/${path}`, { body });

describe("license keys", () => {
  it("are granted with prefix, limits and expiry; listed, read and updated through both SDKs", async () => {
    const { key, benefitId } = await grantedKey(a, { expires: { ttl: 1, timeframe: "year" } });
    expect(key).toMatchObject({
      status: "granted",
      limit_activations: 2,
      limit_usage: 3,
      usage: 0,
      validations: 0,
      benefit_id: benefitId,
      organization_id: a.organization.id,
    });
    expect(key.key).toMatch(/^GATE-[0-9A-F-]{36}$/);
    expect(key.display_key).toBe(`****-${key.key.slice(-6)}`);
    const year = new Date(key.expires_at!).getTime() - Date.now();
    expect(year).toBeGreaterThan(364 * 86_400_000);
    expect(year).toBeLessThan(367 * 86_400_000);

    const polar = sdk047(server, a.token);
    const listed = await polar.licenseKeys.list({ benefitId });
    expect(listed.result.items.map((item) => item.id)).toEqual([key.id]);
    const read = await polar.licenseKeys.get({ id: key.id });
    expect(read).toMatchObject({ id: key.id, activations: [] });
    const updated = await polar.licenseKeys.update({ id: key.id, licenseKeyUpdate: { limitUsage: 10, usage: 1 } });
    expect(updated).toMatchObject({ limitUsage: 10, usage: 1, limitActivations: 2 });
    const ten = await sdk10(server, a.token).licenseKeys.get(key.id);
    expect(ten).toMatchObject({ id: key.id, limit_usage: 10 });

    expectError(await v1(server, "GET", `/license-keys/${key.id}`, { token: b.token }), 404, "ResourceNotFound");
    expectError(
      await v1(server, "PATCH", `/license-keys/${key.id}`, { token: b.token, body: { usage: 0 } }),
      404,
      "ResourceNotFound",
    );
    expect((await v1<{ items: Key[] }>(server, "GET", "/license-keys/", { token: b.token })).body.items).toEqual([]);
    expect422(
      await v1(server, "PATCH", `/license-keys/${key.id}`, { token: a.token, body: { status: "lost" } }),
      "body",
    );
    expect((await v1(server, "GET", "/license-keys/")).status).toBe(401);
  });

  it("validate, activate up to the limit (never past it in parallel), deactivate, usage limit", async () => {
    const { key } = await grantedKey(a, { activations: { limit: 3, enable_customer_admin: false } });
    const org = a.organization.id;

    const valid = await post<Key & { activation: null }>("validate", { key: key.key, organization_id: org });
    expect(valid.status, JSON.stringify(valid.body)).toBe(200);
    expect(valid.body).toMatchObject({ id: key.id, validations: 1, activation: null });
    expect(valid.body.key).toBe(key.key);

    // Other organization, unknown key: 404; no credentials needed; bad input 422.
    expectError(await post("validate", { key: key.key, organization_id: b.organization.id }), 404, "ResourceNotFound");
    expectError(await post("validate", { key: "GATE-nope", organization_id: org }), 404, "ResourceNotFound");
    expect422(await post("validate", { key: key.key }), "body");
    expect422(await post("activate", { key: key.key, organization_id: "x", label: "l" }), "body");

    // Parallel activations: exactly the limit succeed.
    const attempts = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post<Activation>("activate", { key: key.key, organization_id: org, label: `machine ${i}`, meta: { i } }),
      ),
    );
    const statuses = attempts.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 200, 403, 403, 403]);
    for (const refused of attempts.filter((response) => response.status === 403))
      expectError(refused, 403, "NotPermitted");
    const activation = attempts.find((response) => response.status === 200)!.body;
    expect(activation).toMatchObject({ license_key_id: key.id, license_key: { id: key.id } });
    const read = await v1<{ activations: unknown[] }>(server, "GET", `/license-keys/${key.id}`, { token: a.token });
    expect(read.body.activations.length).toBe(3);

    // The activation through the admin route, and through validate.
    const got = await sdk047(server, a.token).licenseKeys.getActivation({ id: key.id, activationId: activation.id });
    expect(got).toMatchObject({ id: activation.id, licenseKeyId: key.id });
    expectError(
      await v1(server, "GET", `/license-keys/${key.id}/activations/${activation.id}`, { token: b.token }),
      404,
      "ResourceNotFound",
    );
    expectError(
      await v1(server, "GET", `/license-keys/${key.id}/activations/${crypto.randomUUID()}`, { token: a.token }),
      404,
      "ResourceNotFound",
    );
    const withActivation = await post<{ activation: { id: string } }>("validate", {
      key: key.key,
      organization_id: org,
      activation_id: activation.id,
    });
    expect(withActivation.body.activation.id).toBe(activation.id);

    // Deactivate frees a slot.
    expect(
      (await post("deactivate", { key: key.key, organization_id: org, activation_id: activation.id })).status,
    ).toBe(204);
    expectError(
      await post("deactivate", { key: key.key, organization_id: org, activation_id: activation.id }),
      404,
      "ResourceNotFound",
    );
    expect((await post("activate", { key: key.key, organization_id: org, label: "again" })).status).toBe(200);

    // Usage limit 3.
    expect((await post<Key>("validate", { key: key.key, organization_id: org, increment_usage: 2 })).body.usage).toBe(
      2,
    );
    expectError(await post("validate", { key: key.key, organization_id: org, increment_usage: 2 }), 400, "BadRequest");
    expect((await post<Key>("validate", { key: key.key, organization_id: org, increment_usage: 1 })).body.usage).toBe(
      3,
    );

    // Disabled by the seller: no longer valid.
    expect(
      (await v1(server, "PATCH", `/license-keys/${key.id}`, { token: a.token, body: { status: "disabled", usage: 3 } }))
        .status,
    ).toBe(200);
    expectError(await post("validate", { key: key.key, organization_id: org }), 404, "ResourceNotFound");
    expectError(await post("activate", { key: key.key, organization_id: org, label: "x" }), 404, "ResourceNotFound");
  });

  it("the SDKs' customer portal calls work without credentials; expired keys are refused", async () => {
    const { key } = await grantedKey(a);
    const org = a.organization.id;
    const polar = sdk047(server, "");
    const validated = await polar.customerPortal.licenseKeys.validate({ key: key.key, organizationId: org });
    expect(validated).toMatchObject({ id: key.id, validations: 1 });
    const activated = await polar.customerPortal.licenseKeys.activate({
      key: key.key,
      organizationId: org,
      label: "laptop",
    });
    expect(activated).toMatchObject({ label: "laptop", licenseKeyId: key.id });
    await polar.customerPortal.licenseKeys.deactivate({
      key: key.key,
      organizationId: org,
      activationId: activated.id,
    });

    expect(
      (
        await v1(server, "PATCH", `/license-keys/${key.id}`, {
          token: a.token,
          body: { expires_at: "2020-01-01T00:00:00Z" },
        })
      ).status,
    ).toBe(200);
    expectError(await post("validate", { key: key.key, organization_id: org }), 404, "ResourceNotFound");
  });

  it("API 1.0's organization endpoints: validate, activate, deactivate with the token; status filter", async () => {
    const { key, benefitId } = await grantedKey(a);
    const polar = sdk10(server, a.token);
    const org = a.organization.id;
    expect(await polar.licenseKeys.validate({ key: key.key, organization_id: org })).toMatchObject({
      id: key.id,
      validations: 1,
    });
    const activation = await polar.licenseKeys.activate({ key: key.key, organization_id: org, label: "ci" });
    expect(activation).toMatchObject({ label: "ci", license_key_id: key.id, license_key: { id: key.id } });
    await polar.licenseKeys.deactivate({ key: key.key, organization_id: org, activation_id: activation.id });
    // Another organization's token finds no key of A (its own organization is used).
    expectError(
      await v1(server, "POST", "/license-keys/validate", {
        token: b.token,
        body: { key: key.key, organization_id: b.organization.id },
      }),
      404,
      "ResourceNotFound",
    );
    expectError(
      await v1(server, "POST", "/license-keys/validate", {
        token: b.token,
        body: { key: key.key, organization_id: org },
      }),
      404,
      "ResourceNotFound",
    );
    expect(
      (await v1(server, "POST", "/license-keys/validate", { body: { key: key.key, organization_id: org } })).status,
    ).toBe(401);
    expect(
      (await polar.licenseKeys.list({ benefit_id: benefitId, status: "granted" })).items.map((item) => item.id),
    ).toEqual([key.id]);
    expect((await polar.licenseKeys.list({ benefit_id: benefitId, status: "revoked" })).items).toEqual([]);
  });

  it("a key without activations refuses activation", async () => {
    const { key } = await grantedKey(a, { activations: null });
    expectError(
      await post("activate", { key: key.key, organization_id: a.organization.id, label: "x" }),
      403,
      "NotPermitted",
    );
  });
});
