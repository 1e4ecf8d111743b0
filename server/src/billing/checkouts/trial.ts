import type { z } from "@hono/zod-openapi";
import { now } from "../../kit/time.ts";
import type { AnyProductPrice, Product, trialInterval } from "../products/schemas.ts";
import { periodBoundary } from "../subscriptions/period.ts";

export type TrialInterval = z.infer<typeof trialInterval>;

/**
 * Polar's checkout trials: a recurring product's checkout gets a free trial when `allow_trial`
 * (true unless the merchant or the buyer turned it off) and either the checkout's own
 * `trial_interval` / `trial_interval_count` or, else, the product's are set. The trial charges
 * nothing at confirm but saves the card (`is_payment_setup_required`); the subscription starts
 * `trialing` and its first real period is charged at `trial_end`.
 */
export type Trial = { interval: TrialInterval; count: number };

export type TrialSettings = {
  allow_trial: boolean;
  trial_interval: TrialInterval | null;
  trial_interval_count: number | null;
};

export function activeTrial(settings: TrialSettings, product: Product | null): Trial | null {
  if (!settings.allow_trial || !product?.is_recurring) return null;
  if (settings.trial_interval) return { interval: settings.trial_interval, count: settings.trial_interval_count ?? 1 };
  if (product.trial_interval) return { interval: product.trial_interval, count: product.trial_interval_count ?? 1 };
  return null;
}

/** The end of a trial starting at `startIso` (default: now, as Polar shows it on an open checkout). */
export const trialEnd = (trial: Trial, startIso: string = now().toISOString()): string =>
  periodBoundary(startIso, trial.interval, trial.count, 1);

/** Polar: a subscription needs a saved card for later charges unless its price is free. */
export const needsPaymentSetup = (product: Product | null, price: AnyProductPrice | null): boolean =>
  Boolean(product?.is_recurring) && price !== null && price.amount_type !== "free";
