import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpUnverified } from "../../server/test/helpers/account-flows.ts";
import {
  type E2E,
  expectAccessible,
  fillSignUp,
  linkIn,
  newDesktopPage,
  screenshotBoth,
  signInThroughPage,
  startE2E,
  waitForPage,
} from "./harness.ts";

/**
 * Who may sign up, in Chromium: a platform admin makes sign-up by waitlist on the admin page; a
 * visitor finds the waitlist form instead of the sign-up form and joins; the admin approves them;
 * the mailed link opens the sign-up form and the visitor creates their account.
 */

const ADMIN_EMAIL = "signup-admin@example.com";
const VISITOR_EMAIL = "waiting-visitor@example.com";

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  const adminId = await signUpUnverified(e2e.server.client(), ADMIN_EMAIL);
  await e2e.server.gatehouse.database.db.updateTable("user").set({ role: "admin" }).where("id", "=", adminId).execute();
});
afterAll(async () => e2e?.close());

describe("sign-up by waitlist", () => {
  it("an admin sets the waitlist, a visitor joins, the admin approves, the mailed link signs up", async () => {
    const admin = await newDesktopPage(e2e);
    await signInThroughPage(admin.page, ADMIN_EMAIL);
    await admin.page.goto("/admin");
    const settings = admin.page.getByRole("form", { name: "Sign-up settings" });
    await settings.getByRole("radio", { name: "Waitlist" }).check();
    await settings.getByRole("button", { name: "Save" }).click();
    await admin.page.getByText("Sign-up settings saved").first().waitFor();
    await admin.page.getByRole("heading", { name: "Sign-up" }).scrollIntoViewIfNeeded();
    await expectAccessible(admin.page);
    await screenshotBoth(admin.page, "signup-policy-admin");

    // The visitor: the sign-up page offers the waitlist.
    const visitor = await newDesktopPage(e2e);
    await visitor.page.goto("/sign-up");
    const join = visitor.page.getByRole("form", { name: "Join the waitlist" });
    await join.getByLabel("Name (optional)").fill("Wendy Waiting");
    await join.getByLabel("Email").fill(VISITOR_EMAIL);
    await expectAccessible(visitor.page);
    await screenshotBoth(visitor.page, "signup-policy-waitlist-form");
    await join.getByRole("button", { name: "Join the waitlist" }).click();
    await visitor.page.getByText("You are on the list").waitFor();
    await screenshotBoth(visitor.page, "signup-policy-joined");

    // The admin approves from the waitlist.
    await admin.page.reload();
    await admin.page.getByRole("button", { name: `Approve ${VISITOR_EMAIL}` }).click();
    await admin.page.getByText(`A sign-up link was mailed to ${VISITOR_EMAIL}.`).waitFor();
    await admin.page.getByRole("radiogroup", { name: "Show entries" }).getByText("Approved", { exact: true }).click();
    await admin.page.getByRole("region", { name: "Waitlist entries" }).getByText(VISITOR_EMAIL).waitFor();
    await screenshotBoth(admin.page, "signup-policy-waitlist-admin");

    // The mailed link opens the sign-up form with the address filled in.
    const mail = await e2e.server.smtp.mailTo(VISITOR_EMAIL, "You can now sign up");
    await visitor.page.goto(linkIn(mail.links, "/sign-up"));
    await visitor.page.getByText("You were approved").waitFor();
    expect(await visitor.page.getByLabel("Email").inputValue()).toBe(VISITOR_EMAIL);
    await expectAccessible(visitor.page);
    await screenshotBoth(visitor.page, "signup-policy-approved-sign-up");
    await fillSignUp(visitor.page, "Wendy Waiting", VISITOR_EMAIL, "correct-horse-battery");
    await waitForPage(visitor.page, "**/account");

    await admin.context.close();
    await visitor.context.close();
  });

  it("a refused sign-up says why, in the form", async () => {
    const { context, page } = await newDesktopPage(e2e);
    await page.goto("/sign-up?approved=1");
    await fillSignUp(page, "Nobody Approved", "not-approved@example.com", "correct-horse-battery");
    await page.getByText("Sign-up is by waitlist: join the waitlist").waitFor();
    await context.close();
  });
});
