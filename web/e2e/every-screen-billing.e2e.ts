import { describe, expect, it } from "vitest";
import { BILLING_SECTIONS, billingPath } from "../src/lib/paths.ts";
import { signInThroughPage } from "./harness.ts";
import { screensForThisFile } from "./screens.ts";

/** Issue 19's proof (see every-screen.e2e.ts), signed in as the organization's owner: every section of the billing area. */

const screensOf = screensForThisFile();

describe("every main page on a phone and a desktop: no overflow, no serious accessibility violation", () => {
  it("signed in as the organization's owner: billing", async () => {
    const screens = screensOf();
    const slug = screens.seller.organization.slug;
    const paths = BILLING_SECTIONS.map((section) => billingPath(slug, section));
    expect(await screens.checkPages(paths, (page) => signInThroughPage(page, screens.seller.owner.email))).toEqual([]);
  }, 480_000);
});
