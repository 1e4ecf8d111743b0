import { defineErrors } from "../common/errors.ts";

export const ProductErrors = defineErrors({
  NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Product not found" },
});
