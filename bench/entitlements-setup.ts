// Untimed setup for the entitlements scenario: a seller (ENTITLEMENTS_SELLER) whose product grants
// a feature flag, bought by the bench user (the seller's customer with the user's id as external id).
import { cookieHeader, mustSignUp, newCredentials, SESSION_TOKEN } from "./http.ts";
import { api } from "./usage/setup.ts";

export const BENCH_SELLER_SLUG = "bench-seller";
export const BENCH_FEATURES = { sso: true, max_projects: 20 };

const SCOPES = [
  "products:write",
  "products:read",
  "benefits:write",
  "benefits:read",
  "checkouts:write",
  "checkouts:read",
];

/** Buys a monthly plan granting BENCH_FEATURES for `userId`; waits until the user's entitlements show them. */
export async function entitleUser(base: string, userId: string, userCookie: string): Promise<void> {
  const owner = newCredentials("bench-seller");
  const cookie = cookieHeader(await mustSignUp(base, owner), [SESSION_TOKEN]);
  const org = await api<{ id: string }>(
    base,
    "POST",
    "/api/auth/organization/create",
    { cookie },
    { name: "Bench seller", slug: BENCH_SELLER_SLUG },
    200,
  );
  const { token } = await api<{ token: string }>(
    base,
    "POST",
    "/v1/organization-access-tokens/",
    { cookie },
    { organization_id: org.id, comment: "bench", scopes: SCOPES },
    201,
  );
  const benefit = await api<{ id: string }>(
    base,
    "POST",
    "/v1/benefits/",
    { token },
    { type: "feature_flag", description: "Bench features", properties: {}, metadata: BENCH_FEATURES },
    201,
  );
  const product = await api<{ id: string }>(
    base,
    "POST",
    "/v1/products/",
    { token },
    {
      name: "Bench plan",
      recurring_interval: "month",
      prices: [{ amount_type: "fixed", price_amount: 1900, price_currency: "usd" }],
    },
    201,
  );
  await api(base, "POST", `/v1/products/${product.id}/benefits`, { token }, { benefits: [benefit.id] }, 200);
  const checkout = await api<{ client_secret: string }>(
    base,
    "POST",
    "/v1/checkouts/",
    { token },
    { products: [product.id], external_customer_id: userId },
    201,
  );
  const card = await api<{ id: string }>(
    base,
    "POST",
    `/v1/checkouts/client/${checkout.client_secret}/test-card-tokens`,
    {},
    { number: "4242424242424242", exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, cvc: "123" },
    201,
  );
  await api(
    base,
    "POST",
    `/v1/checkouts/client/${checkout.client_secret}/confirm`,
    {},
    {
      customer_email: `${userId}@bench.test`,
      customer_billing_address: {
        country: "US",
        state: "NY",
        line1: "1 Main St",
        city: "New York",
        postal_code: "10001",
      },
      confirmation_token_id: card.id,
    },
    200,
  );
  // The grant is made by the worker; the entitlements cache follows the outbox once a second.
  const deadline = Date.now() + 30_000;
  for (;;) {
    const answer = await api<{ user: { features: Record<string, unknown> } | null }>(
      base,
      "GET",
      "/api/auth/entitlements",
      { cookie: userCookie },
      undefined,
      200,
    );
    if (answer.user?.features.sso === true) return;
    if (Date.now() > deadline) throw new Error(`the bench user's entitlements never showed: ${JSON.stringify(answer)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
