import { defineErrors } from "../common/errors.ts";

export const AccessTokenErrors = defineErrors({
  NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Organization access token not found" },
  SCOPE_NOT_HELD: { status: 403, error: "NotPermitted", detail: "A token can only grant scopes it holds itself." },
});
