import { defineErrors } from "../common/errors.ts";

export const DisputeErrors = defineErrors({
  NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Dispute not found" },
});
