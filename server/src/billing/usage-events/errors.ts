import { defineErrors } from "../common/errors.ts";

export const UsageEventErrors = defineErrors({
  NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Event not found" },
});
