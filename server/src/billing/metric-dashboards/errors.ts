import { defineErrors } from "../common/errors.ts";

export const MetricDashboardErrors = defineErrors({
  NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Not found" },
});
