import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganization, type Person, person } from "../../server/test/organization/fixtures.ts";
import { organizationPath, paths } from "../src/lib/paths.ts";
import { type E2E, expectAccessible, newDesktopPage, screenshotBoth, signInThroughPage, startE2E } from "./harness.ts";

/**
 * Recent sign-in for sensitive actions in Chromium: a session signed in longer ago than
 * SESSION_FRESH_AGE creates an API key, and deletes an organization; each time the app asks for the
 * password in one dialog, and the action then completes by itself.
 */

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => e2e?.close());

const FRESH_AGE = 86_400; // SESSION_FRESH_AGE default

/** Makes every sign-in of the person older than SESSION_FRESH_AGE (by the wall clock, as the server reads it). */
async function ageSignIns(owner: Person): Promise<void> {
  const db = e2e.server.gatehouse.database.db;
  const then = new Date(Date.now() - (FRESH_AGE + 60) * 1000).toISOString();
  const sessions = db.selectFrom("session").select("id").where("userId", "=", owner.id);
  await db.updateTable("session_authentication").set({ auth_time: then }).where("session_id", "in", sessions).execute();
  await db.updateTable("session").set({ createdAt: then }).where("userId", "=", owner.id).execute();
}

describe("re-authentication for sensitive actions", () => {
  it("a stale session creating an API key re-enters the password, and the key is created", async () => {
    const owner = await person(e2e.server, "step-up-key");
    const { context, page } = await newDesktopPage(e2e);
    await signInThroughPage(page, owner.email);
    await ageSignIns(owner);

    await page.goto(paths.accountApiKeys);
    await page.getByLabel("Key name").fill("deploys");
    await page.getByRole("button", { name: "Create API key" }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm it's you" });
    await dialog.waitFor();
    await expectAccessible(page);
    await screenshotBoth(page, "step-up-dialog");

    // A wrong password lands on the field; the right one lets the refused request through.
    await dialog.getByLabel("Password").fill("not-my-password");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await dialog.getByText("Invalid password").waitFor();
    await dialog.getByLabel("Password").fill("correct-horse-battery");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await page.getByTestId("new-api-key").waitFor();
    await dialog.waitFor({ state: "hidden" });
    await context.close();
  });

  it("a stale session deleting an organization re-enters the password, and the organization is deleted", async () => {
    const owner = await person(e2e.server, "step-up-org");
    const organization = await createOrganization(owner, { name: "Fading Co" });
    const { context, page } = await newDesktopPage(e2e);
    await signInThroughPage(page, owner.email);
    await ageSignIns(owner);

    await page.goto(organizationPath(organization.slug, "settings"));
    await page.getByRole("button", { name: "Delete organization" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Fading Co?" });
    await confirm.waitFor();
    await confirm.getByRole("textbox").fill(organization.slug);
    await confirm.getByRole("button", { name: "Delete this organization" }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm it's you" });
    await dialog.waitFor();
    await dialog.getByLabel("Password").fill("correct-horse-battery");
    await screenshotBoth(page, "step-up-dialog-over-confirmation");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect
      .poll(
        async () =>
          (
            await e2e.server.gatehouse.database.db
              .selectFrom("organization")
              .select("id")
              .where("id", "=", organization.id)
              .execute()
          ).length,
      )
      .toBe(0);
    await context.close();
  });
});
