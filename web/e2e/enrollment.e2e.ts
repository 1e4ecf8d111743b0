import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifiedDomain, verifiedPerson } from "../../server/test/organization/enrollment-fixture.ts";
import { createOrganization, db, person } from "../../server/test/organization/fixtures.ts";
import { organizationPath } from "../src/lib/paths.ts";
import { type E2E, expectAccessible, newDesktopPage, screenshotBoth, signInThroughPage, startE2E } from "./harness.ts";

/**
 * Enrollment by verified domain in Chromium: an admin of an organization that verified its domain
 * chooses "Suggest joining" for it; a person whose verified email is on that domain sees
 * "Join <organization>" on the home page and joins in one click.
 */

const DOMAIN = "enroll-e2e.test";
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => e2e?.close());

describe("enrollment by verified domain", () => {
  it("an admin suggests joining on a verified domain; a person of it sees and joins", async () => {
    const owner = await person(e2e.server, "enroll-owner");
    const organization = await createOrganization(owner, { name: "Harbor Works" });
    await verifiedDomain(e2e.server, organization.id, DOMAIN);

    const admin = await newDesktopPage(e2e);
    await signInThroughPage(admin.page, owner.email);
    await admin.page.goto(organizationPath(organization.slug, "settings"));
    const form = admin.page.getByRole("form", { name: `Enrollment for ${DOMAIN}` });
    await form.getByRole("textbox", { name: "Mode" }).click();
    await admin.page.getByRole("option", { name: "Suggest joining" }).click();
    await form.getByRole("button", { name: "Save" }).click();
    await form.getByText("Saved").waitFor();
    await expectAccessible(admin.page);
    await form.scrollIntoViewIfNeeded();
    await screenshotBoth(admin.page, "enrollment-settings");
    await admin.context.close();

    const joiner = await verifiedPerson(e2e.server, "joiner", `eng.${DOMAIN}`);
    const { context, page } = await newDesktopPage(e2e);
    await signInThroughPage(page, joiner.email);
    await page.goto("/");
    const suggestions = page.getByRole("region", { name: "Organizations you can join" });
    await suggestions.getByText(`Because your email is on ${DOMAIN}`).waitFor();
    await expectAccessible(page);
    await screenshotBoth(page, "enrollment-suggestion");
    await suggestions.getByRole("button", { name: "Join Harbor Works", exact: true }).click();
    await suggestions.waitFor({ state: "detached" });
    await page.getByRole("region", { name: "Your organizations" }).getByText("Harbor Works").waitFor();

    const member = await db(e2e.server)
      .selectFrom("member")
      .select("role")
      .where("organizationId", "=", organization.id)
      .where("userId", "=", joiner.id)
      .executeTakeFirst();
    expect(member?.role).toBe("member");
    await context.close();
  });
});
