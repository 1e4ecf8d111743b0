import { createV1Client, type V1Api } from "../../billing-kit/lib/v1-api";

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

const portalClients = new Map<string, V1Api>();

/**
 * The typed /v1 client acting as `auth`: the token as a bearer header, or the signed-in user's
 * `organization_id` on every request. Errors are the V1Error of the rest of the app (`unwrap`).
 */
export function portalApi(auth: PortalAuth): V1Api {
  const key = auth.kind === "token" ? `token:${auth.token}` : `user:${auth.organizationId}`;
  let client = portalClients.get(key);
  if (!client) {
    client = createV1Client(
      auth.kind === "token"
        ? { headers: { authorization: `Bearer ${auth.token}` } }
        : { query: { organization_id: auth.organizationId } },
    );
    portalClients.set(key, client);
  }
  return client;
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

/** A token from the portal's email sign-in: kept for this tab like a link's. */
export function rememberCustomerSessionToken(token: string): void {
  sessionStorage.setItem(TOKEN_KEY, token);
}

export function forgetCustomerSessionToken(): void {
  sessionStorage.removeItem(TOKEN_KEY);
}
