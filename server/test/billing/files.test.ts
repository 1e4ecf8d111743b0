import { existsSync } from "node:fs";
import { join } from "node:path";
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
import { type CreatedUpload, partsOf, pngBytes, putPart, sha256Base64, uploadFile } from "../helpers/billing-files.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

let server: TestServer;
let a: BillingOrg;
let b: BillingOrg;

beforeAll(async () => {
  server = await startTestServer();
  a = await billingOrg(server, "files-a");
  b = await billingOrg(server, "files-b");
});
afterAll(() => server?.close());

const storedDir = (organizationId: string, id: string) =>
  join(server.gatehouse.config.dataDir, "files", organizationId, id);

async function createUpload(token: string, bytes: Buffer, extra: Record<string, unknown> = {}) {
  const created = await v1<CreatedUpload>(server, "POST", "/files/", {
    token,
    body: {
      name: "pic.png",
      mime_type: "image/png",
      size: bytes.length,
      service: "product_media",
      upload: { parts: partsOf(bytes) },
      ...extra,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

describe("/v1/files through @polar-sh/sdk 0.47 (strict responses)", () => {
  it("creates product media, takes the bytes by PUT, completes, serves them publicly, updates, lists and deletes", async () => {
    const polar = sdk047(server, a.token);
    const bytes = pngBytes("sdk-047");
    const created = await polar.files.create({
      name: "cover.png",
      mimeType: "image/png",
      size: bytes.length,
      checksumSha256Base64: sha256Base64(bytes),
      service: "product_media",
      upload: {
        parts: partsOf(bytes).map((p) => ({
          number: p.number,
          chunkStart: p.chunk_start,
          chunkEnd: p.chunk_end,
          checksumSha256Base64: p.checksum_sha256_base64,
        })),
      },
    });
    expect(created).toMatchObject({
      name: "cover.png",
      isUploaded: false,
      service: "product_media",
      size: bytes.length,
      organizationId: a.organization.id,
      checksumSha256Hex: null,
    });
    const [part] = created.upload.parts;
    expect(part!.url.startsWith(`${server.url}/v1/files/${created.id}/parts/1?`)).toBe(true);
    expect(part!.expiresAt).toBeInstanceOf(Date);

    const put = await putPart(part!, bytes);
    expect(put.status).toBe(200);
    const etag = put.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);

    const uploaded = await polar.files.uploaded({
      id: created.id,
      fileUploadCompleted: {
        id: created.upload.id,
        path: created.upload.path,
        parts: [{ number: 1, checksumEtag: etag, checksumSha256Base64: part!.checksumSha256Base64 ?? null }],
      },
    });
    expect(uploaded).toMatchObject({
      id: created.id,
      isUploaded: true,
      service: "product_media",
      sizeReadable: `${bytes.length.toFixed(1)} B`,
      checksumSha256Base64: sha256Base64(bytes),
    });
    const publicUrl = (uploaded as { publicUrl: string }).publicUrl;
    expect(publicUrl).toBe(`${server.url}/v1/files/${created.id}/public`);

    const served = await fetch(publicUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("content-security-policy")).toContain("sandbox");
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);

    const renamed = await polar.files.update({ id: created.id, filePatch: { name: "renamed.png", version: "2" } });
    expect(renamed).toMatchObject({ name: "renamed.png", version: "2" });

    const page = await polar.files.list({ ids: [created.id] });
    expect(page.result.items.map((f) => f.id)).toEqual([created.id]);
    expect(page.result.pagination).toEqual({ totalCount: 1, maxPage: 1 });

    expect(existsSync(storedDir(a.organization.id, created.id))).toBe(true);
    await polar.files.delete({ id: created.id });
    expect(existsSync(storedDir(a.organization.id, created.id))).toBe(false);
    expect((await fetch(publicUrl)).status).toBe(404);
    expect((await polar.files.list({ ids: [created.id] })).result.items).toEqual([]);
    expectError(await v1(server, "DELETE", `/files/${created.id}`, { token: a.token }), 404, "ResourceNotFound");
  });
});

describe("/v1/files through @polar-sh/sdk 1.0", () => {
  it("uploads a downloadable in several parts larger than the JSON body limit, and lists, updates, deletes it", async () => {
    const polar = sdk10(server, a.token);
    const bytes = Buffer.alloc(2_500_000, 7);
    bytes.write("gatehouse", 1_000_000);
    const parts = partsOf(bytes, 1_200_000);
    expect(parts).toHaveLength(3);
    const created = await polar.files.create({
      name: "book.pdf",
      mime_type: "application/pdf",
      size: bytes.length,
      service: "downloadable",
      checksum_sha256_base64: sha256Base64(bytes),
      upload: { parts },
    });
    const completed = [];
    for (const part of created.upload.parts) {
      const put = await putPart(part, bytes.subarray(part.chunk_start, part.chunk_end));
      expect(put.status).toBe(200);
      completed.push({
        number: part.number,
        checksum_etag: put.headers.get("etag")!,
        checksum_sha256_base64: part.checksum_sha256_base64 ?? null,
      });
    }
    const uploaded = await polar.files.uploaded(created.id, {
      id: created.upload.id,
      path: created.upload.path,
      parts: completed,
    });
    expect(uploaded).toMatchObject({
      id: created.id,
      is_uploaded: true,
      service: "downloadable",
      size: bytes.length,
      size_readable: "2.4 MB",
    });
    expect(uploaded.checksum_etag).toMatch(/^[0-9a-f]{32}-3$/);
    expect("public_url" in uploaded).toBe(false);
    // A downloadable has no public URL.
    expect((await fetch(`${server.url}/v1/files/${created.id}/public`)).status).toBe(404);

    const list = await polar.files.list({ ids: created.id });
    expect(list.items.map((f) => f.id)).toEqual([created.id]);
    expect((await polar.files.update(created.id, { name: "book-v2.pdf" })).name).toBe("book-v2.pdf");
    await polar.files.delete(created.id);
    expect((await polar.files.list({ ids: created.id })).items).toEqual([]);
  });
});

describe("/v1/files upload checks", () => {
  it("refuses a file whose bytes do not match the declared SHA-256 (422), and accepts it after a correct PUT", async () => {
    const bytes = pngBytes("mismatch");
    const upload = await createUpload(a.token, bytes, { checksum_sha256_base64: sha256Base64(bytes) });
    const part = upload.upload.parts[0]!;
    const wrong = Buffer.from(bytes);
    wrong[wrong.length - 1] = (wrong[wrong.length - 1]! + 1) % 256;
    const put = await putPart(part, wrong);
    const body = {
      id: upload.upload.id,
      path: upload.upload.path,
      parts: [{ number: 1, checksum_etag: put.headers.get("etag")!, checksum_sha256_base64: null }],
    };
    const refused = await v1(server, "POST", `/files/${upload.id}/uploaded`, { token: a.token, body });
    expect422(refused, "body");
    expect(JSON.stringify(refused.body)).toContain("SHA-256");
    const listed = await v1<{ items: Array<{ id: string; is_uploaded: boolean }> }>(server, "GET", "/files/", {
      token: a.token,
      query: { ids: upload.id },
    });
    expect(listed.body.items[0]!.is_uploaded).toBe(false);

    const again = await putPart(part, bytes);
    const ok = await v1(server, "POST", `/files/${upload.id}/uploaded`, {
      token: a.token,
      body: {
        ...body,
        parts: [{ number: 1, checksum_etag: again.headers.get("etag")!, checksum_sha256_base64: null }],
      },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it("checks the part's own SHA-256 and ETag, and that every part arrived", async () => {
    const bytes = pngBytes("parts");
    const upload = await createUpload(a.token, bytes);
    const base = { id: upload.upload.id, path: upload.upload.path };
    expect422(
      await v1(server, "POST", `/files/${upload.id}/uploaded`, {
        token: a.token,
        body: { ...base, parts: [{ number: 1, checksum_etag: '"x"', checksum_sha256_base64: null }] },
      }),
      "body",
    );
    const put = await putPart(upload.upload.parts[0]!, bytes);
    const etag = put.headers.get("etag")!;
    expect422(
      await v1(server, "POST", `/files/${upload.id}/uploaded`, {
        token: a.token,
        body: { ...base, parts: [{ number: 1, checksum_etag: '"0000"', checksum_sha256_base64: null }] },
      }),
      "body",
    );
    expect422(
      await v1(server, "POST", `/files/${upload.id}/uploaded`, {
        token: a.token,
        body: {
          ...base,
          parts: [{ number: 1, checksum_etag: etag, checksum_sha256_base64: sha256Base64(Buffer.from("other")) }],
        },
      }),
      "body",
    );
    expect422(
      await v1(server, "POST", `/files/${upload.id}/uploaded`, {
        token: a.token,
        body: { ...base, parts: [{ number: 2, checksum_etag: etag, checksum_sha256_base64: null }] },
      }),
      "body",
    );
    expect422(
      await v1(server, "POST", `/files/${upload.id}/uploaded`, {
        token: a.token,
        body: { ...base, path: "elsewhere", parts: [{ number: 1, checksum_etag: etag, checksum_sha256_base64: null }] },
      }),
      "body",
    );
    const ok = await v1(server, "POST", `/files/${upload.id}/uploaded`, {
      token: a.token,
      body: { ...base, parts: [{ number: 1, checksum_etag: etag, checksum_sha256_base64: null }] },
    });
    expect(ok.status).toBe(200);
    // Completed: the upload URL no longer takes bytes.
    expectError(
      await v1(
        server,
        "PUT",
        new URL(upload.upload.parts[0]!.url).pathname.slice(3) + new URL(upload.upload.parts[0]!.url).search,
        { body: "x" },
      ),
      404,
      "ResourceNotFound",
    );
  });

  it("refuses a forged or expired upload URL (403) and a part larger than declared (413)", async () => {
    const bytes = pngBytes("signed");
    const upload = await createUpload(a.token, bytes);
    const url = new URL(upload.upload.parts[0]!.url);
    const forged = new URL(url);
    forged.searchParams.set("signature", "A".repeat(43));
    expect((await putPart({ url: forged.toString(), headers: {} }, bytes)).status).toBe(403);
    const expired = new URL(url);
    expired.searchParams.set("expires", "1000");
    expect((await putPart({ url: expired.toString(), headers: {} }, bytes)).status).toBe(403);
    const otherPart = new URL(url.toString().replace("/parts/1?", "/parts/2?"));
    expect((await putPart({ url: otherPart.toString(), headers: {} }, bytes)).status).toBe(403);
    const tooBig = await putPart({ url: url.toString(), headers: {} }, Buffer.concat([bytes, Buffer.from("more")]));
    expect(tooBig.status).toBe(413);
    expect((await putPart({ url: url.toString(), headers: {} }, bytes)).status).toBe(200);
  });

  it("takes product media parts up to the declared size, above the 1 MB JSON limit", async () => {
    const bytes = Buffer.concat([pngBytes(), Buffer.alloc(3 * 1024 * 1024, 1)]);
    const file = await uploadFile(server, a.token, { bytes });
    expect(file).toMatchObject({ is_uploaded: true, size: bytes.length });
    const served = await fetch(file.public_url!);
    expect(Buffer.from(await served.arrayBuffer()).length).toBe(bytes.length);
  });
});

describe("/v1/files validation (422)", () => {
  const body = (extra: Record<string, unknown> = {}) => ({
    name: "x.png",
    mime_type: "image/png",
    size: 10,
    service: "product_media",
    upload: { parts: [{ number: 1, chunk_start: 0, chunk_end: 10 }] },
    ...extra,
  });

  it("refuses bad create bodies", async () => {
    for (const bad of [
      body({ mime_type: "application/pdf" }),
      body({ size: 11 * 1024 * 1024, upload: { parts: [{ number: 1, chunk_start: 0, chunk_end: 11 * 1024 * 1024 }] } }),
      body({ upload: { parts: [{ number: 1, chunk_start: 0, chunk_end: 5 }] } }),
      body({ upload: { parts: [{ number: 2, chunk_start: 0, chunk_end: 10 }] } }),
      body({
        upload: {
          parts: [
            { number: 1, chunk_start: 0, chunk_end: 4 },
            { number: 2, chunk_start: 5, chunk_end: 10 },
          ],
        },
      }),
      body({ upload: { parts: [] } }),
      body({ service: "organization_avatar" }),
      body({ name: "" }),
      body({ size: -1 }),
      body({
        service: "downloadable",
        mime_type: "application/zip",
        size: 2 * 1024 * 1024 * 1024,
        upload: { parts: [{ number: 1, chunk_start: 0, chunk_end: 2 * 1024 * 1024 * 1024 }] },
      }),
    ]) {
      expect422(await v1(server, "POST", "/files/", { token: a.token, body: bad }), "body");
    }
  });

  it("refuses bad ids, queries and patches", async () => {
    expect422(await v1(server, "GET", "/files/", { token: a.token, query: { ids: "nope" } }), "query");
    expect422(await v1(server, "GET", "/files/", { token: a.token, query: { limit: "0" } }), "query");
    expect422(await v1(server, "PATCH", "/files/nope", { token: a.token, body: {} }), "path");
    expect422(await v1(server, "DELETE", "/files/nope", { token: a.token }), "path");
    expect422(await v1(server, "POST", "/files/nope/uploaded", { token: a.token, body: {} }), "path");
    const file = await uploadFile(server, a.token);
    expect422(await v1(server, "PATCH", `/files/${file.id}`, { token: a.token, body: { name: "" } }), "body");
    expect422(
      await v1(server, "POST", `/files/${file.id}/uploaded`, { token: a.token, body: { id: file.id } }),
      "body",
    );
  });
});

describe("/v1/files isolation and roles", () => {
  it("never shows or changes another organization's files", async () => {
    const file = await uploadFile(server, a.token);
    const pending = await createUpload(a.token, pngBytes("pending"));
    for (const response of [
      await v1(server, "PATCH", `/files/${file.id}`, { token: b.token, body: { name: "stolen" } }),
      await v1(server, "DELETE", `/files/${file.id}`, { token: b.token }),
      await v1(server, "POST", `/files/${pending.id}/uploaded`, {
        token: b.token,
        body: {
          id: pending.id,
          path: pending.path,
          parts: [{ number: 1, checksum_etag: "x", checksum_sha256_base64: null }],
        },
      }),
      await v1(server, "PATCH", `/files/${file.id}`, {
        client: b.owner.client,
        body: { name: "stolen" },
        query: { organization_id: b.organization.id },
      }),
    ])
      expectError(response, 404, "ResourceNotFound");
    const listed = await v1<{ items: unknown[] }>(server, "GET", "/files/", {
      token: b.token,
      query: { ids: [file.id, pending.id] },
    });
    expect(listed.body.items).toEqual([]);
    expectError(
      await v1(server, "GET", "/files/", { token: b.token, query: { organization_id: a.organization.id } }),
      404,
      "ResourceNotFound",
    );
    expectError(
      await v1(server, "GET", "/files/", { client: b.owner.client, query: { organization_id: a.organization.id } }),
      404,
      "ResourceNotFound",
    );
    // Still A's, unchanged.
    const mine = await v1<{ items: Array<{ name: string }> }>(server, "GET", "/files/", {
      token: a.token,
      query: { ids: file.id },
    });
    expect(mine.body.items[0]!.name).toBe("image.png");
  });

  it("lets members read and only owners and admins write", async () => {
    const member = await billingMember(server, a, "member");
    const admin = await billingMember(server, a, "admin");
    const file = await uploadFile(server, a.token);
    const listed = await v1<{ items: Array<{ id: string }> }>(server, "GET", "/files/", {
      client: member.client,
      query: { ids: file.id },
    });
    expect(listed.body.items.map((f) => f.id)).toEqual([file.id]);
    expectError(
      await v1(server, "PATCH", `/files/${file.id}`, { client: member.client, body: { name: "m" } }),
      403,
      "NotPermitted",
    );
    expectError(await v1(server, "DELETE", `/files/${file.id}`, { client: member.client }), 403, "NotPermitted");
    const bytes = pngBytes("member");
    expectError(
      await v1(server, "POST", "/files/", {
        client: member.client,
        body: {
          name: "m.png",
          mime_type: "image/png",
          size: bytes.length,
          service: "product_media",
          upload: { parts: partsOf(bytes) },
        },
      }),
      403,
      "NotPermitted",
    );
    const renamed = await v1<{ name: string }>(server, "PATCH", `/files/${file.id}`, {
      client: admin.client,
      body: { name: "by-admin.png" },
    });
    expect(renamed.body.name).toBe("by-admin.png");
    expect((await v1(server, "DELETE", `/files/${file.id}`, { client: a.owner.client })).status).toBe(204);
  });

  it("files:read lists but can't write; a token without a files scope can't read", async () => {
    const file = await uploadFile(server, a.token);
    const reader = await createToken(server, a.owner, a.organization.id, ["files:read"]);
    const other = await createToken(server, a.owner, a.organization.id, ["benefits:write"]);
    expect((await v1(server, "GET", "/files/", { token: reader, query: { ids: file.id } })).status).toBe(200);
    expectError(
      await v1(server, "PATCH", `/files/${file.id}`, { token: reader, body: { name: "r" } }),
      403,
      "NotPermitted",
    );
    expectError(await v1(server, "DELETE", `/files/${file.id}`, { token: reader }), 403, "NotPermitted");
    expectError(await v1(server, "GET", "/files/", { token: other }), 403, "NotPermitted");
  });

  it("needs a credential for everything but the signed upload URL and the public media URL", async () => {
    expectError(await v1(server, "GET", "/files/"), 401, "Unauthorized");
    expectError(await v1(server, "POST", "/files/", { body: {} }), 401, "Unauthorized");
  });
});

describe("/v1/files in the OpenAPI document", () => {
  it("documents the file routes and schemas under Polar's names, not the credential-less byte routes", async () => {
    const document = (await (await fetch(`${server.url}/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(document.paths["/v1/files/"]!)).toEqual(expect.arrayContaining(["get", "post"]));
    expect(Object.keys(document.paths["/v1/files/{id}"]!)).toEqual(expect.arrayContaining(["patch", "delete"]));
    expect(Object.keys(document.paths["/v1/files/{id}/uploaded"]!)).toEqual(["post"]);
    expect(Object.keys(document.paths).filter((path) => path.includes("/parts/") || path.endsWith("/public"))).toEqual(
      [],
    );
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining([
        "FileCreate",
        "FileUpload",
        "FileUploadCompleted",
        "FilePatch",
        "FileRead",
        "DownloadableFileRead",
        "ProductMediaFileRead",
        "ListResource_FileRead_",
      ]),
    );
  });
});
