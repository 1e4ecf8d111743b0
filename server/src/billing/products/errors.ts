import { defineErrors } from "../common/errors.ts";

export const ProductErrors = defineErrors({
  NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Product not found" },
  NOT_DELETABLE: {
    status: 409,
    error: "ProductNotDeletable",
    detail: "This product is referenced by an order, a subscription, a discount or a checkout and can't be deleted.",
  },
});
