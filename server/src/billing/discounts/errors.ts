import { defineErrors } from "../common/errors.ts";

export const DiscountErrors = defineErrors({
  NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Discount not found" },
  REDEMPTION_LIMIT_REACHED: {
    status: 403,
    error: "DiscountRedemptionLimitReached",
    detail: "You have already redeemed this discount the maximum number of times allowed per customer.",
  },
});
