import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg, expect422, expectError, v1 } from "../helpers/billing.ts";
import { testClock } from "../helpers/clock.ts";
import { createCustomer } from "../helpers/orders.ts";
import type { CaughtMail } from "../helpers/smtp-catcher.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * A customer changes their email from the portal, as Polar's email-update request, check and
 * verify: a code and link go to the new address (read from the real SMTP server), work once and
 * for 30 minutes; verifying changes the email (customer.updated), answers a new customer session,
 * tells the old address, and refuses an address another customer of the organization has.
 */

let server: TestServer;
let seller: BillingOrg;
const clock = testClock();

beforeAll(async () => {
  server = await startTestServer();
  seller = await billingOrg(server, "email-update");
});

afterAll(async () => {
  clock.uninstall();
  await server?.close();
});

const unique = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;

async function sessionFor(org: BillingOrg, customerId: string): Promise<string> {
  const created = await v1<{ token: string }>(server, "POST", "/customer-sessions/", {
    token: org.token,
    body: { customer_id: customerId },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.token;
}

const requestUpdate = (token: string, email: string) =>
  v1(server, "POST", "/customer-portal/customers/me/email-update/request", { token, body: { email } });
const check = (code: string) =>
  v1(server, "GET", "/customer-portal/customers/me/email-update/check", { query: { token: code } });
const verify = (code: string) =>
  v1<{ token: string }>(server, "POST", "/customer-portal/customers/me/email-update/verify", { body: { token: code } });

/** The code of the mail: its text part's own line of 6 letters and digits. */
function codeOf(mail: CaughtMail): string {
  const code = /^([A-Z0-9]{6})$/m.exec(mail.text)?.[1];
  expect(code, mail.text).toBeDefined();
  return String(code);
}

async function customerWithSession(label: string) {
  const customer = await createCustomer(server, seller, unique(label));
  return { customer, token: await sessionFor(seller, customer.id) };
}

async function customerRow(id: string) {
  return server.gatehouse.database.db
    .selectFrom("customer")
    .select(["email", "email_verified"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

describe("customer portal email change", () => {
  it("mails a code and link to the new address; verifying changes the email, records customer.updated and answers a new session", async () => {
    const { customer, token } = await customerWithSession("old");
    const newEmail = unique("New");
    const requested = await requestUpdate(token, newEmail);
    expect(requested.status, JSON.stringify(requested.body)).toBe(202);
    expect(requested.body).toBeNull();
    // Nothing changes before the code comes back.
    expect((await customerRow(customer.id)).email).toBe(customer.email);

    const mail = await server.smtp.mailTo(newEmail.toLowerCase(), "Confirm your new email");
    expect(mail.subject).toBe(`Confirm your new email for ${seller.organization.name}`);
    expect(mail.text).toContain("30 minutes");
    const code = codeOf(mail);
    expect(mail.links).toContain(`${server.gatehouse.config.baseURL}/portal?email_update_token=${code}`);

    expect((await check(code)).status).toBe(204);
    expect((await check(code.toLowerCase())).status).toBe(204);

    const verified = await verify(`${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.token).toMatch(/^polar_cst_/);
    const me = await v1<{ email: string; email_verified: boolean }>(server, "GET", "/customer-portal/customers/me", {
      token: verified.body.token,
    });
    expect(me.body).toMatchObject({ email: newEmail.toLowerCase(), email_verified: true });
    const seen = await v1<{ email: string }>(server, "GET", `/customers/${customer.id}`, { token: seller.token });
    expect(seen.body.email).toBe(newEmail.toLowerCase());

    const events = await server.gatehouse.database.db
      .selectFrom("billing_event")
      .select("payload")
      .where("type", "=", "customer.updated")
      .where("payload", "like", `%${customer.id}%`)
      .execute();
    expect(events.some((event) => String(event.payload).includes(newEmail.toLowerCase()))).toBe(true);

    const notice = await server.smtp.mailTo(customer.email, "has changed");
    expect(notice.subject).toBe(`Your email for ${seller.organization.name} has changed`);
    expect(notice.text).toContain(newEmail.toLowerCase());

    // Used once: the same code again is Polar's 401, for check and verify.
    expectError(await verify(code), 401, "InvalidCustomerEmailUpdate");
    expect((await check(code)).status).toBe(401);
  });

  it("a code expires after 30 minutes, and a newer request ends the earlier code", async () => {
    const { customer, token } = await customerWithSession("expiry");
    const first = unique("first");
    clock.install();
    try {
      expect((await requestUpdate(token, first)).status).toBe(202);
      const expired = codeOf(await server.smtp.mailTo(first, "Confirm your new email"));
      clock.advance(31 * 60_000);
      expect((await check(expired)).status).toBe(401);
      expectError(await verify(expired), 401, "InvalidCustomerEmailUpdate");
    } finally {
      clock.uninstall();
    }
    const second = unique("second");
    const third = unique("third");
    expect((await requestUpdate(token, second)).status).toBe(202);
    const secondCode = codeOf(await server.smtp.mailTo(second, "Confirm your new email"));
    expect((await requestUpdate(token, third)).status).toBe(202);
    const thirdCode = codeOf(await server.smtp.mailTo(third, "Confirm your new email"));
    expect((await check(secondCode)).status).toBe(401);
    expect((await verify(thirdCode)).status).toBe(200);
    expect(await customerRow(customer.id)).toEqual({ email: third, email_verified: 1 });
  });

  it("refuses an address another customer of the organization has by then, changing nothing", async () => {
    const { customer, token } = await customerWithSession("taken");
    const wanted = unique("wanted");
    expect((await requestUpdate(token, wanted)).status).toBe(202);
    const code = codeOf(await server.smtp.mailTo(wanted, "Confirm your new email"));
    const other = await createCustomer(server, seller, wanted);
    const refused = await verify(code);
    expect422(refused, "body");
    expect(JSON.stringify(refused.body)).toContain("This email address is already in use.");
    expect((await customerRow(customer.id)).email).toBe(customer.email);
    // The failed request spent nothing: once the address is free again, the code still works.
    expect((await v1(server, "DELETE", `/customers/${other.id}`, { token: seller.token })).status).toBe(204);
    expect((await verify(code)).status).toBe(200);
    expect((await customerRow(customer.id)).email).toBe(wanted);
  });

  it("refuses bad input with Polar's errors and mails nothing", async () => {
    const { customer, token } = await customerWithSession("bad");
    expect422(await requestUpdate(token, "not-an-email"), "body");
    expect422(await requestUpdate(token, customer.email.toUpperCase()), "body");
    expect422(await v1(server, "POST", "/customer-portal/customers/me/email-update/verify", { body: {} }), "body");
    expect422(await v1(server, "GET", "/customer-portal/customers/me/email-update/check"), "query");
    expectError(await verify("ZZZZZZ"), 401, "InvalidCustomerEmailUpdate");
    expect((await check("ZZZZZZ")).status).toBe(401);
    // The request needs a customer: none, or an organization token, is 401.
    expectError(
      await v1(server, "POST", "/customer-portal/customers/me/email-update/request", { body: { email: unique("x") } }),
      401,
      "Unauthorized",
    );
    expectError(await requestUpdate(seller.token, unique("x")), 401, "Unauthorized");
    const pending = await server.gatehouse.database.db
      .selectFrom("customer_email_update")
      .select("id")
      .where("customer_id", "=", customer.id)
      .execute();
    expect(pending).toEqual([]);
  });

  it("is refused where the organization does not allow email changes", async () => {
    const { customer, token } = await customerWithSession("off");
    const off = await v1(server, "PATCH", `/organizations/${seller.organization.id}`, {
      token: seller.token,
      body: { customer_portal_settings: { customer: { allow_email_change: false } } },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    try {
      expectError(await requestUpdate(token, unique("nope")), 403, "NotPermitted");
      expect((await customerRow(customer.id)).email).toBe(customer.email);
    } finally {
      await v1(server, "PATCH", `/organizations/${seller.organization.id}`, {
        token: seller.token,
        body: { customer_portal_settings: { customer: { allow_email_change: true } } },
      });
    }
  });
});

describe("customer portal email change attempts", () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({
      env: { RATE_LIMIT_ENABLED: "true", RATE_LIMIT_MAX: "3", RATE_LIMIT_WINDOW: "60" },
    });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it("each client address has the portal's RATE_LIMIT_MAX tries per window, then 429", async () => {
    const org = await billingOrg(limited, "email-limit");
    const created = await v1<{ id: string }>(limited, "POST", "/customers/", {
      token: org.token,
      body: { email: unique("limit") },
    });
    const session = await v1<{ token: string }>(limited, "POST", "/customer-sessions/", {
      token: org.token,
      body: { customer_id: created.body.id },
    });
    const ask = () =>
      v1(limited, "POST", "/customer-portal/customers/me/email-update/request", {
        token: session.body.token,
        body: { email: unique("limit-new") },
      });
    for (let i = 0; i < 3; i++) expect((await ask()).status).toBe(202);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const tryCode = () =>
      v1(limited, "POST", "/customer-portal/customers/me/email-update/verify", { body: { token: "AAAAAA" } });
    for (let i = 0; i < 3; i++) expect((await tryCode()).status).toBe(401);
    expect((await tryCode()).status).toBe(429);
  });
});
