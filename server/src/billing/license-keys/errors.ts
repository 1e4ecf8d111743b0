import { defineErrors } from "../common/errors.ts";

export const LicenseKeyErrors = defineErrors({
  NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "License key not found" },
  ACTIVATION_NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "License key activation not found" },
  EXPIRED: { status: 404, error: "ResourceNotFound", detail: "License key has expired." },
  NOT_ACTIVE: { status: 404, error: "ResourceNotFound", detail: "License key is no longer active." },
  CONDITIONS: { status: 404, error: "ResourceNotFound", detail: "License key does not match the required conditions." },
  ACTIVATION_LIMIT: { status: 403, error: "NotPermitted", detail: "License key activation limit reached." },
  ACTIVATION_NOT_SUPPORTED: {
    status: 403,
    error: "NotPermitted",
    detail: "This license key does not support activations.",
  },
  USAGE_LIMIT: { status: 400, error: "BadRequest", detail: "License key usage limit reached." },
  ROTATE_NOT_PERMITTED: {
    status: 400,
    error: "RotateNotPermitted",
    detail: (key: { status: string }) =>
      `License key cannot be rotated in its current status. Current status: ${key.status}. Allowed statuses: disabled, granted.`,
  },
});
