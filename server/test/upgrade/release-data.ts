import { AVAILABLE_SCOPES } from "../../src/billing/api-access/available-scopes.ts";
import { CookieJar } from "../helpers/cookie-jar.ts";

/**
 * The data a release's fixture database holds, made through the public API only (so any release
 * can make it): a person with a password, their organization, an access token, a monthly plan, and a
 * customer subscribed to it with a test card. seed.json beside each fixture records it; the
 * smoke suite (smoke.ts) reads it back through whatever release serves the database.
 */
export type ReleaseSeed = {
  version: string;
  owner: { email: string; password: string; name: string };
  organization: { id: string; slug: string };
  token: string;
  product: { id: string; name: string };
  subscription: { id: string; status: string; currentPeriodEnd: string };
  customer: { id: string; email: string };
};

type Json = Record<string, unknown>;

/** One browser (cookies and Origin) and bearer-token requests against one server. */
export class ReleaseClient {
  private readonly jar = new CookieJar();
  constructor(readonly url: string) {}

  async call(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: Json }> {
    const headers: Record<string, string> = token
      ? { authorization: `Bearer ${token}` }
      : { origin: this.url, cookie: this.jar.header() };
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.jar.store(response);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Json };
  }

  /** The request, which must answer `status`; its body. */
  async expect(status: number, method: string, path: string, body?: unknown, token?: string): Promise<Json> {
    const answer = await this.call(method, path, body, token);
    if (answer.status !== status)
      throw new Error(`${method} ${path}: ${answer.status} instead of ${status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  }
}

const text = (value: unknown, what: string): string => {
  if (typeof value !== "string") throw new Error(`${what} is not a string: ${JSON.stringify(value)}`);
  return value;
};

/** Makes the release's data on the server at `url` (an empty database) and says what it made. */
export async function seedRelease(url: string, version: string): Promise<ReleaseSeed> {
  const owner = { email: "owner@release.example", password: "release-fixture-password", name: "Release Owner" };
  const browser = new ReleaseClient(url);
  await browser.expect(200, "POST", "/api/auth/sign-up/email", owner);
  const organization = await browser.expect(200, "POST", "/api/auth/organization/create", {
    name: "Release Co",
    slug: "release-co",
  });
  const organizationId = text(organization.id, "the organization's id");
  const created = await browser.expect(201, "POST", "/v1/organization-access-tokens/", {
    organization_id: organizationId,
    comment: "release fixture",
    scopes: AVAILABLE_SCOPES,
  });
  const token = text(created.token, "the access token");
  const product = await browser.expect(
    201,
    "POST",
    "/v1/products/",
    {
      name: "Release Plan",
      recurring_interval: "month",
      prices: [{ amount_type: "fixed", price_amount: 1500, price_currency: "usd" }],
    },
    token,
  );
  const productId = text(product.id, "the product's id");
  const checkout = await browser.expect(201, "POST", "/v1/checkouts/", { products: [productId] }, token);
  const secret = text(checkout.client_secret, "the checkout's client secret");
  const card = await browser.expect(201, "POST", `/v1/checkouts/client/${secret}/test-card-tokens`, {
    number: "4242424242424242",
    exp_month: 12,
    exp_year: new Date().getUTCFullYear() + 3,
    cvc: "123",
  });
  await browser.expect(200, "POST", `/v1/checkouts/client/${secret}/confirm`, {
    customer_email: "customer@release.example",
    customer_billing_address: {
      country: "US",
      state: "NY",
      line1: "1 Main St",
      city: "New York",
      postal_code: "10001",
    },
    confirmation_token_id: text(card.id, "the card token"),
  });
  const subscriptions = await browser.expect(
    200,
    "GET",
    `/v1/subscriptions/?product_id=${productId}`,
    undefined,
    token,
  );
  const [subscription] = subscriptions.items as Json[];
  if (!subscription) throw new Error("the checkout made no subscription");
  return {
    version,
    owner,
    organization: { id: organizationId, slug: "release-co" },
    token,
    product: { id: productId, name: "Release Plan" },
    subscription: {
      id: text(subscription.id, "the subscription's id"),
      status: text(subscription.status, "the subscription's status"),
      currentPeriodEnd: text(subscription.current_period_end, "the subscription's period end"),
    },
    customer: { id: text(subscription.customer_id, "the customer's id"), email: "customer@release.example" },
  };
}
