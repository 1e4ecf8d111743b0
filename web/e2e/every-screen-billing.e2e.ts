import { describe, expect, it } from "vitest";
import { billingPath } from "../src/lib/paths.ts";
import { signInThroughPage } from "./harness.ts";
import { BILLING_SECTION_HALVES, screensForThisFile } from "./screens.ts";

/**
 * Issue 19's proof (see every-screen.e2e.ts), signed in as the organization's owner: the first half
 * of the billing area's sections (the rest in every-screen-billing-rest.e2e.ts, run side by side).
 */

const screensOf = screensForThisFile();

describe("every main page on a phone and a desktop: no overflow, no serious accessibility violation", () => {
  it("signed in as the organization's owner: billing, from the overview to the orders", async () => {
    const screens = screensOf();
    const slug = screens.seller.organization.slug;
    const paths = BILLING_SECTION_HALVES[0].map((section) => billingPath(slug, section));
    expect(await screens.checkPages(paths, (page) => signInThroughPage(page, screens.seller.owner.email))).toEqual([]);
  }, 480_000);
});
