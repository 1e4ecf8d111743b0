import { type V1Query, v1 } from "../../billing/lib/v1-client";

/**
 * Who the portal acts as (contract C3): a customer session token (`polar_cst_...`, sent as a
 * bearer token), or the signed-in Gatehouse user, who names the organization whose customer they
 * are with `organization_id` (the session cookie authenticates).
 */
export type PortalAuth = { kind: "token"; token: string } | { kind: "user"; organizationId: string };

/** A stable cache-key part per principal (never the token itself). */
export function portalAuthKey(auth: PortalAuth): string {
  return auth.kind === "token" ? `token:${auth.token.slice(-12)}` : `user:${auth.organizationId}`;
}

type Method = "GET" | "POST" | "PATCH" | "DELETE";

/** One `/v1/customer-portal/...` call as `auth`; throws `V1Error` like the rest of the app's /v1 calls. */
export function portalRequest<T>(
  auth: PortalAuth,
  method: Method,
  path: string,
  options: { query?: V1Query; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const query = auth.kind === "user" ? { ...options.query, organization_id: auth.organizationId } : options.query;
  const headers = auth.kind === "token" ? { authorization: `Bearer ${auth.token}` } : undefined;
  return v1<T>(method, `/customer-portal${path}`, { query, body: options.body, signal: options.signal, headers });
}

const TOKEN_KEY = "gatehouse.portal.customer_session_token";

/**
 * Polar's `?customer_session_token=` parameter: kept in sessionStorage (this tab only, gone with
 * it) so a reload still works once the token is stripped from the address bar and history.
 */
export function takeCustomerSessionToken(search: URLSearchParams): string | null {
  const fromUrl = search.get("customer_session_token");
  if (fromUrl) {
    sessionStorage.setItem(TOKEN_KEY, fromUrl);
    return fromUrl;
  }
  return sessionStorage.getItem(TOKEN_KEY);
}

export function forgetCustomerSessionToken(): void {
  sessionStorage.removeItem(TOKEN_KEY);
}
