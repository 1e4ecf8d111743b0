import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg, createToken, expect422, expectError, sdk10, v1 } from "../helpers/billing.ts";
import { pngBytes, uploadFile } from "../helpers/billing-files.ts";
import { drainGrantJobs } from "../helpers/grants.ts";
import { createProduct, paidOrder } from "../helpers/orders.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * `GET /v1/benefits/{id}/files` (Polar's `benefits.files`): a downloadables benefit's live,
 * uploaded, unarchived files in the benefit's order, with how many customers downloaded each
 * through the portal and how often. Raw requests and the 1.0 SDK.
 */

type FileItem = { id: string; name: string; service: string; downloaders: number; downloads: number } & Record<
  string,
  unknown
>;
type FileList = { items: FileItem[]; pagination: { total_count: number; max_page: number } };

let server: TestServer;
let a: BillingOrg;
let b: BillingOrg;
let files: { first: string; second: string; archived: string; pending: string };
let benefitId: string;

async function benefit(org: BillingOrg, body: Record<string, unknown>): Promise<string> {
  const response = await v1<{ id: string }>(server, "POST", "/benefits/", { token: org.token, body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id;
}

const upload = async (name: string) =>
  (
    await uploadFile(server, a.token, {
      service: "downloadable",
      mimeType: "application/zip",
      name,
      bytes: pngBytes(name),
    })
  ).id;

/** A customer who bought a product with the benefit, with a portal session. */
async function buyer(): Promise<string> {
  const product = await createProduct(server, a);
  const attached = await v1(server, "POST", `/products/${product.id}/benefits`, {
    token: a.token,
    body: { benefits: [benefitId] },
  });
  expect(attached.status).toBe(200);
  const order = await paidOrder(server, a, { productId: product.id });
  await drainGrantJobs(server.gatehouse.database.db);
  const session = await v1<{ token: string }>(server, "POST", "/customer-sessions/", {
    token: a.token,
    body: { customer_id: order.customer_id },
  });
  return session.body.token;
}

/** Downloads every granted file of the benefit `times` times through the portal's signed links. */
async function download(customerToken: string, fileId: string, times: number): Promise<void> {
  const listed = await v1<{ items: Array<{ benefit_id: string; file: { id: string; download: { url: string } } }> }>(
    server,
    "GET",
    "/customer-portal/downloadables/",
    { token: customerToken },
  );
  const item = listed.body.items.find((entry) => entry.benefit_id === benefitId && entry.file.id === fileId);
  expect(item, JSON.stringify(listed.body)).toBeDefined();
  for (let i = 0; i < times; i += 1) {
    const response = await fetch(item!.file.download.url);
    expect(response.status).toBe(200);
    await response.arrayBuffer();
  }
}

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "benefit-files-a");
  b = await billingOrg(server, "benefit-files-b");
  files = {
    first: await upload("first.zip"),
    second: await upload("second.zip"),
    archived: await upload("archived.zip"),
    pending: "",
  };
  // A file whose upload was never completed is left out, as Polar lists uploaded files only.
  const pending = await v1<{ id: string }>(server, "POST", "/files/", {
    token: a.token,
    body: {
      name: "pending.zip",
      mime_type: "application/zip",
      size: 3,
      service: "downloadable",
      upload: { parts: [{ number: 1, chunk_start: 0, chunk_end: 3 }] },
    },
  });
  expect(pending.status, JSON.stringify(pending.body)).toBe(201);
  files.pending = pending.body.id;
  benefitId = await benefit(a, {
    type: "downloadables",
    description: "Downloads",
    properties: {
      files: [files.second, files.pending, files.first, files.archived],
      archived: { [files.archived]: true },
    },
  });
});
afterAll(() => server?.close());

describe("GET /v1/benefits/{id}/files", () => {
  it("lists the benefit's live files in its order, with Polar's fields and no downloads yet", async () => {
    const listed = await v1<FileList>(server, "GET", `/benefits/${benefitId}/files`, { token: a.token });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.items.map((item) => item.id)).toEqual([files.second, files.first]);
    expect(listed.body.pagination).toEqual({ total_count: 2, max_page: 1 });
    const item = listed.body.items[0]!;
    expect(item).toMatchObject({
      name: "second.zip",
      service: "downloadable",
      mime_type: "application/zip",
      organization_id: a.organization.id,
      is_uploaded: true,
      flagged_malicious_at: null,
      downloaders: 0,
      downloads: 0,
    });
    expect(Object.keys(item).sort()).toEqual(
      [
        "checksum_etag",
        "checksum_sha256_base64",
        "checksum_sha256_hex",
        "created_at",
        "downloaders",
        "downloads",
        "flagged_malicious_at",
        "id",
        "is_uploaded",
        "last_modified_at",
        "mime_type",
        "name",
        "organization_id",
        "path",
        "service",
        "size",
        "size_readable",
        "storage_version",
        "version",
      ].sort(),
    );
    const paged = await v1<FileList>(server, "GET", `/benefits/${benefitId}/files`, {
      token: a.token,
      query: { page: "2", limit: "1" },
    });
    expect(paged.body.items.map((entry) => entry.id)).toEqual([files.first]);
    expect(paged.body.pagination).toEqual({ total_count: 2, max_page: 2 });
  });

  it("counts the portal's downloads: distinct customers and all downloads, per file", async () => {
    const one = await buyer();
    const two = await buyer();
    await download(one, files.first, 2);
    await download(two, files.first, 1);
    await download(two, files.second, 1);
    const listed = await v1<FileList>(server, "GET", `/benefits/${benefitId}/files`, { token: a.token });
    const stats = Object.fromEntries(
      listed.body.items.map((item) => [item.id, { downloaders: item.downloaders, downloads: item.downloads }]),
    );
    expect(stats).toEqual({
      [files.first]: { downloaders: 2, downloads: 3 },
      [files.second]: { downloaders: 1, downloads: 1 },
    });
    const polar = sdk10(server, a.token);
    const page = await polar.benefits.files(benefitId, { limit: 10 });
    expect(page.items.map((item) => [item.id, item.downloads])).toEqual([
      [files.second, 1],
      [files.first, 3],
    ]);
    const iterated = [];
    for await (const item of polar.benefits.iterFiles(benefitId, { limit: 1 })) iterated.push(item.id);
    expect(iterated).toEqual([files.second, files.first]);
  });

  it("is 404 for another type of benefit, an unknown one or another organization's", async () => {
    const custom = await benefit(a, { type: "custom", description: "Perk", properties: { note: "hi" } });
    expectError(await v1(server, "GET", `/benefits/${custom}/files`, { token: a.token }), 404, "ResourceNotFound");
    expectError(
      await v1(server, "GET", `/benefits/${crypto.randomUUID()}/files`, { token: a.token }),
      404,
      "ResourceNotFound",
    );
    expectError(await v1(server, "GET", `/benefits/${benefitId}/files`, { token: b.token }), 404, "ResourceNotFound");
    await expect(sdk10(server, b.token).benefits.files(benefitId)).rejects.toMatchObject({ statusCode: 404 });
  });

  it("validates the id and the page, and needs benefits:read", async () => {
    expect422(await v1(server, "GET", "/benefits/not-a-uuid/files", { token: a.token }), "path");
    expect422(
      await v1(server, "GET", `/benefits/${benefitId}/files`, { token: a.token, query: { limit: "0" } }),
      "query",
    );
    const reader = await createToken(server, a.owner, a.organization.id, ["benefits:read"]);
    const other = await createToken(server, a.owner, a.organization.id, ["products:read"]);
    expect((await v1(server, "GET", `/benefits/${benefitId}/files`, { token: reader })).status).toBe(200);
    expectError(await v1(server, "GET", `/benefits/${benefitId}/files`, { token: other }), 403, "NotPermitted");
    expectError(await v1(server, "GET", `/benefits/${benefitId}/files`), 401, "Unauthorized");
  });
});
