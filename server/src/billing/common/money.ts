import { z } from "@hono/zod-openapi";

/**
 * Money is an integer number of minor units (cents) with a lower-case ISO 4217 code, as Polar.
 * The upper bound is Polar's (99 999 999 minor units) and keeps sums inside 2^53.
 */
export const MAX_AMOUNT = 99_999_999;

export const amountSchema = z.number().int().min(0).max(MAX_AMOUNT);

/** Positive amounts (a fixed discount, a minimum price). */
export const positiveAmountSchema = z.number().int().min(1).max(MAX_AMOUNT);

/** Currencies Gatehouse prices in; Polar's default is usd. */
export const DEFAULT_CURRENCY = "usd";
export const currencySchema = z
  .string()
  .regex(/^[a-zA-Z]{3}$/, "Invalid currency code")
  .transform((value) => value.toLowerCase());

/** Basis points for percentages: 1 = 0.01 %, 10 000 = 100 %. */
export const basisPointsSchema = z.number().int().min(1).max(10_000);
