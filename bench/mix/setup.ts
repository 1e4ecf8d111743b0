// Untimed setup of the mixed load, through Gatehouse's real API: the merchant (an owner, an
// organization, an access token), its catalogue (a monthly plan granting a feature flag, a one-time
// credit pack, a meter) and its users, each signed up and a customer (external id = user id) with
// the plan bought by checkout.
import { mustSignUp, newCredentials, SESSION_DATA, SESSION_TOKEN } from "../http.ts";
import { api } from "../usage/setup.ts";

export interface MixUser {
  id: string;
  email: string;
  password: string;
}

export interface Merchant {
  token: string;
  /** The one-time product the load's checkouts buy. */
  creditPackId: string;
  meterId: string;
}

export const METER_EVENT = "api_call";

const SCOPES = [
  "products:read",
  "products:write",
  "benefits:read",
  "benefits:write",
  "checkouts:read",
  "checkouts:write",
  "customers:read",
  "customers:write",
  "events:read",
  "events:write",
  "meters:read",
  "meters:write",
];

/** What a browser sends with a test card instead of Stripe.js (the test-mode processor). */
export const TEST_CARD = { number: "4242424242424242", exp_month: 12, exp_year: 2040, cvc: "123" };

export const billingAddress = {
  country: "US",
  state: "NY",
  line1: "1 Main St",
  city: "New York",
  postal_code: "10001",
};

/** A checkout of `productId` for `user`, paid with the test card: create, card token, confirm. */
export async function buy(base: string, token: string, productId: string, user: MixUser): Promise<void> {
  const checkout = await api<{ client_secret: string }>(
    base,
    "POST",
    "/v1/checkouts/",
    { token },
    { products: [productId], external_customer_id: user.id },
    201,
  );
  const card = await api<{ id: string }>(
    base,
    "POST",
    `/v1/checkouts/client/${checkout.client_secret}/test-card-tokens`,
    {},
    TEST_CARD,
    201,
  );
  // The answer says "confirmed" (the wire's word); with the test card the order is made before it.
  const confirmed = await api<{ status: string }>(
    base,
    "POST",
    `/v1/checkouts/client/${checkout.client_secret}/confirm`,
    {},
    { customer_email: user.email, customer_billing_address: billingAddress, confirmation_token_id: card.id },
    200,
  );
  if (confirmed.status !== "confirmed") throw new Error(`checkout for ${user.email}: ${confirmed.status}`);
}

export async function makeMerchant(base: string): Promise<Merchant & { planId: string }> {
  const owner = newCredentials("mix-owner");
  const cookie = `${SESSION_TOKEN}=${(await mustSignUp(base, owner)).get(SESSION_TOKEN)}`;
  const slug = `mix-${Math.random().toString(36).slice(2, 10)}`;
  const org = await api<{ id: string }>(
    base,
    "POST",
    "/api/auth/organization/create",
    { cookie },
    { name: "Mix merchant", slug },
    200,
  );
  const { token } = await api<{ token: string }>(
    base,
    "POST",
    "/v1/organization-access-tokens/",
    { cookie },
    { organization_id: org.id, comment: "bench mix", scopes: SCOPES },
    201,
  );
  const benefit = await api<{ id: string }>(
    base,
    "POST",
    "/v1/benefits/",
    { token },
    { type: "feature_flag", description: "Pro features", properties: {}, metadata: { pro: true } },
    201,
  );
  const plan = await api<{ id: string }>(
    base,
    "POST",
    "/v1/products/",
    { token },
    {
      name: "Pro",
      recurring_interval: "month",
      prices: [{ amount_type: "fixed", price_amount: 1900, price_currency: "usd" }],
    },
    201,
  );
  await api(base, "POST", `/v1/products/${plan.id}/benefits`, { token }, { benefits: [benefit.id] }, 200);
  const creditPack = await api<{ id: string }>(
    base,
    "POST",
    "/v1/products/",
    { token },
    { name: "Credit pack", prices: [{ amount_type: "fixed", price_amount: 500, price_currency: "usd" }] },
    201,
  );
  const meter = await api<{ id: string }>(
    base,
    "POST",
    "/v1/meters/",
    { token },
    {
      name: "API calls",
      filter: { conjunction: "and", clauses: [{ property: "name", operator: "eq", value: METER_EVENT }] },
      aggregation: { func: "sum", property: "units" },
    },
    201,
  );
  return { token, planId: plan.id, creditPackId: creditPack.id, meterId: meter.id };
}

/** A signed-in user: its session cookie's value, and a cookie-cache cookie's once one is set. */
export interface SignedIn {
  user: MixUser;
  session: string;
  data?: string;
}

const cookieOf = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${name}=`))
    ?.slice(name.length + 1)
    .split(";")[0];

/**
 * `count` users signed up (signed in by it), each a customer on the plan, ready once every
 * benefit is granted.
 */
export async function makeUsers(
  base: string,
  merchant: Merchant & { planId: string },
  count: number,
): Promise<SignedIn[]> {
  const users: SignedIn[] = [];
  // A few at a time (each sign-up hashes a password): setup, not load.
  for (let start = 0; start < count; start += 8) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(8, count - start) }, async () => {
        const credentials = newCredentials("mix-user");
        const res = await fetch(`${base}/api/auth/sign-up/email`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: base },
          body: JSON.stringify({ ...credentials, name: "Mix user" }),
        });
        const body = (await res.json()) as { user?: { id: string } };
        const session = cookieOf(res, SESSION_TOKEN);
        if (res.status !== 200 || !body.user || !session) throw new Error(`sign-up failed: HTTP ${res.status}`);
        const user = { id: body.user.id, ...credentials };
        await buy(base, merchant.token, merchant.planId, user);
        return { user, session };
      }),
    );
    users.push(...batch);
  }
  // The worker grants the plan's benefit; the load starts once every customer holds it.
  const deadline = Date.now() + 60_000;
  for (const { user } of users) {
    for (;;) {
      const state = await api<{ granted_benefits: unknown[]; active_subscriptions: unknown[] }>(
        base,
        "GET",
        `/v1/customers/external/${user.id}/state`,
        { token: merchant.token },
        undefined,
        200,
      );
      if (state.granted_benefits.length > 0 && state.active_subscriptions.length > 0) break;
      if (Date.now() > deadline) throw new Error(`${user.email}: the plan's benefit was never granted`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return users;
}

/** A fresh cookie-cache cookie for each user (it lives COOKIE_CACHE_MAX_AGE, 60 s by default). */
export async function refreshCacheCookies(base: string, users: SignedIn[]): Promise<void> {
  for (const signedIn of users) {
    const res = await fetch(`${base}/api/auth/get-session`, {
      headers: { cookie: `${SESSION_TOKEN}=${signedIn.session}` },
    });
    const body = await res.text();
    signedIn.data = cookieOf(res, SESSION_DATA);
    if (res.status !== 200 || !signedIn.data || !body.includes(signedIn.user.email))
      throw new Error(`${signedIn.user.email}: no cookie-cache cookie: HTTP ${res.status} ${body.slice(0, 200)}`);
  }
}
