import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BillingOrg, billingOrg, expect422, sdk10, sdk047, v1 } from "../../../test/helpers/billing.ts";
import { startTestServer, type TestServer } from "../../../test/helpers/test-server.ts";
import { SUPPORTED_LOCALES } from "../../i18n/locales.ts";

/**
 * A customer's language (`locale`, Polar's field): any BCP 47 tag the SDKs send, stored as the
 * supported locale it matches, returned on every customer shape; a tag matching none is a 422 at
 * `locale` and nothing is written. An organization's `default_locale` (Gatehouse's own setting)
 * is the language of its customers who have none.
 */
let server: TestServer;
let seller: BillingOrg;
beforeAll(async () => {
  server = await startTestServer();
  seller = await billingOrg(server, "customer-locale");
});
afterAll(async () => server.close());

const UNSUPPORTED = {
  msg: `Unsupported locale: choose one of ${SUPPORTED_LOCALES.join(", ")}`,
  type: "value_error",
};

type WireCustomer = { id: string; locale: string | null };

describe("customers' locale through @polar-sh/sdk 1.0", () => {
  it("is stored as the supported locale the tag matches, and returned by create, get, list and update", async () => {
    const polar = sdk10(server, seller.token);
    const created = await polar.customers.create({
      email: "amelie@example.com",
      external_id: "amelie",
      locale: "fr-CA",
    });
    expect(created.locale).toBe("fr");
    expect((await polar.customers.get(created.id)).locale).toBe("fr");
    expect((await polar.customers.list({ email: "amelie@example.com" })).items.map((c) => c.locale)).toEqual(["fr"]);

    expect((await polar.customers.update(created.id, { locale: "pt" })).locale).toBe("pt-BR");
    expect((await polar.customers.updateExternal("amelie", { locale: "ZH-hans-sg" })).locale).toBe("zh-CN");
    // Another field leaves it as it is; null clears it.
    expect((await polar.customers.update(created.id, { name: "Amélie" })).locale).toBe("zh-CN");
    expect((await polar.customers.updateExternal("amelie", { locale: null })).locale).toBeNull();
  });

  it("the 0.47 SDK, which validates responses strictly, reads it too", async () => {
    const polar = sdk047(server, seller.token);
    const created = await polar.customers.create({ email: "kenji@example.com", locale: "ja-JP" });
    expect(created.locale).toBe("ja");
  });

  it("a tag matching no supported locale is 422 at body.locale, and nothing is written", async () => {
    for (const locale of ["tlh", "zh-TW", "en-XA", "x"]) {
      const refused = await v1(server, "POST", "/customers/", {
        token: seller.token,
        body: { email: "refused@example.com", locale },
      });
      expect422(refused, "body");
      const detail = (refused.body as { detail: unknown[] }).detail;
      if (locale === "x") expect(detail).toEqual([expect.objectContaining({ loc: ["body", "locale"] })]);
      else expect(detail).toEqual([{ loc: ["body", "locale"], ...UNSUPPORTED }]);
    }
    const none = await v1<{ items: unknown[] }>(server, "GET", "/customers/", {
      token: seller.token,
      query: { email: "refused@example.com" },
    });
    expect(none.body.items).toEqual([]);

    const kept = await v1<WireCustomer>(server, "POST", "/customers/", {
      token: seller.token,
      body: { email: "kept@example.com", locale: "ko" },
    });
    const update = await v1(server, "PATCH", `/customers/${kept.body.id}`, {
      token: seller.token,
      body: { locale: "sw", name: "Not saved" },
    });
    expect(update.body).toEqual({ detail: [{ loc: ["body", "locale"], ...UNSUPPORTED }] });
    const after = await v1<WireCustomer & { name: string | null }>(server, "GET", `/customers/${kept.body.id}`, {
      token: seller.token,
    });
    expect(after.body).toMatchObject({ locale: "ko", name: null });
  });

  it("the customer portal's customer carries it", async () => {
    const customer = await v1<WireCustomer>(server, "POST", "/customers/", {
      token: seller.token,
      body: { email: "portal-locale@example.com", locale: "nl-BE" },
    });
    const session = await v1<{ token: string }>(server, "POST", "/customer-sessions/", {
      token: seller.token,
      body: { customer_id: customer.body.id },
    });
    expect(session.status, JSON.stringify(session.body)).toBe(201);
    const me = await v1<WireCustomer>(server, "GET", "/customer-portal/customers/me", { token: session.body.token });
    expect(me.status, JSON.stringify(me.body)).toBe(200);
    expect(me.body.locale).toBe("nl");
    const strict = await sdk047(server, "").customerPortal.customers.get({ customerSession: session.body.token });
    expect(strict.id).toBe(customer.body.id);
  });
});

describe("an organization's default_locale", () => {
  it("is null until set, matched like a customer's, cleared with null, and refused when unsupported", async () => {
    const org = await billingOrg(server, "default-locale");
    const path = `/organizations/${org.organization.id}`;
    const get = async () =>
      (await v1<{ default_locale: string | null }>(server, "GET", path, { token: org.token })).body;
    expect((await get()).default_locale).toBeNull();

    const set = await v1<{ default_locale: string | null }>(server, "PATCH", path, {
      token: org.token,
      body: { default_locale: "de-CH" },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.default_locale).toBe("de");
    // Another setting leaves it; both SDKs still read the organization (the extra key is Gatehouse's).
    await v1(server, "PATCH", path, { token: org.token, body: { website: "https://seller.example" } });
    expect((await get()).default_locale).toBe("de");
    expect((await sdk10(server, org.token).organizations.get(org.organization.id)).id).toBe(org.organization.id);
    expect((await sdk047(server, org.token).organizations.get({ id: org.organization.id })).id).toBe(
      org.organization.id,
    );

    const refused = await v1(server, "PATCH", path, { token: org.token, body: { default_locale: "tlh" } });
    expect(refused.body).toEqual({ detail: [{ loc: ["body", "default_locale"], ...UNSUPPORTED }] });
    expect((await get()).default_locale).toBe("de");

    await v1(server, "PATCH", path, { token: org.token, body: { default_locale: null } });
    expect((await get()).default_locale).toBeNull();
  });
});
