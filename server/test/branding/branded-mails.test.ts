import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg, v1 } from "../helpers/billing.ts";
import { buyProduct, createProduct } from "../helpers/checkout.ts";
import type { CaughtMail } from "../helpers/smtp-catcher.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { png, uploadImage } from "./images.ts";

/**
 * Mails sent on a seller's behalf carry the seller's brand — its name, logo, button colour with
 * its readable text colour, support contact — read from the real SMTP server; another seller's
 * mails do not; mails no organization sends (a seller's own notices, account mails) carry the
 * instance's brand from the BRAND_* settings.
 */

const INSTANCE = {
  BRAND_NAME: "Harbor Commerce",
  BRAND_PRIMARY_COLOR: "#c2255c",
  BRAND_SUPPORT_EMAIL: "help@harbor.example",
};

let server: TestServer;
let aurora: BillingOrg;
let plain: BillingOrg;
let auroraLogo: string;
let auroraProduct: string;
let plainProduct: string;

beforeAll(async () => {
  server = await startTestServer({ env: INSTANCE });
  aurora = await billingOrg(server, "aurora");
  plain = await billingOrg(server, "plainshop");
  const uploaded = await uploadImage(
    aurora.owner.client,
    { organizationId: aurora.organization.id, kind: "logo" },
    { name: "logo.png", type: "image/png", bytes: png(8) },
  );
  expect(uploaded.status).toBe(201);
  auroraLogo = String(uploaded.body.url);
  const branded = await aurora.owner.client.post("/organization/branding/update", {
    organizationId: aurora.organization.id,
    displayName: "Aurora Candles",
    logoUrl: auroraLogo,
    primaryColor: "#ffd43b",
    supportEmail: "care@aurora.example",
    supportUrl: "https://aurora.example/help",
  });
  expect(branded.status, JSON.stringify(branded.body)).toBe(200);
  const product = (token: string, name: string) =>
    createProduct(server, token, {
      name,
      prices: [{ amount_type: "fixed", price_amount: 1800, price_currency: "usd" }],
    });
  auroraProduct = (await product(aurora.token, "Beeswax candle")).id;
  plainProduct = (await product(plain.token, "Plain candle")).id;
});
afterAll(async () => server?.close());

const buyer = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
const baseURL = () => server.gatehouse.config.baseURL;

/** The style of the link to `href` (the call to action is a link styled as a button). */
function styleOfLink(mail: CaughtMail, href: string): string {
  const at = mail.text.indexOf(`href="${href}`);
  expect(at, `no link to ${href}`).toBeGreaterThan(-1);
  const tag = mail.text.slice(at, mail.text.indexOf(">", at));
  return /style="([^"]*)"/.exec(tag)?.[1] ?? "";
}

function expectAuroraBrand(mail: CaughtMail, button: string): void {
  expect(mail.text).toContain("Aurora Candles");
  expect(mail.text).toContain(`src="${baseURL()}${auroraLogo}"`);
  const style = styleOfLink(mail, button);
  expect(style).toContain("background-color:#ffd43b");
  // Yellow takes black text: white on it would be unreadable.
  expect(style).toMatch(/(^|;)color:#000000/);
  expect(mail.text).toContain("care@aurora.example");
  expect(mail.links).toContain("https://aurora.example/help");
}

function expectNoAuroraBrand(mail: CaughtMail): void {
  expect(mail.text).not.toContain("Aurora Candles");
  expect(mail.text).not.toContain(auroraLogo);
  expect(mail.text).not.toContain("#ffd43b");
  expect(mail.text).not.toContain("care@aurora.example");
}

describe("mails sent on a seller's behalf", () => {
  it("a receipt carries the seller's name, logo, colours and support contact; the owner's notice the instance's", async () => {
    const email = buyer("aurora-receipt");
    await buyProduct(server, aurora.token, auroraProduct, { email });
    const receipt = await server.smtp.mailTo(email, "Your receipt from");
    expect(receipt.subject).toBe("Your receipt from Aurora Candles: Beeswax candle");
    expectAuroraBrand(receipt, `${baseURL()}/portal/${aurora.organization.slug}`);
    // The logo is served to the mail client without a session.
    const logo = await fetch(`${server.url}${auroraLogo}`);
    expect([logo.status, logo.headers.get("content-type")]).toEqual([200, "image/png"]);

    const notice = await server.smtp.mailTo(aurora.owner.email, "New order: Beeswax candle");
    expect(notice.text).toContain("Harbor Commerce");
    expect(styleOfLink(notice, `${baseURL()}/organizations/${aurora.organization.slug}/billing/orders/`)).toContain(
      "background-color:#c2255c",
    );
    expectNoAuroraBrand(notice);
  });

  it("another seller's receipt carries its own name and the instance's look, nothing of the first seller's", async () => {
    const email = buyer("plain-receipt");
    await buyProduct(server, plain.token, plainProduct, { email });
    const receipt = await server.smtp.mailTo(email, "Your receipt from");
    expect(receipt.subject).toBe(`Your receipt from ${plain.organization.name}: Plain candle`);
    expectNoAuroraBrand(receipt);
    const style = styleOfLink(receipt, `${baseURL()}/portal/${plain.organization.slug}`);
    expect(style).toContain("background-color:#c2255c");
    expect(style).toMatch(/(^|;)color:#ffffff/);
    expect(receipt.text).toContain("help@harbor.example");
  });

  it("a customer portal sign-in code carries the seller's brand", async () => {
    const email = buyer("aurora-portal");
    await buyProduct(server, aurora.token, auroraProduct, { email });
    const requested = await v1(server, "POST", "/customer-portal/customer-session/request", {
      body: { email, organization_id: aurora.organization.id },
    });
    expect(requested.status).toBe(202);
    const mail = await server.smtp.mailTo(email, "Access your");
    expect(mail.subject).toBe("Access your Aurora Candles purchases");
    expectAuroraBrand(mail, `${baseURL()}/portal/${aurora.organization.slug}`);

    const plainEmail = buyer("plain-portal");
    await buyProduct(server, plain.token, plainProduct, { email: plainEmail });
    await v1(server, "POST", "/customer-portal/customer-session/request", {
      body: { email: plainEmail, organization_id: plain.organization.id },
    });
    const plainMail = await server.smtp.mailTo(plainEmail, "Access your");
    expect(plainMail.subject).toBe(`Access your ${plain.organization.name} purchases`);
    expectNoAuroraBrand(plainMail);
  });
});

describe("mails no organization sends", () => {
  it("an account mail speaks as the instance, in its colour, with its support contact", async () => {
    const email = buyer("account");
    expect((await server.client().signUp(email)).status).toBe(200);
    const mail = await server.smtp.mailTo(email, "Verify your email address");
    expect(mail.text).toContain("Harbor Commerce");
    const verify = mail.links.find((link) => link.includes("/api/auth/verify-email"));
    expect(styleOfLink(mail, String(verify).split("&")[0] ?? "")).toContain("background-color:#c2255c");
    expect(mail.text).toContain("Questions? Write to help@harbor.example.");
    expectNoAuroraBrand(mail);
  });
});
