import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { person } from "../../server/test/organization/fixtures.ts";
import {
  type E2E,
  expectAccessible,
  linkIn,
  newDesktopPage,
  screenshotBoth,
  signInThroughPage,
  startE2E,
  waitForPage,
} from "./harness.ts";

/**
 * New-device alerts in Chromium: the account made from another client, its first sign-in from the
 * browser mails an alert; the account page's switch turns the alerts off (kept across a reload);
 * the alert's "This wasn't me" link opens a page that, once confirmed, signs out everywhere and
 * mails a password reset.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => e2e?.close());

describe("new-device alerts", () => {
  it("the account page turns them off; the alert's link signs out everywhere once confirmed", async () => {
    const owner = await person(e2e.server, "new-device");
    const { context, page } = await newDesktopPage(e2e);
    await signInThroughPage(page, owner.email);
    const alert = await e2e.server.smtp.mailTo(owner.email, "New sign-in to your");
    expect(alert.text).toContain("Chrome on Linux");

    // The switch, on by default; off, and still off after a reload.
    // Mantine draws the switch over a visually hidden input: the label is what a person clicks.
    const label = "Mail me about sign-ins from new devices";
    const toggle = page.getByRole("switch", { name: label });
    await toggle.waitFor({ state: "attached" });
    expect(await toggle.isChecked()).toBe(true);
    await page.getByText(label).click();
    await page.getByText("New-device alerts are off").waitFor();
    await page.reload();
    await toggle.waitFor({ state: "attached" });
    expect(await toggle.isChecked()).toBe(false);
    await page.locator("#new-device-alerts").scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await screenshotBoth(page, "new-device-account-section");

    // The link only opens a page; the confirmation does the rest.
    await page.goto(linkIn(alert.links, "/not-me"));
    const confirm = page.getByRole("button", { name: "Sign out everywhere and reset my password" });
    await confirm.waitFor();
    await expectAccessible(page);
    await screenshotBoth(page, "new-device-not-me");
    expect((await owner.client.session()).body).not.toBeNull();
    await confirm.click();
    await page.getByRole("status").filter({ hasText: "every session of your account is signed out" }).waitFor();
    await screenshotBoth(page, "new-device-not-me-done");
    expect((await owner.client.session()).body).toBeNull();
    await e2e.server.smtp.mailTo(owner.email, "Reset your password");

    // Used once: the same link again is refused on the page.
    await page.goto(linkIn(alert.links, "/not-me"));
    await confirm.click();
    await page.getByRole("alert").filter({ hasText: "invalid, has expired or was already used" }).waitFor();
    await page.goto("/account");
    await waitForPage(page, "**/sign-in**");
    await context.close();
  });
});
