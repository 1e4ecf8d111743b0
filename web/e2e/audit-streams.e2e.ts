import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, WebhookReceiver } from "../../server/test/helpers/webhook-receiver.ts";
import { createOrganization, person } from "../../server/test/organization/fixtures.ts";
import { organizationPath } from "../src/lib/paths.ts";
import { type E2E, expectAccessible, newDesktopPage, screenshotBoth, signInThroughPage, startE2E } from "./harness.ts";

/**
 * Audit streams in Chromium: an owner adds an HTTPS stream from the audit log's Streams tab (a
 * refused URL shown on its field, the signing secret shown once), sees it deliver, and sends a test.
 */
let e2e: E2E;
let receiver: WebhookReceiver;
beforeAll(async () => {
  e2e = await startE2E({ AUDIT_STREAM_POLL_MS: "100" });
  receiver = await new WebhookReceiver().start();
});
afterAll(async () => {
  await receiver?.stop();
  await e2e?.close();
});

describe("audit streams", () => {
  it("an owner adds an https stream, sees it deliver and sends a test", async () => {
    const owner = await person(e2e.server, "streams-e2e-owner");
    const organization = await createOrganization(owner, { name: "Streaming Co" });
    const { context, page } = await newDesktopPage(e2e);
    await signInThroughPage(page, owner.email);

    await page.goto(organizationPath(organization.slug, "audit-log"));
    await page.getByRole("tab", { name: "Streams" }).click();
    await page.getByText("No streams yet.").waitFor();
    await page.getByRole("button", { name: "Add stream" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a stream" });
    await dialog.getByLabel("Name", { exact: true }).fill("Security lake");
    await dialog.getByLabel("Endpoint URL").fill("ftp://not-http.example");
    await dialog.getByRole("button", { name: "Add stream" }).click();
    await dialog.getByText("Give an http or https URL").waitFor();
    await expectAccessible(page);
    await screenshotBoth(page, "audit-streams-form");

    await dialog.getByLabel("Endpoint URL").fill(receiver.url);
    await dialog.getByRole("button", { name: "Add stream" }).click();
    const secret = await page.getByTestId("stream-secret").textContent();
    expect(secret).toMatch(/^whsec_/);
    receiver.secret = secret ?? "";

    // Its own creation is an audit entry: the stream delivers it.
    const card = page.getByTestId("audit-stream").filter({ hasText: "Security lake" });
    await card.getByText("Delivering").waitFor({ timeout: 20_000 });
    await card.getByText("0 entries waiting").waitFor();
    const delivered = await eventually(async () =>
      receiver.received.find((r) => r.body.includes('"action":"audit_stream.created"')),
    );
    // Delivered before the page showed the secret to the receiver: checked with it now.
    expect(WebhookReceiver.verifies(delivered, receiver.secret)).toBe(true);
    expect(delivered.payload).toMatchObject({ type: "audit_log.batch" });
    await page.getByRole("button", { name: "I saved it" }).click();
    await expectAccessible(page);
    await screenshotBoth(page, "audit-streams-list");

    await card.getByRole("button", { name: "Send test" }).click();
    await page.getByTestId("stream-test-result").filter({ hasText: "A test record reached Security lake" }).waitFor();
    expect(receiver.received.some((r) => r.body.includes('"action":"audit_stream.test"'))).toBe(true);
    await screenshotBoth(page, "audit-streams-tested");
    await context.close();
  });
});
