import { defineErrors } from "../common/errors.ts";

export const MeterErrors = defineErrors({
  NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Meter not found" },
});
