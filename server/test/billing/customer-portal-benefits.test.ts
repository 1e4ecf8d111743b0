import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg, expect422, expectError, sdk10, sdk047, v1 } from "../helpers/billing.ts";
import { pngBytes, uploadFile } from "../helpers/billing-files.ts";
import { testClock } from "../helpers/clock.ts";
import { drainGrantJobs } from "../helpers/grants.ts";
import { createProduct, paidOrder } from "../helpers/orders.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/** The portal's benefit routes (contract C2): one grant and its account link, license keys, downloadables with signed links. */

type Downloadable = {
  id: string;
  benefit_id: string;
  file: {
    id: string;
    name: string;
    mime_type: string;
    size: number;
    download: { url: string; headers: Record<string, string>; expires_at: string };
  };
};

let server: TestServer;
let a: BillingOrg;
const clock = testClock();
const bytes = pngBytes("portal-download");
let buyer: { token: string; customerId: string; orderId: string };
let other: { token: string; customerId: string; orderId: string };
let ids: { keys: string; files: string; repo: string; note: string; fileId: string };

const db = () => server.gatehouse.database.db;

const drain = () => drainGrantJobs(server.gatehouse.database.db);

async function benefit(body: Record<string, unknown>): Promise<string> {
  const response = await v1<{ id: string }>(server, "POST", "/benefits/", { token: a.token, body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id;
}

async function customerBuying(productId: string) {
  const order = await paidOrder(server, a, { productId });
  const session = await v1<{ token: string }>(server, "POST", "/customer-sessions/", {
    token: a.token,
    body: { customer_id: order.customer_id },
  });
  return { token: session.body.token, customerId: order.customer_id, orderId: order.id };
}

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "portal-benefits");
  const file = await uploadFile(server, a.token, {
    service: "downloadable",
    mimeType: "application/zip",
    name: "pack v1.zip",
    bytes,
  });
  ids = {
    fileId: file.id,
    keys: await benefit({
      type: "license_keys",
      description: "License key",
      properties: { prefix: "GATE", activations: { limit: 2, enable_customer_admin: false } },
    }),
    files: await benefit({ type: "downloadables", description: "Downloads", properties: { files: [file.id] } }),
    repo: await benefit({
      type: "github_repository",
      description: "Repo access",
      properties: { repository_owner: "gatehouse", repository_name: "private", permission: "pull" },
    }),
    note: await benefit({ type: "custom", description: "Support", properties: { note: "Mail us" } }),
  };
  const product = await createProduct(server, a);
  expect(
    (
      await v1(server, "POST", `/products/${product.id}/benefits`, {
        token: a.token,
        body: { benefits: [ids.keys, ids.files, ids.repo, ids.note] },
      })
    ).status,
  ).toBe(200);
  buyer = await customerBuying(product.id);
  other = await customerBuying(product.id);
  await drain();
});

afterAll(async () => {
  await server?.close();
  clock.uninstall();
});

const grantId = async (customerId: string, benefitId: string) =>
  (
    await db()
      .selectFrom("benefit_grant")
      .select("id")
      .where("customer_id", "=", customerId)
      .where("benefit_id", "=", benefitId)
      .executeTakeFirstOrThrow()
  ).id;

describe("GET / PATCH /v1/customer-portal/benefit-grants/{id}", () => {
  it("is the customer's CustomerBenefitGrant (any state); another customer's is 404; both SDKs", async () => {
    const noteGrant = await grantId(buyer.customerId, ids.note);
    const got = await v1<Record<string, unknown>>(server, "GET", `/customer-portal/benefit-grants/${noteGrant}`, {
      token: buyer.token,
    });
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    expect(got.body).toMatchObject({
      id: noteGrant,
      customer_id: buyer.customerId,
      benefit_id: ids.note,
      order_id: buyer.orderId,
      subscription_id: null,
      is_granted: true,
      is_revoked: false,
      error: null,
      customer: { id: buyer.customerId },
      benefit: {
        id: ids.note,
        type: "custom",
        properties: { note: "Mail us" },
        organization: { id: a.organization.id },
      },
      properties: {},
    });
    expect(got.body).not.toHaveProperty("member");

    // A github grant waits for the customer's account (not granted, the error says why).
    const repoGrant = await grantId(buyer.customerId, ids.repo);
    const waiting = await v1<Record<string, unknown>>(server, "GET", `/customer-portal/benefit-grants/${repoGrant}`, {
      token: buyer.token,
    });
    expect(waiting.body).toMatchObject({
      is_granted: false,
      benefit: { type: "github_repository", properties: { repository_owner: "gatehouse", repository_name: "private" } },
      error: { type: "BenefitActionRequiredError" },
    });

    expectError(
      await v1(server, "GET", `/customer-portal/benefit-grants/${noteGrant}`, { token: other.token }),
      404,
      "ResourceNotFound",
    );
    expectError(
      await v1(server, "GET", `/customer-portal/benefit-grants/${crypto.randomUUID()}`, { token: buyer.token }),
      404,
      "ResourceNotFound",
    );
    expect422(await v1(server, "GET", "/customer-portal/benefit-grants/nope", { token: buyer.token }), "path");
    expectError(
      await v1(server, "GET", `/customer-portal/benefit-grants/${noteGrant}`, { token: a.token }),
      401,
      "Unauthorized",
    );
    expectError(
      await v1(server, "PATCH", `/customer-portal/benefit-grants/${repoGrant}`, {
        token: other.token,
        body: { benefit_type: "github_repository", properties: { account_id: "x" } },
      }),
      404,
      "ResourceNotFound",
    );
    expect422(
      await v1(server, "PATCH", `/customer-portal/benefit-grants/${repoGrant}`, {
        token: buyer.token,
        body: { benefit_type: "github_repository" },
      }),
      "body",
    );
    expect422(
      await v1(server, "PATCH", `/customer-portal/benefit-grants/${repoGrant}`, {
        token: buyer.token,
        body: { benefit_type: "custom" },
      }),
      "body",
    );

    const polar = sdk047(server, a.token);
    expect(
      (await polar.customerPortal.benefitGrants.get({ customerSession: buyer.token }, { id: noteGrant })).benefitId,
    ).toBe(ids.note);
    const linked = await polar.customerPortal.benefitGrants.update(
      { customerSession: buyer.token },
      {
        id: repoGrant,
        customerBenefitGrantUpdate: { benefitType: "github_repository", properties: { accountId: "octocat" } },
      },
    );
    expect(linked.properties).toMatchObject({ accountId: "octocat" });
    const ten = sdk10(server, buyer.token);
    expect((await ten.customerPortal.benefitGrants.get(repoGrant)).id).toBe(repoGrant);
    const relinked = await ten.customerPortal.benefitGrants.update(repoGrant, {
      benefit_type: "github_repository",
      properties: { account_id: "hubot" },
    });
    expect(relinked.properties).toMatchObject({ account_id: "hubot" });
    // The account change is queued for the worker (here GitHub is not configured: it fails and is retried, never lost).
    const jobs = await db()
      .selectFrom("benefit_grant_job")
      .select(["action", "status"])
      .where("order_id", "=", buyer.orderId)
      .where("benefit_id", "=", ids.repo)
      .where("action", "=", "update")
      .execute();
    expect(jobs.length).toBe(2);
  });
});

describe("GET /v1/customer-portal/license-keys/", () => {
  it("lists and reads the customer's own keys (with activations); another customer's is 404; both SDKs", async () => {
    const list = await v1<{
      items: Array<{ id: string; customer_id: string; benefit_id: string; key: string }>;
      pagination: { total_count: number };
    }>(server, "GET", "/customer-portal/license-keys/", { token: buyer.token });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.pagination.total_count).toBe(1);
    const key = list.body.items[0]!;
    expect(key).toMatchObject({
      customer_id: buyer.customerId,
      benefit_id: ids.keys,
      key: expect.stringMatching(/^GATE-/),
    });
    expect(
      (
        await v1<{ items: unknown[] }>(server, "GET", "/customer-portal/license-keys/", {
          token: buyer.token,
          query: { benefit_id: ids.files },
        })
      ).body.items,
    ).toEqual([]);
    expect422(
      await v1(server, "GET", "/customer-portal/license-keys/", { token: buyer.token, query: { benefit_id: "nope" } }),
      "query",
    );

    const activated = await v1<{ id: string }>(server, "POST", "/customer-portal/license-keys/activate", {
      body: { key: key.key, organization_id: a.organization.id, label: "laptop" },
    });
    expect(activated.status).toBe(200);
    const got = await v1<{ id: string; activations: Array<{ id: string; label: string }> }>(
      server,
      "GET",
      `/customer-portal/license-keys/${key.id}`,
      { token: buyer.token },
    );
    expect(got.body).toMatchObject({ id: key.id, activations: [{ id: activated.body.id, label: "laptop" }] });
    expectError(
      await v1(server, "GET", `/customer-portal/license-keys/${key.id}`, { token: other.token }),
      404,
      "ResourceNotFound",
    );

    const polar = sdk047(server, a.token);
    expect(
      (await polar.customerPortal.licenseKeys.list({ customerSession: buyer.token }, {})).result.items.map(
        (item) => item.id,
      ),
    ).toEqual([key.id]);
    expect(
      (await polar.customerPortal.licenseKeys.get({ customerSession: buyer.token }, { id: key.id })).activations,
    ).toHaveLength(1);
    const ten = sdk10(server, buyer.token);
    expect((await ten.customerPortal.licenseKeys.list()).items.map((item) => item.id)).toEqual([key.id]);
    expect((await ten.customerPortal.licenseKeys.get(key.id)).activations[0]?.label).toBe("laptop");
  });
});

describe("GET /v1/customer-portal/downloadables/", () => {
  it("lists the granted files with signed, expiring links served only while the grant is held; both SDKs", async () => {
    const list = await v1<{ items: Downloadable[]; pagination: { total_count: number } }>(
      server,
      "GET",
      "/customer-portal/downloadables/",
      { token: buyer.token },
    );
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.items).toHaveLength(1);
    const item = list.body.items[0]!;
    expect(item).toMatchObject({
      benefit_id: ids.files,
      file: {
        id: ids.fileId,
        name: "pack v1.zip",
        mime_type: "application/zip",
        size: bytes.length,
        download: { headers: {}, expires_at: expect.any(String) },
      },
    });
    expect(item.file.download.url.startsWith(`${server.url}/v1/customer-portal/downloadables/`)).toBe(true);
    expect(
      (
        await v1<{ items: Downloadable[] }>(server, "GET", "/customer-portal/downloadables/", {
          token: buyer.token,
          query: { benefit_id: ids.keys },
        })
      ).body.items,
    ).toEqual([]);

    // The link is the credential: no token needed; tampered → 404.
    const download = await fetch(item.file.download.url);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/zip");
    expect(download.headers.get("content-disposition")).toContain("pack%20v1.zip");
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    const tampered = new URL(item.file.download.url);
    tampered.searchParams.set("signature", "x".repeat(43));
    expect((await fetch(tampered)).status).toBe(404);
    // Another customer's link does not open this customer's grant.
    const theirs = (
      await v1<{ items: Downloadable[] }>(server, "GET", "/customer-portal/downloadables/", { token: other.token })
    ).body.items[0]!;
    expect(theirs.id).not.toBe(item.id);

    const polar = sdk047(server, a.token);
    expect(
      (await polar.customerPortal.downloadables.list({ customerSession: buyer.token }, {})).result.items[0]?.file.id,
    ).toBe(ids.fileId);
    expect((await sdk10(server, buyer.token).customerPortal.downloadables.list()).items[0]?.benefit_id).toBe(ids.files);

    // Revoked: the other customer's still valid link stops serving the file.
    expect((await fetch(theirs.file.download.url)).status).toBe(200);
    const refund = await v1(server, "POST", "/refunds/", {
      token: a.token,
      body: { order_id: other.orderId, amount: 1000, reason: "customer_request", revoke_benefits: true },
    });
    expect(refund.status).toBe(201);
    await drain();
    expect((await fetch(theirs.file.download.url)).status).toBe(404);
    expect(
      (await v1<{ items: Downloadable[] }>(server, "GET", "/customer-portal/downloadables/", { token: other.token }))
        .body.items,
    ).toEqual([]);

    // Expired (an hour later) → 404. Last: the clock only moves forward (jobs scheduled meanwhile stay in order).
    expect((await fetch(item.file.download.url)).status).toBe(200);
    clock.advance(3601_000);
    expect((await fetch(item.file.download.url)).status).toBe(404);
  });
});
