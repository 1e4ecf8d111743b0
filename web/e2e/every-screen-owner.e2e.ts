import { describe, expect, it } from "vitest";
import { ORGANIZATION_TABS, organizationPath } from "../src/lib/paths.ts";
import { signInThroughPage } from "./harness.ts";
import { screensForThisFile } from "./screens.ts";

/** The proof of every-screen.e2e.ts, signed in as the organization's owner: the account pages and every organization tab. */

const screensOf = screensForThisFile();

describe("every main page on a phone and a desktop: no overflow, no serious accessibility violation", () => {
  it("signed in as the organization's owner: account and organization", async () => {
    const screens = screensOf();
    const slug = screens.seller.organization.slug;
    // The Roles tab with one of the organization's own roles beside the built-in ones.
    const defined = await screens.seller.owner.client.post("/organization/create-role", {
      organizationId: screens.seller.organization.id,
      role: "support",
      permission: { member: ["update"], orders: ["read"], refunds: ["read", "write"] },
      additionalFields: { description: "Answers customers and refunds their orders" },
    });
    expect(defined.status, JSON.stringify(defined.body)).toBe(200);
    const paths = [
      "/account",
      "/account/api-keys",
      "/organizations/new",
      ...ORGANIZATION_TABS.map((tab) => organizationPath(slug, tab)),
    ];
    expect(await screens.checkPages(paths, (page) => signInThroughPage(page, screens.seller.owner.email))).toEqual([]);
  }, 480_000);
});
