import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrandingView } from "../../src/branding/schemas.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import {
  createOrganization,
  type ErrorBody,
  joinedMember,
  type Organization,
  type Person,
  person,
} from "../organization/fixtures.ts";
import { JPEG, png, SVG, uploadImage, WEBP } from "./images.ts";

/**
 * Uploaded logos and icons: owners and admins upload PNG, JPEG or WebP files of at most 512 KB,
 * recognised by their bytes whatever type the browser declares; Gatehouse serves them publicly,
 * typed by those bytes, never sniffed, cached for long; the organization then uses the address.
 */

let server: TestServer;
let owner: Person;
let admin: Person;
let member: Person;
let organization: Organization;

beforeAll(async () => {
  server = await startTestServer();
  owner = await person(server, "images-owner");
  organization = await createOrganization(owner, { name: "Pixel Press" });
  admin = await joinedMember(server, owner, organization.id, "admin", "images-admin");
  member = await joinedMember(server, owner, organization.id, "member", "images-member");
});
afterAll(async () => server?.close());

const assetCount = async () =>
  Number(
    (
      await server.gatehouse.database.db
        .selectFrom("brand_asset")
        .select((eb) => eb.fn.countAll().as("count"))
        .where("organization_id", "=", organization.id)
        .executeTakeFirstOrThrow()
    ).count,
  );

/** The public GET of an uploaded image: no session, as a mail client or another site loads it. */
const fetchPublic = (url: string) => fetch(`${server.url}${url}`);

describe("uploading a brand image", () => {
  it("an owner's PNG logo is stored, served publicly with its type, nosniff and a long cache, then used", async () => {
    const bytes = png(4);
    const uploaded = await uploadImage(
      owner.client,
      { organizationId: organization.id, kind: "logo" },
      { name: "logo.png", type: "image/png", bytes },
    );
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(uploaded.body.url).toMatch(/^\/api\/auth\/brand-assets\/[0-9a-f-]{36}$/);
    const url = String(uploaded.body.url);

    const served = await fetchPublic(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);

    const saved = await owner.client.post<BrandingView>("/organization/branding/update", {
      organizationId: organization.id,
      logoUrl: url,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.settings.logoUrl).toBe(url);
    expect(saved.body.brand.logoUrl).toBe(url);
  });

  it("the type comes from the bytes: a JPEG and a WebP sent with any declared type", async () => {
    const jpeg = await uploadImage(
      admin.client,
      { organizationId: organization.id, kind: "logo" },
      { name: "photo", type: "application/octet-stream", bytes: JPEG },
    );
    expect(jpeg.status, JSON.stringify(jpeg.body)).toBe(201);
    expect((await fetchPublic(String(jpeg.body.url))).headers.get("content-type")).toBe("image/jpeg");

    const webp = await uploadImage(
      admin.client,
      { organizationId: organization.id, kind: "icon" },
      { name: "icon.png", type: "image/png", bytes: WEBP },
    );
    expect(webp.status, JSON.stringify(webp.body)).toBe(201);
    const served = await fetchPublic(String(webp.body.url));
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(Buffer.from(await served.arrayBuffer()).equals(WEBP)).toBe(true);
  });

  it("refuses SVG, a file whose bytes are not the image it claims, and files over 512 KB; nothing is stored", async () => {
    const before = await assetCount();
    const upload = (name: string, type: string, bytes: Uint8Array) =>
      uploadImage(owner.client, { organizationId: organization.id, kind: "logo" }, { name, type, bytes });

    const svg = await upload("logo.svg", "image/svg+xml", SVG);
    expect([svg.status, svg.body.code]).toEqual([400, "UNSUPPORTED_IMAGE_TYPE"]);
    expect(svg.body.message).toContain("SVG");
    const spoofed = await upload("logo.png", "image/png", SVG);
    expect([spoofed.status, spoofed.body.code]).toEqual([400, "UNSUPPORTED_IMAGE_TYPE"]);
    const page = await upload("logo.png", "image/png", Buffer.from("<!doctype html><script>alert(1)</script>"));
    expect([page.status, page.body.code]).toEqual([400, "UNSUPPORTED_IMAGE_TYPE"]);
    const empty = await upload("logo.png", "image/png", new Uint8Array(0));
    expect([empty.status, empty.body.code]).toEqual([400, "UNSUPPORTED_IMAGE_TYPE"]);

    // Just over the limit: refused by the route; far over: by the body limit before it is read.
    const justOver = Buffer.concat([png(1), Buffer.alloc(512 * 1024 + 1 - png(1).length)]);
    const tooLarge = await upload("big.png", "image/png", justOver);
    expect([tooLarge.status, tooLarge.body.code]).toEqual([413, "IMAGE_TOO_LARGE"]);
    const huge = await upload("huge.png", "image/png", png(600, true));
    expect([huge.status, huge.body.code]).toEqual([413, "IMAGE_TOO_LARGE"]);

    expect(await assetCount()).toBe(before);
  });

  it("accepts an image of exactly 512 KB", async () => {
    const exact = Buffer.concat([png(1), Buffer.alloc(512 * 1024 - png(1).length)]);
    const uploaded = await uploadImage(
      owner.client,
      { organizationId: organization.id, kind: "icon" },
      { name: "exact.png", type: "image/png", bytes: exact },
    );
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  });

  it("refuses a member, a visitor, another organization's owner, and a body that is not the form", async () => {
    const before = await assetCount();
    const file = { name: "logo.png", type: "image/png", bytes: png() };
    const fields = { organizationId: organization.id, kind: "logo" };
    const byMember = await uploadImage(member.client, fields, file);
    expect([byMember.status, byMember.body.code]).toEqual([403, "YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION"]);
    expect((await uploadImage(server.client(), fields, file)).status).toBe(401);
    const outsider = await person(server, "images-outsider");
    const byOutsider = await uploadImage(outsider.client, fields, file);
    expect([byOutsider.status, byOutsider.body.code]).toEqual([403, "YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION"]);

    for (const [badFields, badFile] of [
      [{ organizationId: organization.id, kind: "banner" }, file],
      [{ organizationId: organization.id }, file],
      [fields, null],
    ] as const) {
      const refused = await uploadImage(owner.client, badFields, badFile);
      expect([refused.status, refused.body.code]).toEqual([400, "INVALID_UPLOAD"]);
    }
    const json = await owner.client.post("/organization/branding/upload", { organizationId: organization.id });
    expect([json.status, (json.body as ErrorBody).code]).toEqual([400, "INVALID_UPLOAD"]);
    const broken = await owner.client.post("/organization/branding/upload", "--x\r\nnot a form", {
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    expect([broken.status, (broken.body as ErrorBody).code]).toEqual([400, "INVALID_UPLOAD"]);
    expect(await assetCount()).toBe(before);
  });

  it("another organization cannot use this one's image; an unknown image is 404", async () => {
    const uploaded = await uploadImage(
      owner.client,
      { organizationId: organization.id, kind: "logo" },
      { name: "logo.png", type: "image/png", bytes: png(2) },
    );
    const other = await person(server, "images-other");
    const theirs = await createOrganization(other, { name: "Other Press" });
    const refused = await other.client.post("/organization/branding/update", {
      organizationId: theirs.id,
      logoUrl: uploaded.body.url,
    });
    expect([refused.status, (refused.body as ErrorBody).code]).toEqual([400, "INVALID_LOGO_URL"]);

    for (const path of [`/api/auth/brand-assets/${crypto.randomUUID()}`, "/api/auth/brand-assets/not-an-id"]) {
      const missing = await fetchPublic(path);
      expect(missing.status).toBe(404);
      expect(((await missing.json()) as ErrorBody).code).toBe("BRAND_ASSET_NOT_FOUND");
    }
  });
});
