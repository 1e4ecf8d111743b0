import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createToken, v1 } from "../../server/test/helpers/billing.ts";
import { startTestServer, type TestServer } from "../../server/test/helpers/test-server.ts";
import { WebhookReceiver } from "../../server/test/helpers/webhook-receiver.ts";
import { createOrganization, type Organization, type Person, person } from "../../server/test/organization/fixtures.ts";
import { launchBrowser, requireWebDist, signInThroughPage } from "./harness.ts";

let server: TestServer;
let browser: Browser;
let owner: Person;
let organization: Organization;
let token: string;
let receiver: WebhookReceiver;

beforeAll(async () => {
  // One attempt per event within the test: the first retry would come a minute later.
  server = await startTestServer({ webDistDir: requireWebDist(), env: { WEBHOOK_RETRY_BASE_MS: "60000" } });
  browser = await launchBrowser();
  owner = await person(server, "hooks-owner");
  organization = await createOrganization(owner, { name: "Hooks Co", slug: "hooks-co" });
  token = await createToken(server, owner, organization.id);
  receiver = await new WebhookReceiver().start();
});
afterAll(async () => {
  await browser?.close();
  await receiver?.stop();
  await server?.close();
});

describe("billing area: webhooks", () => {
  it("an owner creates an endpoint (secret shown once), sees a failed delivery, redelivers it, resets the secret, sees it disabled and deletes it", async () => {
    const context = await browser.newContext({ baseURL: server.gatehouse.config.baseURL });
    const page = await context.newPage();
    await signInThroughPage(page, owner.email);

    await page.goto("/organizations/hooks-co/billing/webhooks");
    const nav = page.getByRole("navigation", { name: "Billing sections" });
    await nav.getByRole("link", { name: "Webhooks" }).waitFor();
    await page.getByText("No webhook endpoints yet.").waitFor();
    await page.getByRole("link", { name: "New endpoint" }).click();
    await page.waitForURL("**/billing/webhooks/new");

    // Client-side checks first: a bad URL and no event type.
    await page.getByLabel("URL").fill("ftp://nope");
    await page.getByLabel("URL").blur();
    await page.getByText("Enter an http:// or https:// URL").waitFor();
    await page.getByRole("button", { name: "Create endpoint" }).click();
    await page.getByText("Pick at least one event type").waitFor();

    await page.getByLabel("URL").fill(receiver.url);
    await page.getByLabel("Name").fill("Shop backend");
    await page.getByRole("textbox", { name: "Events" }).click();
    await page.getByRole("option", { name: "customer.created" }).click();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Create endpoint" }).click();
    await page.getByText("Webhook endpoint created").waitFor();
    const shown = page.getByTestId("new-webhook-secret");
    await shown.waitFor();
    const secret = (await shown.textContent())?.trim() ?? "";
    expect(secret).toMatch(/^whsec_/);
    receiver.secret = secret;
    await page.getByRole("button", { name: "I saved it" }).click();
    await expect.poll(() => page.getByTestId("new-webhook-secret").count()).toBe(0);
    await page.getByRole("heading", { name: "Shop backend" }).waitFor();

    // An event while the app answers 500: one failed attempt in the log.
    receiver.respond = () => ({ status: 500, body: "boom" });
    expect((await v1(server, "POST", "/customers/", { token, body: { email: "e2e-hook@example.com" } })).status).toBe(
      201,
    );
    const rows = page.getByTestId("webhook-delivery-row");
    await rows.filter({ hasText: "Failed" }).first().waitFor({ timeout: 20_000 });
    await rows.filter({ hasText: "boom" }).first().waitFor();
    expect(receiver.received[0]?.refusals).toEqual([]);

    // Redeliver once the app is fixed: same webhook-id, a succeeded row.
    receiver.respond = () => ({ status: 200, body: "thanks" });
    await rows.first().getByRole("button", { name: "Redeliver" }).click();
    await page.getByText("Redelivery scheduled").waitFor();
    await rows.filter({ hasText: "Succeeded" }).first().waitFor({ timeout: 20_000 });
    expect(receiver.received.map((r) => r.id)).toEqual([receiver.received[0]?.id, receiver.received[0]?.id]);

    // Reset the secret: a new one, shown once.
    await page.getByRole("button", { name: "Reset secret" }).click();
    await page
      .getByRole("dialog", { name: "Reset the signing secret?" })
      .getByRole("button", { name: "Yes, reset" })
      .click();
    await page.getByText("Signing secret reset").waitFor();
    const renewed = (await page.getByTestId("new-webhook-secret").textContent())?.trim() ?? "";
    expect(renewed).toMatch(/^whsec_/);
    expect(renewed).not.toBe(secret);

    // Disabled (as after 10 failures): marked in the list.
    const listed = await v1<{ items: Array<{ id: string }> }>(server, "GET", "/webhooks/endpoints", { token });
    const id = listed.body.items[0]!.id;
    expect((await v1(server, "PATCH", `/webhooks/endpoints/${id}`, { token, body: { enabled: false } })).status).toBe(
      200,
    );
    await page.goto("/organizations/hooks-co/billing/webhooks");
    const row = page.getByTestId("webhook-endpoint-row").filter({ hasText: "Shop backend" });
    await row.getByText("Disabled").waitFor();
    expect(await row.getAttribute("data-enabled")).toBe("false");

    // Delete.
    await row.getByRole("button", { name: `Delete webhook endpoint ${receiver.url}` }).click();
    await page
      .getByRole("dialog", { name: "Delete this webhook endpoint?" })
      .getByRole("button", { name: "Yes, delete" })
      .click();
    await page.getByText("Webhook endpoint deleted").waitFor();
    await page.getByText("No webhook endpoints yet.").waitFor();
    await context.close();
  });
});
