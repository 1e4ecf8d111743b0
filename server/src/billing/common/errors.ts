import { z } from "@hono/zod-openapi";

/**
 * The one error type of /v1. Its body is Polar's `{ "error": "<Name>", "detail": "..." }`,
 * which both SDK generations map onto their typed errors by `error` name and status.
 * Domains define their codes once (see `defineErrors`) and throw them; the /v1 error handler
 * (routes.ts in billing/) turns any BillingError into its response.
 */
export class BillingError extends Error {
  /**
   * A machine-readable reason beside `detail` (a card's decline code), sent in the
   * `Gatehouse-Error-Code` header: Polar's body stays as its SDKs parse it (strictly: a field
   * more fails them), and a client that words errors itself reads the header.
   */
  code: string | undefined;

  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 412 | 413 | 422 | 429 | 502,
    readonly errorName: string,
    readonly detail: string,
  ) {
    super(detail);
    this.name = "BillingError";
  }

  /** Names the reason, for clients that word it in their reader's language (`detail` is English). */
  withCode(code: string): this {
    this.code = code;
    return this;
  }

  toBody(): ErrorBody {
    return { error: this.errorName, detail: this.detail };
  }
}

export const errorBodySchema = z.object({ error: z.string(), detail: z.string() }).openapi("Error");

/** The header that carries a BillingError's `code`. */
export const ERROR_CODE_HEADER = "Gatehouse-Error-Code";
export type ErrorBody = z.infer<typeof errorBodySchema>;

type ErrorStatus = BillingError["status"];

/** A catalogue entry: its detail is fixed text, or text built from the entry's parameters. */
type ErrorSpec = { status: ErrorStatus; error: string; detail: string | ((params: never) => string) };

/** A fixed entry throws with no argument; a parameterised one takes what its detail needs. */
type ErrorFactory<S extends ErrorSpec> = S["detail"] extends (params: infer P) => string
  ? (params: P) => BillingError
  : () => BillingError;

/**
 * A domain's error catalogue: UPPER_SNAKE keys, each a factory so every throw gets a fresh
 * stack. A detail may be a function of typed parameters (Polar's messages that name the order,
 * the status, an amount):
 *
 * ```ts
 * const OrderErrors = defineErrors({
 *   NOT_FOUND: { status: 404, error: "ResourceNotFound", detail: "Order not found" },
 *   NOT_PAID: { status: 422, error: "NotPaidOrder", detail: (p: { id: string }) => `Order ${p.id} is not paid.` },
 * });
 * throw OrderErrors.NOT_FOUND();
 * throw OrderErrors.NOT_PAID({ id });
 * ```
 */
export function defineErrors<const T extends Record<string, ErrorSpec>>(
  specs: T,
): { [K in keyof T]: ErrorFactory<T[K]> } {
  const entries = Object.entries(specs).map(([key, spec]) => {
    const { status, error, detail } = spec;
    const factory =
      typeof detail === "string"
        ? () => new BillingError(status, error, detail)
        : (params: never) => new BillingError(status, error, detail(params));
    return [key, factory];
  });
  return Object.fromEntries(entries) as { [K in keyof T]: ErrorFactory<T[K]> };
}

/** A 404 from another domain's service: the thing is gone (deleted, another organization's). */
export const isNotFoundError = (error: unknown): boolean => error instanceof BillingError && error.status === 404;

/** The errors every /v1 route can return, with Polar's names. */
export const CommonErrors = {
  notFound: (detail = "Not found") => new BillingError(404, "ResourceNotFound", detail),
  unauthorized: (detail = "Unauthorized") => new BillingError(401, "Unauthorized", detail),
  notPermitted: (detail = "You don't have the permission to do this.") => new BillingError(403, "NotPermitted", detail),
  insufficientScope: (scope: string) =>
    new BillingError(403, "InsufficientScope", `The access token is missing the scope ${scope}.`),
  payloadTooLarge: () => new BillingError(413, "PayloadTooLarge", "Request body is too large"),
};
