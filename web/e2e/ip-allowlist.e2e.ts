import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { person } from "../../server/test/organization/fixtures.ts";
import { type E2E, expectAccessible, newDesktopPage, screenshotBoth, signInThroughPage, startE2E } from "./harness.ts";

/**
 * A personal API key with allowed IP addresses, in Chromium: a bad line is refused on the field
 * with the server's words, and the key made with good ones lists its normalised ranges.
 */

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => e2e?.close());

describe("API key IP allowlist", () => {
  it("creates a key limited to some addresses and lists them", async () => {
    const owner = await person(e2e.server, "ip-e2e");
    const { context, page } = await newDesktopPage(e2e);
    await signInThroughPage(page, owner.email);
    await page.goto("/account/api-keys");

    const form = page.getByRole("form", { name: "Create an API key" });
    await form.getByLabel("Key name").fill("deploys");
    const allowlist = form.getByLabel("Allowed IP addresses");
    await allowlist.fill("203.0.113.77/24\nnot-an-address");
    await form.getByRole("button", { name: "Create API key" }).click();
    await form.getByText('"not-an-address" is not an IP address or CIDR range', { exact: false }).waitFor();
    expect(await allowlist.getAttribute("aria-invalid")).toBe("true");
    await expectAccessible(page);

    await allowlist.fill("203.0.113.77/24\n\n2001:DB8::1");
    await form.getByRole("button", { name: "Create API key" }).click();
    await page.getByTestId("new-api-key").waitFor();
    const row = page.locator('[data-testid="api-key-row"][data-name="deploys"]');
    await row.getByTestId("api-key-ip-allowlist").filter({ hasText: "203.0.113.0/24, 2001:db8::1" }).waitFor();
    await expectAccessible(page);
    await screenshotBoth(page, "api-key-ip-allowlist");
    await context.close();
  });
});
