import { defineErrors } from "../common/errors.ts";

export const WebhookErrors = defineErrors({
  ENDPOINT_NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Webhook endpoint not found" },
  EVENT_NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Webhook event not found" },
});
