import { defineErrors } from "../common/errors.ts";

export const CustomFieldErrors = defineErrors({
  NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Custom field not found" },
});
