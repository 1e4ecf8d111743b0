import { z } from "@hono/zod-openapi";
import { datetime } from "../common/schemas.ts";

/** Stripe's key formats: the mode is in the prefix, and both keys must be of the same mode. */
export const SECRET_KEY = /^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/;
export const PUBLISHABLE_KEY = /^pk_(test|live)_[A-Za-z0-9]{8,}$/;
export const WEBHOOK_SECRET = /^whsec_[A-Za-z0-9+/=]{8,}$/;

/** Gatehouse extension: connect an organization's Stripe account (`PUT /v1/organizations/{id}/stripe-account`). */
export const stripeAccountConnect = z
  .object({
    secret_key: z
      .string()
      .trim()
      .regex(SECRET_KEY, "Enter a secret key (sk_test_… or sk_live_…) or a restricted key (rk_test_… or rk_live_…)"),
    publishable_key: z.string().trim().regex(PUBLISHABLE_KEY, "Enter a publishable key (pk_test_… or pk_live_…)"),
    webhook_secret: z.string().trim().regex(WEBHOOK_SECRET, "Enter the webhook endpoint's signing secret (whsec_…)"),
  })
  .openapi("StripeAccountConnect");

/** What the organization's Stripe account is, never its secrets in full. */
export const stripeAccount = z
  .object({
    organization_id: z.string(),
    account_id: z.string().nullable().openapi({ description: "Stripe's acct_…; null when the key may not read it" }),
    livemode: z.boolean().openapi({ description: "True for live keys: real cards are charged" }),
    publishable_key: z.string(),
    secret_key_hint: z.string().openapi({ example: "sk_test_…4242" }),
    webhook_secret_hint: z.string().openapi({ example: "whsec_…9f3a" }),
    webhook_url: z.string().openapi({ description: "The endpoint to register in Stripe's dashboard" }),
    webhook_events: z.array(z.string()).openapi({ description: "The events to select for that endpoint" }),
    created_at: datetime,
    modified_at: datetime.nullable(),
  })
  .openapi("StripeAccount");

export type StripeAccountConnect = z.infer<typeof stripeAccountConnect>;
export type StripeAccount = z.infer<typeof stripeAccount>;
