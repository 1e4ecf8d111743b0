import { defineErrors } from "../common/errors.ts";

export const FileErrors = defineErrors({
  NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "File not found" },
  UPLOAD_NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "No upload in progress for this file part" },
  BAD_UPLOAD_SIGNATURE: { status: 403, error: "NotPermitted", detail: "The upload URL is invalid or has expired." },
  PART_TOO_LARGE: { status: 413, error: "PayloadTooLarge", detail: "The part is larger than declared on create" },
});
