import { defineErrors } from "../common/errors.ts";

export const EventTypeErrors = defineErrors({
  NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Event type not found" },
});
