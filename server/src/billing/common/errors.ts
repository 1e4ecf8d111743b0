import { z } from "@hono/zod-openapi";

/**
 * The one error type of /v1. Its body is Polar's `{ "error": "<Name>", "detail": "..." }`,
 * which both SDK generations map onto their typed errors by `error` name and status.
 * Domains define their codes once (see `defineErrors`) and throw them; the /v1 error handler
 * (routes.ts in billing/) turns any BillingError into its response.
 */
export class BillingError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422,
    readonly errorName: string,
    readonly detail: string,
  ) {
    super(detail);
    this.name = "BillingError";
  }

  toBody(): ErrorBody {
    return { error: this.errorName, detail: this.detail };
  }
}

export const errorBodySchema = z.object({ error: z.string(), detail: z.string() }).openapi("Error");
export type ErrorBody = z.infer<typeof errorBodySchema>;

type ErrorSpec = { status: BillingError["status"]; error: string; detail: string };

/**
 * A domain's error catalogue: UPPER_SNAKE keys, each a factory so every throw gets a fresh
 * stack. `const OrgErrors = defineErrors({ NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Organization not found" } })`
 * then `throw OrgErrors.NOT_FOUND()`.
 */
export function defineErrors<const T extends Record<string, ErrorSpec>>(
  specs: T,
): { [K in keyof T]: () => BillingError } {
  const entries = Object.entries(specs).map(([key, spec]) => [
    key,
    () => new BillingError(spec.status, spec.error, spec.detail),
  ]);
  return Object.fromEntries(entries) as { [K in keyof T]: () => BillingError };
}

/** The errors every /v1 route can return, with Polar's names. */
export const CommonErrors = {
  notFound: (detail = "Not found") => new BillingError(404, "ResourceNotFound", detail),
  unauthorized: (detail = "Unauthorized") => new BillingError(401, "Unauthorized", detail),
  notPermitted: (detail = "You don't have the permission to do this.") => new BillingError(403, "NotPermitted", detail),
  insufficientScope: (scope: string) =>
    new BillingError(403, "InsufficientScope", `The access token is missing the scope ${scope}.`),
  payloadTooLarge: () => new BillingError(413, "PayloadTooLarge", "Request body is too large"),
};
