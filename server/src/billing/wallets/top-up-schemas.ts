import { z } from "@hono/zod-openapi";
import { dateTimeSchema } from "../common/datetime.ts";
import { DEFAULT_CURRENCY } from "../common/money.ts";
import { customerWallet } from "./schemas.ts";

/** A top-up's bounds, in minor units: Stripe's smallest card charge, and a ceiling against typos. */
export const TOP_UP_MIN_AMOUNT = 50;
export const TOP_UP_MAX_AMOUNT = 1_000_000;

export const TOP_UP_STATUSES = ["pending", "succeeded", "failed"] as const;

export const walletTopUpCreate = z
  .object({
    currency: z
      .string()
      .regex(/^[a-z]{3}$/, "Expected a lowercase ISO 4217 currency code")
      .default(DEFAULT_CURRENCY)
      .meta({ description: "The wallet's currency." }),
    amount: z
      .number()
      .int()
      .min(TOP_UP_MIN_AMOUNT)
      .max(TOP_UP_MAX_AMOUNT)
      .meta({ description: "Amount to add, in minor units (cents), from 50 to 1,000,000." }),
    payment_method_id: z
      .string()
      .min(1)
      .optional()
      .meta({ description: "One of the customer's saved payment methods; the default one when left out." }),
  })
  .openapi("CustomerWalletTopUpCreate");
export type WalletTopUpCreate = z.infer<typeof walletTopUpCreate>;

export const topUpHeaders = z.object({
  "idempotency-key": z.string().min(1).max(255).optional().meta({
    description:
      "Makes a retried request the same top-up: the same key answers the first request's top-up and charges nothing again.",
  }),
});

export const customerWalletTopUp = z
  .object({
    id: z.string().meta({ description: "The ID of the top-up." }),
    created_at: dateTimeSchema,
    modified_at: dateTimeSchema.nullable(),
    customer_id: z.string(),
    amount: z.number().int().meta({ description: "Amount added, in minor units." }),
    currency: z.string(),
    status: z.enum(TOP_UP_STATUSES).meta({
      description:
        "`pending`: the card's answer is not known yet, Gatehouse settles it on its own; `succeeded`: the wallet is credited; `failed`: the card declined, nothing was added.",
    }),
    payment_method_id: z.string(),
    payment_id: z.string().nullable().meta({ description: "The processor's payment, once charged." }),
    decline_reason: z.string().nullable(),
    decline_message: z.string().nullable(),
    wallet: z
      .union([customerWallet, z.null()])
      .meta({ description: "The wallet once credited (its balance after this top-up and any later change)." }),
  })
  .openapi("CustomerWalletTopUp");
export type CustomerWalletTopUp = z.infer<typeof customerWalletTopUp>;
