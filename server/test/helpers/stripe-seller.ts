import { expect } from "vitest";
import { type BillingOrg, billingOrg, v1 } from "./billing.ts";
import { type StripeStandIn, startStripeStandIn } from "./stripe-stand-in.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

export type StripeKeys = { secret_key: string; publishable_key: string; webhook_secret: string };

/**
 * A Gatehouse pointed at a Stripe stand-in (STRIPE_API_URL), with one organization whose Stripe
 * account is connected with `keys` (known to the stand-in as `accountId`); `env` adds settings (a job's interval).
 */
export async function startWithStripeSeller(
  label: string,
  keys: StripeKeys,
  accountId: string,
  env: Record<string, string> = {},
): Promise<{ stripe: StripeStandIn; server: TestServer; seller: BillingOrg }> {
  const stripe = await startStripeStandIn();
  stripe.addKey(keys.secret_key, accountId);
  const server = await startTestServer({ env: { STRIPE_API_URL: stripe.url, ...env } });
  const seller = await billingOrg(server, label);
  const connected = await v1(server, "PUT", `/organizations/${seller.organization.id}/stripe-account`, {
    token: seller.token,
    body: keys,
  });
  expect(connected.status, JSON.stringify(connected.body)).toBe(200);
  return { stripe, server, seller };
}
