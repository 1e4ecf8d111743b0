import { deflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createOrganization,
  joinedMember,
  type Organization,
  type Person,
  person,
} from "../../server/test/organization/fixtures.ts";
import { type E2E, signInThroughPage, startE2E } from "./harness.ts";

let e2e: E2E;
let owner: Person;
let member: Person;
let organization: Organization;

beforeAll(async () => {
  e2e = await startE2E();
  owner = await person(e2e.server, "catalog-owner");
  organization = await createOrganization(owner, { name: "Catalog Co", slug: "catalog-co" });
  member = await joinedMember(e2e.server, owner, organization.id, "member", "catalog-member");
});
afterAll(async () => e2e?.close());

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A solid-colour RGB PNG of `size`×`size` pixels. */
function png(size: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("billing area: products and benefits", () => {
  it("an owner creates benefits and a subscription product with media, edits its price past a 422, and archives it", async () => {
    const { context, page } = await e2e.newPage();
    await signInThroughPage(page, owner.email);
    const base = "/organizations/catalog-co/billing";

    // A custom benefit with a note.
    await page.goto(`${base}/benefits`);
    await page.getByText("No benefits yet.").waitFor();
    await page.getByRole("link", { name: "New benefit" }).click();
    await page.waitForURL("**/billing/benefits/new");
    await page.getByLabel("Benefit type").selectOption("custom");
    await page.getByLabel("Description", { exact: true }).fill("Priority support");
    await page.getByLabel("Note").fill("Write to support@example.com");
    await page.getByRole("button", { name: "Create benefit" }).click();
    await page.waitForURL(`**${base}/benefits`);
    await page.getByTestId("benefit-row").filter({ hasText: "Priority support" }).waitFor();

    // A license-keys benefit with a prefix, an expiry and an activation limit.
    await page.getByRole("link", { name: "New benefit" }).click();
    await page.getByLabel("Benefit type").selectOption("license_keys");
    await page.getByLabel("Description", { exact: true }).fill("App license");
    await page.getByLabel("Key prefix").fill("CAT");
    await page.getByLabel("Keys expire").check();
    await page.getByLabel("Expires after").fill("2");
    await page.getByLabel("Timeframe").selectOption("year");
    await page.getByLabel("Limit activations").check();
    await page.getByLabel("Activation limit").fill("3");
    await page.getByRole("button", { name: "Create benefit" }).click();
    await page.waitForURL(`**${base}/benefits`);
    const licenseRow = page.getByTestId("benefit-row").filter({ hasText: "App license" });
    await licenseRow.getByText("Prefix CAT, expires after 2 year(s), 3 activation(s)").waitFor();

    // File downloads: a file uploaded from the form (service downloadable) is chosen at once.
    await page.getByRole("link", { name: "New benefit" }).click();
    await page.getByLabel("Benefit type").selectOption("downloadables");
    await page.getByLabel("Description", { exact: true }).fill("Handbook");
    await page
      .getByLabel("Upload files")
      .setInputFiles({ name: "handbook.txt", mimeType: "text/plain", buffer: Buffer.from("Read me first.\n") });
    await expect.poll(() => page.getByLabel("handbook.txt").isChecked()).toBe(true);
    await page.getByRole("button", { name: "Create benefit" }).click();
    await page.waitForURL(`**${base}/benefits`);
    await page.getByTestId("benefit-row").filter({ hasText: "Handbook" }).getByText("1 file").waitFor();

    // A feature flag: what it turns on is its metadata.
    await page.getByRole("link", { name: "New benefit" }).click();
    await page.getByLabel("Benefit type").selectOption("feature_flag");
    await page.getByLabel("Description", { exact: true }).fill("Single sign-on");
    await page.getByText("The features it turns on are its metadata below").waitFor();
    await page.getByRole("button", { name: "Add metadata" }).click();
    await page.getByLabel("Metadata key 1").fill("sso");
    await page.getByLabel("Metadata value 1").fill("true");
    await page.getByRole("button", { name: "Create benefit" }).click();
    await page.waitForURL(`**${base}/benefits`);
    await page
      .getByTestId("benefit-row")
      .filter({ hasText: "Single sign-on" })
      .getByText("Turns on sso = true")
      .waitFor();

    // A third benefit, deleted again after a confirmation.
    await page.getByRole("link", { name: "New benefit" }).click();
    await page.getByLabel("Benefit type").selectOption("github_repository");
    await page.getByLabel("Description", { exact: true }).fill("Source access");
    await page.getByLabel("Repository owner").fill("catalog-co");
    await page.getByLabel("Repository name").fill("sdk");
    await page.getByLabel("Permission").selectOption("triage");
    await page.getByRole("button", { name: "Create benefit" }).click();
    await page.waitForURL(`**${base}/benefits`);
    await page
      .getByTestId("benefit-row")
      .filter({ hasText: "Source access" })
      .getByRole("link", { name: "Source access" })
      .click();
    await page.getByRole("button", { name: "Delete benefit" }).click();
    await page
      .getByRole("dialog", { name: "Delete Source access?" })
      .getByRole("button", { name: "Yes, delete" })
      .click();
    await page.waitForURL(`**${base}/benefits`);
    await page.getByTestId("benefit-row").filter({ hasText: "App license" }).waitFor();
    await expect.poll(() => page.getByTestId("benefit-row").filter({ hasText: "Source access" }).count()).toBe(0);

    // The type filter narrows the list.
    await page.getByLabel("Filter by type").selectOption("license_keys");
    await page.waitForURL("**/benefits?type=license_keys");
    await licenseRow.waitFor();
    await expect.poll(() => page.getByTestId("benefit-row").count()).toBe(1);

    // A custom field to ask at checkout (its own screens belong to the custom fields section).
    const field = await page.evaluate(async (organizationId) => {
      const response = await fetch("/v1/custom-fields/", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          organization_id: organizationId,
          type: "text",
          slug: "company",
          name: "Company",
          properties: {},
        }),
      });
      return response.status;
    }, organization.id);
    expect(field).toBe(201);

    // A monthly subscription at a fixed price, with an uploaded image, the custom benefit and the field.
    await page.getByRole("navigation", { name: "Billing sections" }).getByRole("link", { name: "Products" }).click();
    // An empty catalog invites its first product.
    const empty = page.getByTestId("empty-state");
    await empty.getByText("No products yet.").waitFor();
    await empty.getByRole("link", { name: "Create your first product" }).waitFor();
    await page.getByRole("link", { name: "New product" }).click();
    await page.waitForURL("**/billing/products/new");
    await page.getByLabel("Product name").fill("Pro plan");
    await page.getByLabel("Description", { exact: true }).fill("Everything, every month.");
    await page.getByLabel("Subscription").check();
    await page.getByLabel("Billing interval").selectOption("month");
    await page.getByLabel("Price type").selectOption("fixed");
    await page.getByLabel("Currency").selectOption("usd");
    await page.getByLabel("Amount", { exact: true }).fill("12");
    await page
      .getByLabel("Upload image")
      .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: png(16, [220, 40, 40]) });
    const media = page.getByTestId("product-media").getByRole("img", { name: "cover.png" });
    await media.waitFor();
    await page.getByLabel("Priority support").check();
    await page.getByLabel("Add a custom field").selectOption({ label: "Company" });
    await page.getByLabel("Required: Company").check();
    await page.getByRole("button", { name: "Create product" }).click();
    await page.getByText("Product created").waitFor();

    // The product page shows what was saved: the image (really served), the price, the benefit.
    await page.getByTestId("product-name").getByText("Pro plan").waitFor();
    await expect.poll(() => media.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(16);
    expect(await page.getByLabel("Amount", { exact: true }).inputValue()).toBe("12");
    expect(await page.getByLabel("Priority support").isChecked()).toBe(true);
    expect(await page.getByLabel("App license").isChecked()).toBe(false);
    await page.getByTestId("attached-custom-field").filter({ hasText: "Company" }).waitFor();
    expect(await page.getByLabel("Required: Company").isChecked()).toBe(true);

    // An amount under Polar's minimum comes back as a 422 on prices[0].price_amount: the Amount input.
    await page.getByLabel("Amount", { exact: true }).fill("0.2");
    await page.getByRole("button", { name: "Save product" }).click();
    const amount = page.getByLabel("Amount", { exact: true });
    await expect.poll(() => amount.getAttribute("aria-invalid")).toBe("true");
    await page.getByText(/greater than or equal to 50|at least 50|>=\s*50/i).waitFor();

    // A valid amount saves; the list shows the new price.
    await amount.fill("15");
    await page.getByRole("button", { name: "Save product" }).click();
    await page.getByText("Product saved").waitFor();
    await page.getByRole("link", { name: "← All products" }).click();
    const row = page.getByTestId("product-row").filter({ hasText: "Pro plan" });
    await row.getByText("$15.00 / month").waitFor();
    await row.getByText("Priority support").waitFor();

    // A one-time, pay-what-you-want product next to it.
    await page.getByRole("link", { name: "New product" }).click();
    await page.getByLabel("Product name").fill("Tip jar");
    await page.getByLabel("One-time purchase").check();
    await page.getByLabel("Price type").selectOption("custom");
    await page.getByLabel("Minimum amount").fill("1");
    await page.getByLabel("Suggested amount").fill("5");
    await page.getByRole("button", { name: "Create product" }).click();
    await page.getByTestId("product-name").getByText("Tip jar").waitFor();
    await page.getByRole("link", { name: "← All products" }).click();
    await page
      .getByTestId("product-row")
      .filter({ hasText: "Tip jar" })
      .getByText("Pay what you want (from $1.00)")
      .waitFor();
    await page.getByLabel("Search products").fill("tip");
    await page.waitForURL("**/products?q=tip");
    await expect.poll(() => page.getByTestId("product-row").count()).toBe(1);
    await page.getByLabel("Search products").fill("");
    await page.getByTestId("product-row").filter({ hasText: "Pro plan" }).waitFor();
    await page.getByLabel("Type", { exact: true }).selectOption("recurring");
    await page.getByTestId("product-row").filter({ hasText: "Pro plan" }).waitFor();
    await expect.poll(() => page.getByTestId("product-row").count()).toBe(1);
    await page.getByLabel("Type", { exact: true }).selectOption("");

    // Archive it: gone from the active list, found under the archived filter.
    await page
      .getByTestId("product-row")
      .filter({ hasText: "Pro plan" })
      .getByRole("link", { name: "Pro plan" })
      .click();
    await page.getByRole("button", { name: "Archive product" }).click();
    await page.getByText("Product archived").waitFor();
    await page.getByRole("button", { name: "Unarchive product" }).waitFor();
    await page.getByRole("link", { name: "← All products" }).click();
    await page.getByTestId("product-row").filter({ hasText: "Tip jar" }).waitFor();
    await expect.poll(() => page.getByTestId("product-row").filter({ hasText: "Pro plan" }).count()).toBe(0);
    await page.getByLabel("Status", { exact: true }).selectOption("archived");
    await page.getByTestId("product-row").filter({ hasText: "Pro plan" }).getByText("Archived").waitFor();
    await page.getByLabel("Type", { exact: true }).selectOption("one_time");
    await page.getByText("No archived products.").waitFor();
    await page.getByLabel("Type", { exact: true }).selectOption("recurring");
    await page.getByTestId("product-row").filter({ hasText: "Pro plan" }).waitFor();

    await context.close();
  });

  it("a member sees products and benefits read-only", async () => {
    const { context, page } = await e2e.newPage();
    await signInThroughPage(page, member.email);
    const base = "/organizations/catalog-co/billing";

    await page.goto(`${base}/products?archived=1`);
    await page
      .getByTestId("product-row")
      .filter({ hasText: "Pro plan" })
      .getByRole("link", { name: "Pro plan" })
      .click();
    await page.getByTestId("product-name").getByText("Pro plan").waitFor();
    expect(await page.getByLabel("Product name").getAttribute("readonly")).not.toBeNull();
    expect(await page.getByRole("button", { name: "Save product" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Unarchive product" }).count()).toBe(0);
    expect(await page.getByLabel("Upload image").count()).toBe(0);

    await page.goto(`${base}/benefits`);
    await page.getByTestId("benefit-row").filter({ hasText: "App license" }).waitFor();
    expect(await page.getByRole("link", { name: "New benefit" }).count()).toBe(0);
    await page.getByRole("link", { name: "App license" }).click();
    await page.getByTestId("benefit-description").getByText("App license").waitFor();
    expect(await page.getByRole("button", { name: "Save benefit" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Delete benefit" }).count()).toBe(0);

    await context.close();
  });
});
