import { z } from "@hono/zod-openapi";
import { metadataFilterQuery, withMetadataFilter } from "../common/metadata-filter.ts";
import { listResourceSchema } from "../common/pagination.ts";
import { sortingQuery } from "../common/query.ts";
import {
  currency,
  datetime,
  id,
  listQueryBase,
  metadataInput,
  metadataOutput,
  organizationIdInput,
  timestamps,
  uuid,
} from "../common/schemas.ts";
import { productBaseFields } from "../products/schemas.ts";

/** Wire shapes of `/v1/discounts` (Polar `Discount*` models). */

export const discountDuration = z.enum(["once", "forever", "repeating"]);
export const discountType = z.enum(["fixed", "percentage"]);

export const DISCOUNT_CODE_MIN_LENGTH = 3;
export const DISCOUNT_CODE_MAX_LENGTH = 256;
const MAXIMUM_DISCOUNT_AMOUNT = 999_999_999_999;

/** A product as embedded in a discount: the product without prices, benefits, medias, fields. */
export const discountProduct = z.object({ metadata: metadataOutput, ...productBaseFields });

const maxRedemptionsPerCustomer = z
  .number()
  .int()
  .min(1)
  .max(2_147_483_647)
  .meta({ description: "Optional maximum number of times the discount can be redeemed by a single customer." });

const responseBase = {
  ...timestamps,
  id,
  metadata: metadataOutput,
  name: z.string(),
  code: z.string().nullable(),
  starts_at: datetime.nullable(),
  ends_at: datetime.nullable(),
  max_redemptions: z.number().int().nullable(),
  max_redemptions_per_customer: z.number().int().nullable().meta({
    description: "Maximum number of times one customer may redeem the discount; null when unlimited.",
  }),
  redemptions_count: z.number().int(),
  organization_id: z.string(),
  products: z.array(discountProduct),
};
const fixedAmounts = {
  type: z.literal("fixed"),
  amount: z.number().int(),
  currency: z.string(),
  amounts: z
    .record(z.string(), z.number().int())
    .meta({ description: "Amount per currency; `{ [currency]: amount }`." }),
};
const percentage = {
  type: z.literal("percentage"),
  basis_points: z.number().int().meta({ description: "Discount in basis points: 1000 is 10%." }),
};
const onceForever = { duration: z.enum(["once", "forever"]) };
const repeating = { duration: z.literal("repeating"), duration_in_months: z.number().int() };

export const discountFixedOnceForever = z.object({ ...responseBase, ...onceForever, ...fixedAmounts });
export const discountFixedRepeat = z.object({ ...responseBase, ...repeating, ...fixedAmounts });
export const discountPercentageOnceForever = z.object({ ...responseBase, ...onceForever, ...percentage });
export const discountPercentageRepeat = z.object({ ...responseBase, ...repeating, ...percentage });

export const discount = z
  .union([discountFixedRepeat, discountFixedOnceForever, discountPercentageRepeat, discountPercentageOnceForever])
  .openapi("Discount");

const code = z
  .string()
  .min(DISCOUNT_CODE_MIN_LENGTH)
  .max(DISCOUNT_CODE_MAX_LENGTH)
  .regex(/^[a-zA-Z0-9_-]+$/, "Only letters, numbers, hyphens and underscores are allowed")
  .meta({ description: "Code customers enter at checkout; unique per organization, case-insensitive." });
const amount = z.number().int().min(0).max(MAXIMUM_DISCOUNT_AMOUNT);
const basisPoints = z.number().int().min(1).max(10_000);
const durationInMonths = z.number().int().min(1).max(999);

const createBase = {
  metadata: metadataInput.optional(),
  name: z.string().min(1).meta({ description: "Name of the discount; shown to the customer." }),
  code: code.nullish(),
  starts_at: datetime.nullish(),
  ends_at: datetime.nullish(),
  max_redemptions: z.number().int().min(1).nullish(),
  max_redemptions_per_customer: maxRedemptionsPerCustomer.nullish(),
  products: z.array(uuid).nullish().meta({ description: "Products it applies to; all products when empty." }),
  organization_id: organizationIdInput,
  duration: discountDuration,
  duration_in_months: durationInMonths.nullish().meta({ description: "Required when duration is `repeating`." }),
};

type DiscountRuleInput = {
  duration?: string | null | undefined;
  duration_in_months?: number | null | undefined;
  starts_at?: string | null | undefined;
  ends_at?: string | null | undefined;
};

function checkDiscountRules(value: DiscountRuleInput, ctx: z.RefinementCtx) {
  if (value.duration === "repeating" && value.duration_in_months == null) {
    ctx.addIssue({ code: "custom", path: ["duration_in_months"], message: "Required for a repeating discount" });
  }
  checkDates(value, ctx);
}

/** On updates the stored discount fills what the body leaves out, so only the dates are checked here. */
function checkDates(value: DiscountRuleInput, ctx: z.RefinementCtx) {
  if (value.starts_at && value.ends_at && Date.parse(value.ends_at) <= Date.parse(value.starts_at)) {
    ctx.addIssue({ code: "custom", path: ["ends_at"], message: "Must be after starts_at" });
  }
}

export const discountFixedCreate = z
  .object({
    ...createBase,
    type: z.literal("fixed"),
    amount: amount.nullish(),
    currency: currency.nullish().meta({ description: "Defaults to `usd`." }),
    amounts: z.record(currency, amount).nullish(),
  })
  .superRefine((value, ctx) => {
    checkDiscountRules(value, ctx);
    if (value.amount == null && (value.amounts == null || Object.keys(value.amounts).length === 0)) {
      ctx.addIssue({ code: "custom", path: ["amount"], message: "Required for a fixed discount" });
    }
  });

export const discountPercentageCreate = z
  .object({ ...createBase, type: z.literal("percentage"), basis_points: basisPoints })
  .superRefine(checkDiscountRules);

export const discountCreate = z.discriminatedUnion("type", [discountFixedCreate, discountPercentageCreate]);

export const discountUpdate = z
  .object({
    metadata: metadataInput.optional(),
    name: z.string().min(1).nullish(),
    code: code.nullish(),
    starts_at: datetime.nullish(),
    ends_at: datetime.nullish(),
    max_redemptions: z.number().int().min(1).nullish(),
    max_redemptions_per_customer: maxRedemptionsPerCustomer.nullish(),
    duration: discountDuration.nullish(),
    duration_in_months: durationInMonths.nullish(),
    type: discountType.nullish(),
    amount: amount.nullish(),
    currency: currency.nullish(),
    amounts: z.record(currency, amount).nullish(),
    basis_points: basisPoints.nullish(),
    products: z.array(uuid).nullish(),
  })
  .superRefine(checkDates);

export const discountListQuery = withMetadataFilter(
  z.object({
    ...listQueryBase,
    query: z.string().optional().meta({ description: "Filter by name." }),
    sorting: sortingQuery(["created_at", "name", "code", "redemptions_count"], ["-created_at"]),
    ...metadataFilterQuery,
  }),
);

export const discountList = listResourceSchema(discount, "ListResource_Discount_");

export type DiscountDuration = z.infer<typeof discountDuration>;
export type DiscountType = z.infer<typeof discountType>;
export type DiscountProduct = z.infer<typeof discountProduct>;
export type Discount = z.infer<typeof discount>;
export type DiscountCreate = z.infer<typeof discountCreate>;
export type DiscountUpdate = z.infer<typeof discountUpdate>;
export type DiscountListQuery = z.infer<typeof discountListQuery>;
export type DiscountList = z.infer<typeof discountList>;
