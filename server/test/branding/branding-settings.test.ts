import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrandingView } from "../../src/branding/schemas.ts";
import type { JsonResponse, TestServer } from "../helpers/test-server.ts";
import { startTestServer } from "../helpers/test-server.ts";
import {
  createOrganization,
  type ErrorBody,
  joinedMember,
  type Organization,
  type Person,
  person,
} from "../organization/fixtures.ts";

/**
 * An organization's brand settings: members read them, owners and admins change them; every
 * refused field answers its own code and leaves the stored brand as it was; a cleared field
 * falls back to the instance's brand, here set by BRAND_* settings.
 */

const INSTANCE = {
  BRAND_NAME: "Acme Platform",
  BRAND_LOGO_URL: "https://cdn.acme.example/logo.png",
  BRAND_ICON_URL: "https://cdn.acme.example/icon.png",
  BRAND_PRIMARY_COLOR: "#0B7285",
  BRAND_COLOR_SCHEME: "light",
  BRAND_SUPPORT_EMAIL: "help@acme.example",
  BRAND_SUPPORT_URL: "https://acme.example/help",
};

let server: TestServer;
let owner: Person;
let admin: Person;
let member: Person;
let stranger: Person;
let organization: Organization;

beforeAll(async () => {
  server = await startTestServer({ env: INSTANCE });
  owner = await person(server, "brand-owner");
  organization = await createOrganization(owner, { name: "Sprocket Works" });
  admin = await joinedMember(server, owner, organization.id, "admin", "brand-admin");
  member = await joinedMember(server, owner, organization.id, "member", "brand-member");
  stranger = await person(server, "brand-stranger");
  await createOrganization(stranger, { name: "Elsewhere" });
});
afterAll(async () => server?.close());

const read = (who: Person, organizationId = organization.id) =>
  who.client.get<BrandingView>("/organization/branding", { query: { organizationId } });
const update = (who: Person, fields: Record<string, unknown>, organizationId = organization.id) =>
  who.client.post<BrandingView>("/organization/branding/update", { organizationId, ...fields });

function expectError(response: JsonResponse<unknown>, status: number, code: string): void {
  const body = response.body as ErrorBody;
  expect({ status: response.status, code: body.code }).toEqual({ status, code });
  expect(body.message).toEqual(expect.any(String));
}

const ALL_CLEARED = {
  displayName: null,
  logoUrl: null,
  iconUrl: null,
  primaryColor: null,
  colorScheme: null,
  supportEmail: null,
  supportUrl: null,
};

describe("reading an organization's brand", () => {
  it("with nothing set: null settings, and the organization's name over the instance's brand", async () => {
    const response = await read(member);
    expect(response.status).toBe(200);
    expect(response.body.settings).toEqual(ALL_CLEARED);
    expect(response.body.brand).toEqual({
      organizationId: organization.id,
      name: "Sprocket Works",
      logoUrl: INSTANCE.BRAND_LOGO_URL,
      iconUrl: INSTANCE.BRAND_ICON_URL,
      primaryColor: "#0b7285",
      primaryTextColor: "#ffffff",
      primaryOnLight: "#0b7285",
      primaryOnDark: expect.stringMatching(/^#[0-9a-f]{6}$/),
      colorScheme: "light",
      supportEmail: INSTANCE.BRAND_SUPPORT_EMAIL,
      supportUrl: INSTANCE.BRAND_SUPPORT_URL,
      warnings: [],
    });
  });

  it("the active organization when none is named; refused to a non-member and to a visitor", async () => {
    const active = await member.client.get<BrandingView>("/organization/branding");
    expect(active.status).toBe(200);
    expect(active.body.brand.organizationId).toBe(organization.id);

    expectError(await read(stranger), 403, "YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION");
    expectError(await read(stranger, crypto.randomUUID()), 403, "YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION");
    expect(
      (await server.client().get("/organization/branding", { query: { organizationId: organization.id } })).status,
    ).toBe(401);
  });
});

describe("changing an organization's brand", () => {
  it("an owner sets every field; the answer and a later read show them, resolved", async () => {
    const fields = {
      displayName: "  Sprocket  ",
      logoUrl: "https://sprocket.example/logo.png",
      iconUrl: "https://sprocket.example/icon.png",
      primaryColor: "#FFFF00",
      colorScheme: "auto",
      supportEmail: "support@sprocket.example",
      supportUrl: "https://sprocket.example/support",
    };
    const response = await update(owner, fields);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const stored = { ...fields, displayName: "Sprocket", primaryColor: "#ffff00" };
    expect(response.body.settings).toEqual(stored);
    expect(response.body.brand).toMatchObject({
      organizationId: organization.id,
      name: "Sprocket",
      logoUrl: fields.logoUrl,
      iconUrl: fields.iconUrl,
      primaryColor: "#ffff00",
      primaryTextColor: "#000000",
      primaryOnDark: "#ffff00",
      colorScheme: "auto",
      supportEmail: fields.supportEmail,
      supportUrl: fields.supportUrl,
    });
    // Yellow on white cannot be read: links on light pages use a darker shade, and the editor says so.
    expect(response.body.brand.primaryOnLight).not.toBe("#ffff00");
    expect(response.body.brand.warnings).toEqual([expect.stringContaining("too little contrast on a light page")]);
    expect((await read(member)).body).toEqual(response.body);
  });

  it("an admin changes a field and the others stay; a member is refused and changes nothing", async () => {
    const before = (await read(owner)).body;
    const changed = await update(admin, { primaryColor: "#1d4ed8" });
    expect(changed.status).toBe(200);
    expect(changed.body.settings).toEqual({ ...before.settings, primaryColor: "#1d4ed8" });
    expect(changed.body.brand.warnings).toEqual([expect.stringContaining("too little contrast on a dark page")]);

    expectError(
      await update(member, { primaryColor: "#000000" }),
      403,
      "YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION",
    );
    expectError(await update(stranger, { primaryColor: "#000000" }), 403, "YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION");
    expect((await read(owner)).body).toEqual(changed.body);
    const visitor = await server.client().post("/organization/branding/update", {
      organizationId: organization.id,
      primaryColor: "#000000",
    });
    expect(visitor.status).toBe(401);
    expect((await read(owner)).body).toEqual(changed.body);
  });

  it("each refused field answers its own code, and nothing is stored", async () => {
    const before = (await read(owner)).body;
    const refusals: Array<[string, unknown, string]> = [
      ["displayName", "", "INVALID_DISPLAY_NAME"],
      ["displayName", "   ", "INVALID_DISPLAY_NAME"],
      ["displayName", "x".repeat(81), "INVALID_DISPLAY_NAME"],
      ["displayName", "Two\nlines", "INVALID_DISPLAY_NAME"],
      ["displayName", 42, "INVALID_DISPLAY_NAME"],
      ["logoUrl", "javascript:alert(1)", "INVALID_LOGO_URL"],
      ["logoUrl", "ftp://files.example/logo.png", "INVALID_LOGO_URL"],
      ["logoUrl", "https://user:secret@sprocket.example/logo.png", "INVALID_LOGO_URL"],
      ["logoUrl", "not a url", "INVALID_LOGO_URL"],
      ["logoUrl", "/etc/passwd", "INVALID_LOGO_URL"],
      ["logoUrl", `/api/auth/brand-assets/${crypto.randomUUID()}`, "INVALID_LOGO_URL"],
      ["logoUrl", `https://sprocket.example/${"a".repeat(2048)}`, "INVALID_LOGO_URL"],
      ["iconUrl", "data:image/png;base64,AAAA", "INVALID_ICON_URL"],
      ["iconUrl", ["https://sprocket.example/icon.png"], "INVALID_ICON_URL"],
      ["primaryColor", "blue", "INVALID_PRIMARY_COLOR"],
      ["primaryColor", "#12345", "INVALID_PRIMARY_COLOR"],
      ["primaryColor", "#abc", "INVALID_PRIMARY_COLOR"],
      ["primaryColor", "#gggggg", "INVALID_PRIMARY_COLOR"],
      ["colorScheme", "sepia", "INVALID_COLOR_SCHEME"],
      ["colorScheme", true, "INVALID_COLOR_SCHEME"],
      ["supportEmail", "not-an-email", "INVALID_SUPPORT_EMAIL"],
      ["supportEmail", `${"a".repeat(320)}@example.com`, "INVALID_SUPPORT_EMAIL"],
      ["supportUrl", "mailto:help@sprocket.example", "INVALID_SUPPORT_URL"],
      ["supportUrl", "sprocket.example/help", "INVALID_SUPPORT_URL"],
      ["supportUrl", { href: "https://sprocket.example" }, "INVALID_SUPPORT_URL"],
    ];
    for (const [field, value, code] of refusals) {
      // A valid field beside the refused one is not stored either.
      const refused = await update(owner, { supportEmail: "changed@sprocket.example", [field]: value });
      expect({ field, value, status: refused.status, code: (refused.body as ErrorBody).code }).toEqual({
        field,
        value,
        status: 400,
        code,
      });
    }
    expect((await read(owner)).body).toEqual(before);
  });

  it("a cleared field takes the instance's brand again; clearing the name takes the organization's", async () => {
    const cleared = await update(owner, ALL_CLEARED);
    expect(cleared.status).toBe(200);
    expect(cleared.body.settings).toEqual(ALL_CLEARED);
    expect(cleared.body.brand).toMatchObject({
      name: "Sprocket Works",
      logoUrl: INSTANCE.BRAND_LOGO_URL,
      iconUrl: INSTANCE.BRAND_ICON_URL,
      primaryColor: "#0b7285",
      colorScheme: "light",
      supportEmail: INSTANCE.BRAND_SUPPORT_EMAIL,
      supportUrl: INSTANCE.BRAND_SUPPORT_URL,
      warnings: [],
    });
  });

  it("outside production, an http image address is accepted", async () => {
    const response = await update(owner, { logoUrl: "http://assets.internal.example/logo.png" });
    expect(response.status).toBe(200);
    expect(response.body.brand.logoUrl).toBe("http://assets.internal.example/logo.png");
  });
});
