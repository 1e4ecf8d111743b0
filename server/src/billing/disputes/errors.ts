import { defineErrors } from "../common/errors.ts";

export const DisputeErrors = defineErrors({
  NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Dispute not found" },
  NOT_OPEN: {
    status: 409,
    error: "DisputeNotOpenError",
    detail: (dispute: { id: string }) => `Dispute ${dispute.id} is not awaiting a response.`,
  },
});
