import Stripe from "stripe";

/**
 * A Stripe client for one organization's secret key. `apiUrl` (STRIPE_API_URL) replaces Stripe's
 * API base — tests point it at a stand-in on loopback, an operator at a proxy. No network
 * retries inside the SDK: a caller that must not charge twice retries with its idempotency key.
 */
export function stripeClient(secretKey: string, apiUrl: string | undefined): Stripe {
  const base = apiUrl ? new URL(apiUrl) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 0,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: "Gatehouse" },
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === "https:" ? 443 : 80),
      protocol: base.protocol === "https:" ? "https" : "http",
    }),
  });
}

export const StripeErrors = Stripe.errors;

/** Stripe's signature check of webhook payloads (the SDK's own, no client needed). */
export const stripeWebhooks = Stripe.webhooks;
