import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CODES_PER_WINDOW } from "../../src/billing/portal-sign-in/service.ts";
import { type BillingOrg, billingOrg, expect422, v1 } from "../helpers/billing.ts";
import { buyProduct, createProduct } from "../helpers/checkout.ts";
import { testClock } from "../helpers/clock.ts";
import type { CaughtMail } from "../helpers/smtp-catcher.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * Customer portal sign-in by email, as Polar's customer-session request and
 * authenticate: a guest who bought without an account gets a code by mail (read from the real
 * SMTP server) and enters the portal with it; codes expire, work once, are few per customer, and
 * each client address has a limited number of tries; the answer never tells whether an address
 * is a customer.
 */

let server: TestServer;
let seller: BillingOrg;
let productId: string;
const clock = testClock();

beforeAll(async () => {
  server = await startTestServer();
  seller = await billingOrg(server, "portal-sign-in");
  productId = (
    await createProduct(server, seller.token, {
      name: "Desk lamp",
      prices: [{ amount_type: "fixed", price_amount: 2500, price_currency: "usd" }],
    })
  ).id;
});

afterAll(async () => {
  clock.uninstall();
  await server?.close();
});

const requestCode = (email: string, organizationId = seller.organization.id) =>
  v1(server, "POST", "/customer-portal/customer-session/request", {
    body: { email, organization_id: organizationId },
  });
const authenticate = (code: string) =>
  v1<{ token: string }>(server, "POST", "/customer-portal/customer-session/authenticate", { body: { code } });

/** The code of a portal mail: its text part's own line of 6 letters and digits. */
function codeOf(mail: CaughtMail): string {
  const code = /^([A-Z0-9]{6})$/m.exec(mail.text)?.[1];
  expect(code, mail.text).toBeDefined();
  return String(code);
}

async function guestBuyer(label: string): Promise<string> {
  const email = `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await buyProduct(server, seller.token, productId, { email });
  return email;
}

async function outboxRowsTo(email: string): Promise<number> {
  const rows = await server.gatehouse.database.db
    .selectFrom("mail_outbox")
    .select("id")
    .where("to", "=", email)
    .where("kind", "=", "portal-code")
    .execute();
  return rows.length;
}

describe("customer portal sign-in by email", () => {
  it("a guest buyer gets a code by mail, in text and HTML, and signs in to see their order", async () => {
    const email = await guestBuyer("guest");
    const requested = await requestCode(email.toUpperCase());
    expect(requested.status).toBe(202);
    expect(requested.body).toBeNull();

    const mail = await server.smtp.mailTo(email, "Access your");
    expect(mail.subject).toBe(`Access your ${seller.organization.name} purchases`);
    expect(mail.raw).toContain("text/plain");
    expect(mail.raw).toContain("text/html");
    expect(mail.text).toContain("30 minutes");
    expect(mail.links).toContain(
      `${server.gatehouse.config.baseURL}/portal/${seller.organization.slug}?email=${encodeURIComponent(email)}&sent=1`,
    );

    // Typed as people type it: lower case, with a space.
    const code = codeOf(mail);
    const signedIn = await authenticate(`${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.token).toMatch(/^polar_cst_/);

    const me = await v1<{ email: string; email_verified: boolean }>(server, "GET", "/customer-portal/customers/me", {
      token: signedIn.body.token,
    });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email, email_verified: true });
    const orders = await v1<{ items: Array<{ product: { name: string } }> }>(
      server,
      "GET",
      "/customer-portal/orders/",
      {
        token: signedIn.body.token,
      },
    );
    expect(orders.body.items.map((order) => order.product.name)).toEqual(["Desk lamp"]);

    // Used once: the same code again is Polar's 401.
    const again = await authenticate(code);
    expect(again.status).toBe(401);
    expect(again.body).toEqual({
      error: "CustomerSessionCodeInvalidOrExpired",
      detail: "This customer session code is invalid or has expired.",
    });
  });

  it("answers 202 and mails nothing for an address that is not a customer, or an unknown organization", async () => {
    const stranger = `stranger-${crypto.randomUUID().slice(0, 8)}@example.com`;
    expect((await requestCode(stranger)).status).toBe(202);
    expect((await requestCode(stranger, crypto.randomUUID())).status).toBe(202);
    const buyer = await guestBuyer("other-org");
    expect((await requestCode(buyer, crypto.randomUUID())).status).toBe(202);
    expect(await outboxRowsTo(stranger)).toBe(0);
    expect(await outboxRowsTo(buyer)).toBe(0);
  });

  it("a code expires after 30 minutes; signing in spends the customer's other codes", async () => {
    const email = await guestBuyer("expiry");
    clock.install();
    try {
      expect((await requestCode(email)).status).toBe(202);
      const first = codeOf(await server.smtp.mailTo(email, "Access your"));
      clock.advance(31 * 60_000);
      expect((await authenticate(first)).status).toBe(401);

      server.smtp.clear();
      expect((await requestCode(email)).status).toBe(202);
      const second = codeOf(await server.smtp.mailTo(email, "Access your"));
      server.smtp.clear();
      expect((await requestCode(email)).status).toBe(202);
      const third = codeOf(await server.smtp.mailTo(email, "Access your"));
      expect((await authenticate(third)).status).toBe(200);
      expect((await authenticate(second)).status).toBe(401);
    } finally {
      clock.uninstall();
    }
  });

  it(`mails at most ${CODES_PER_WINDOW} codes per customer per quarter hour, answering every request alike`, async () => {
    const email = await guestBuyer("flood");
    for (let i = 0; i < CODES_PER_WINDOW + 2; i++) expect((await requestCode(email)).status).toBe(202);
    expect(await outboxRowsTo(email)).toBe(CODES_PER_WINDOW);
  });

  it("refuses bad input with Polar's 422", async () => {
    expect422(await requestCode("not-an-email"), "body");
    expect422(
      await v1(server, "POST", "/customer-portal/customer-session/request", { body: { email: "a@b.co" } }),
      "body",
    );
    expect422(await v1(server, "POST", "/customer-portal/customer-session/authenticate", { body: {} }), "body");
    expect422(
      await v1(server, "POST", "/customer-portal/customer-session/authenticate", { body: { code: "" } }),
      "body",
    );
  });
});

describe("customer portal sign-in attempts", () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({
      env: { RATE_LIMIT_ENABLED: "true", RATE_LIMIT_MAX: "3", RATE_LIMIT_WINDOW: "60" },
    });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it("each client address has RATE_LIMIT_MAX tries per window, then 429 with Retry-After, a right code included", async () => {
    const org = await billingOrg(limited, "portal-limit");
    const product = await createProduct(limited, org.token, {
      name: "Limited",
      prices: [{ amount_type: "fixed", price_amount: 500, price_currency: "usd" }],
    });
    const email = `limit-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await buyProduct(limited, org.token, product.id, { email });
    const asked = await v1(limited, "POST", "/customer-portal/customer-session/request", {
      body: { email, organization_id: org.organization.id },
    });
    expect(asked.status).toBe(202);
    const code = codeOf(await limited.smtp.mailTo(email, "Access your"));
    const tryCode = (value: string) =>
      v1(limited, "POST", "/customer-portal/customer-session/authenticate", { body: { code: value } });
    for (const wrong of ["AAAAAA", "BBBBBB", "CCCCCC"]) expect((await tryCode(wrong)).status).toBe(401);
    const refused = await tryCode(code);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: "TooManyRequests", detail: "Too many attempts. Try again later." });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
  });
});
