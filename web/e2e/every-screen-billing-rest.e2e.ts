import { describe, expect, it } from "vitest";
import { billingPath } from "../src/lib/paths.ts";
import { signInThroughPage } from "./harness.ts";
import { BILLING_SECTION_HALVES, screensForThisFile } from "./screens.ts";

/** Issue 19's proof (see every-screen.e2e.ts), signed in as the organization's owner: the billing area's sections after the orders. */

const screensOf = screensForThisFile();

describe("every main page on a phone and a desktop: no overflow, no serious accessibility violation", () => {
  it("signed in as the organization's owner: billing, from the subscriptions to the API reference", async () => {
    const screens = screensOf();
    const slug = screens.seller.organization.slug;
    const paths = BILLING_SECTION_HALVES[1].map((section) => billingPath(slug, section));
    expect(await screens.checkPages(paths, (page) => signInThroughPage(page, screens.seller.owner.email))).toEqual([]);
  }, 480_000);
});
