import { z } from "@hono/zod-openapi";

/**
 * Money is an integer number of minor units (cents) with a lower-case ISO 4217 code, as Polar.
 * The upper bound is Polar's (99 999 999 minor units) and keeps sums inside 2^53.
 */
export const MAX_AMOUNT = 99_999_999;

/** Positive amounts (a fixed discount, a minimum price). */
export const positiveAmountSchema = z.number().int().min(1).max(MAX_AMOUNT);

/** Currencies Gatehouse prices in; Polar's default is usd. */
export const DEFAULT_CURRENCY = "usd";
