import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BlobStore } from "../../src/storage/blob-store.ts";
import { localBlobStore } from "../../src/storage/local-store.ts";
import { s3BlobStore } from "../../src/storage/s3-store.ts";
import { type BillingOrg, billingOrg, v1 } from "../helpers/billing.ts";
import { type CreatedUpload, partsOf, putPart, sha256Base64, uploadFile } from "../helpers/billing-files.ts";
import { createScratchDatabase, type ScratchDatabase } from "../helpers/test-database.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * STORAGE=s3 against a real S3-compatible server on loopback (s3rver): uploads in parts land in
 * the bucket, any process on the same database serves them, deletions remove them, and nothing
 * is written to the local disk. The BlobStore contract is checked on both stores.
 */
const BUCKET = "gatehouse-files";
let s3rver: S3rver;
let s3Directory: string;
let endpoint: string;

const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
const s3Env = () => ({
  STORAGE: "s3",
  S3_ENDPOINT: endpoint,
  S3_BUCKET: BUCKET,
  S3_REGION: "us-east-1",
  S3_ACCESS_KEY_ID: credentials.accessKeyId,
  S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  S3_FORCE_PATH_STYLE: "true",
});

async function keysIn(prefix = ""): Promise<string[]> {
  const client = new S3Client({ endpoint, region: "us-east-1", forcePathStyle: true, credentials });
  const page = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
  client.destroy();
  return (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])).sort();
}

const text = async (stream: Readable) => Buffer.concat(await stream.toArray()).toString();

beforeAll(async () => {
  s3Directory = mkdtempSync(join(tmpdir(), "gatehouse-s3rver-"));
  s3rver = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory: s3Directory,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  const address = await s3rver.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await s3rver?.close();
  rmSync(s3Directory, { recursive: true, force: true });
});

describe("the BlobStore contract", () => {
  const localRoot = mkdtempSync(join(tmpdir(), "gatehouse-blobs-"));
  afterAll(() => rmSync(localRoot, { recursive: true, force: true }));
  const stores: Array<[string, () => BlobStore]> = [
    ["local", () => localBlobStore(localRoot)],
    ["s3", () => s3BlobStore({ endpoint, bucket: BUCKET, region: "us-east-1", forcePathStyle: true, ...credentials })],
  ];
  for (const [name, make] of stores) {
    it(`${name}: put, get, exists, delete and delete by prefix`, async () => {
      const store = make();
      const base = `contract-${name}/${crypto.randomUUID()}`;
      await store.put(`${base}/a`, Readable.from([Buffer.from("first "), Buffer.from("bytes")]));
      await store.put(`${base}/b`, Readable.from([Buffer.from("second")]));
      expect(await text(await store.get(`${base}/a`))).toBe("first bytes");
      expect(await store.exists(`${base}/a`)).toBe(true);
      expect(await store.exists(`${base}/missing`)).toBe(false);
      await store.put(`${base}/a`, Readable.from([Buffer.from("replaced")]));
      expect(await text(await store.get(`${base}/a`))).toBe("replaced");
      // A failing source stores nothing.
      const failing = new Readable({
        read() {
          this.destroy(new Error("source failed"));
        },
      });
      await expect(store.put(`${base}/c`, failing)).rejects.toThrow();
      expect(await store.exists(`${base}/c`)).toBe(false);
      await store.delete([`${base}/a`, `${base}/never-there`]);
      expect(await store.exists(`${base}/a`)).toBe(false);
      await store.deletePrefix(`${base}/`);
      expect(await store.exists(`${base}/b`)).toBe(false);
      await expect(store.get(`${base}/b`).then(text)).rejects.toThrow();
    });
  }
});

describe("STORAGE=s3: files every process serves", () => {
  let database: ScratchDatabase;
  let first: TestServer;
  let second: TestServer;
  let org: BillingOrg;

  beforeAll(async () => {
    database = await createScratchDatabase();
    first = await startTestServer({ database, env: s3Env() });
    second = await startTestServer({ database, env: s3Env() });
    org = await billingOrg(first, "s3-files");
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await database?.drop();
  });

  it("stores an upload in parts in the bucket, and the other process serves it", async () => {
    const bytes = Buffer.from(`${"s3 bytes ".repeat(5_000)}${Math.random()}`);
    const file = await uploadFile(first, org.token, { bytes, partSize: 16_384, mimeType: "image/png" });
    expect(await keysIn(`${org.organization.id}/${file.id}/`)).toEqual([`${org.organization.id}/${file.id}/content`]);
    const served = await fetch(`${second.url}/v1/files/${file.id}/public`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    // Nothing on either machine's disk.
    expect(existsSync(join(first.gatehouse.config.dataDir, "files"))).toBe(false);

    expect((await v1(second, "DELETE", `/files/${file.id}`, { token: org.token })).status).toBe(204);
    expect(await keysIn(`${org.organization.id}/${file.id}/`)).toEqual([]);
    expect((await fetch(`${first.url}/v1/files/${file.id}/public`)).status).toBe(404);
  });

  it("refuses a part larger than declared (413) and a wrong checksum (422), leaving nothing half-stored", async () => {
    const bytes = Buffer.from(`checksum ${Math.random()}`);
    const created = await v1<CreatedUpload>(first, "POST", "/files/", {
      token: org.token,
      body: {
        name: "pic.png",
        mime_type: "image/png",
        size: bytes.length,
        checksum_sha256_base64: sha256Base64(bytes),
        service: "product_media",
        upload: { parts: partsOf(bytes) },
      },
    });
    expect(created.status).toBe(201);
    const [part] = created.body.upload.parts;
    expect((await putPart(part!, Buffer.concat([bytes, Buffer.from("too much")]))).status).toBe(413);
    expect(await keysIn(`${org.organization.id}/${created.body.id}/`)).toEqual([]);

    const wrong = Buffer.from(bytes.toString().replace("checksum", "CHECKSUM"));
    const put = await putPart(part!, wrong);
    expect(put.status).toBe(200);
    const complete = (etag: string) =>
      v1(first, "POST", `/files/${created.body.id}/uploaded`, {
        token: org.token,
        body: {
          id: created.body.upload.id,
          path: created.body.upload.path,
          parts: [{ number: 1, checksum_etag: etag, checksum_sha256_base64: part!.checksum_sha256_base64 }],
        },
      });
    expect((await complete(put.headers.get("etag")!)).status).toBeGreaterThanOrEqual(400);
    expect(await keysIn(`${org.organization.id}/${created.body.id}/`)).not.toContain(
      `${org.organization.id}/${created.body.id}/content`,
    );
    const right = await putPart(part!, bytes);
    expect((await complete(right.headers.get("etag")!)).status).toBe(200);
    expect(await keysIn(`${org.organization.id}/${created.body.id}/`)).toEqual([
      `${org.organization.id}/${created.body.id}/content`,
    ]);
  });
});
