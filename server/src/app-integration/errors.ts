import { APIError } from "better-auth/api";
import { BillingError } from "../billing/common/errors.ts";
import { ValidationFailure } from "../billing/common/validation.ts";

/**
 * The refusals of the app billing routes, `{ code, message }` as every /api/auth route
 * (docs/integrate/server-endpoints.md lists them with their statuses). The seller's own refusals
 * are the entitlements route's (SELLER_REQUIRED, SELLER_NOT_FOUND).
 */
export const APP_BILLING_ERRORS = {
  NO_ACTIVE_ORGANIZATION: { code: "NO_ACTIVE_ORGANIZATION", message: "No active organization" },
  NOT_A_MEMBER: { code: "NOT_A_MEMBER", message: "You are not a member of this organization" },
  NOT_ALLOWED: {
    code: "ORGANIZATION_BILLING_NOT_ALLOWED",
    message: "Only the organization's owners and admins manage its billing",
  },
  UNTRUSTED_SUCCESS_URL: {
    code: "UNTRUSTED_SUCCESS_URL",
    message: "successUrl must be on Gatehouse's own origin or a trusted origin",
  },
  UNTRUSTED_RETURN_URL: {
    code: "UNTRUSTED_RETURN_URL",
    message: "returnUrl must be on Gatehouse's own origin or a trusted origin",
  },
  EMAIL_NOT_VERIFIED: {
    code: "EMAIL_NOT_VERIFIED",
    message: "Verify your email address first: the seller already has a customer with it",
  },
  CUSTOMER_EMAIL_TAKEN: {
    code: "CUSTOMER_EMAIL_TAKEN",
    message: "Another customer of this seller already has this email address",
  },
} as const;

/** camelCase names of the checkout fields a billing refusal can be about. */
const FIELDS: Record<string, string> = {
  products: "productId",
  product_id: "productId",
  product_price_id: "productPriceId",
  seats: "seats",
  units: "units",
  success_url: "successUrl",
  return_url: "returnUrl",
};

/** Codes of the checkout refusals by field, so an app can branch on them. */
const CODES: Record<string, string> = {
  productId: "PRODUCT_NOT_AVAILABLE",
  productPriceId: "PRICE_NOT_AVAILABLE",
  seats: "INVALID_SEATS",
  units: "INVALID_UNITS",
};

const STATUS_NAMES = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  402: "PAYMENT_REQUIRED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  412: "PRECONDITION_FAILED",
  413: "PAYLOAD_TOO_LARGE",
  422: "UNPROCESSABLE_ENTITY",
  429: "TOO_MANY_REQUESTS",
  502: "BAD_GATEWAY",
} as const;

/** Polar's error names in the /api/auth codes' form: `ResourceNotFound` → `RESOURCE_NOT_FOUND`. */
const upperSnake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase();

/**
 * Billing's refusals (the checkouts and customer-sessions services speak Polar's shapes) as
 * better-auth's: a ValidationFailure keeps the checkouts API's 422 and its message, with the
 * field it is about in this route's names; a BillingError keeps its status, its name as the
 * code. Anything else is not a refusal and goes on to the app's error handler.
 */
export function asAuthError(error: unknown): unknown {
  if (error instanceof ValidationFailure) {
    const item = error.items[0];
    const source = typeof item?.loc[1] === "string" ? item.loc[1] : "";
    const field = FIELDS[source] ?? source;
    return new APIError("UNPROCESSABLE_ENTITY", {
      code: CODES[field] ?? "INVALID_CHECKOUT",
      message: item?.msg ?? error.message,
      ...(field ? { field } : {}),
    });
  }
  if (error instanceof BillingError)
    return new APIError(STATUS_NAMES[error.status], { code: upperSnake(error.errorName), message: error.detail });
  return error;
}
