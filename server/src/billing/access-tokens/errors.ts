import { defineErrors } from "../common/errors.ts";

const listed = (scopes: readonly string[]) => scopes.join(", ");

export const AccessTokenErrors = defineErrors({
  NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Organization access token not found" },
  SCOPE_NOT_HELD: { status: 403, error: "NotPermitted", detail: "A token can only grant scopes it holds itself." },
  SCOPES_NOT_HELD_BY_YOU: {
    status: 403,
    error: "NotPermitted",
    detail: (p: { scopes: readonly string[] }) =>
      `A token can only carry what your roles allow you; you do not hold: ${listed(p.scopes)}.`,
  },
  SCOPES_NOT_HELD_BY_CREATOR: {
    status: 403,
    error: "NotPermitted",
    detail: (p: { scopes: readonly string[] }) =>
      `A token can only carry what its creator's roles allow; this token's creator does not hold: ${listed(p.scopes)}.`,
  },
  IP_NOT_ALLOWED: {
    status: 403,
    error: "NotPermitted",
    detail: (p: { address: string }) => `Requests from ${p.address} are not allowed for this token.`,
  },
});

/** The reason code beside a refused grant (the `Gatehouse-Error-Code` header). */
export const SCOPES_NOT_HELD_CODE = "SCOPES_NOT_HELD";

/** The reason code beside a request refused by the token's IP allowlist. */
export const IP_NOT_ALLOWED_CODE = "IP_NOT_ALLOWED";
