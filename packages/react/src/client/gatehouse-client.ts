import { createRequester, type Requester } from "./request.js";
import { createResource, type Resource } from "./resource.js";
import type { GatehouseOrganization, GatehouseSession } from "./types.js";

export interface GatehouseClientOptions {
  /** Where Gatehouse runs, e.g. `https://accounts.example.com`. */
  baseUrl: string;
  /** The seller whose plans grant entitlements (an organization slug); else the server's ENTITLEMENTS_SELLER. */
  seller?: string;
  fetch?: typeof fetch;
}

/**
 * What every component and hook reads from: one requester and the shared resources. The
 * provider makes one per baseUrl; components never call fetch themselves.
 */
export interface GatehouseClient {
  baseUrl: string;
  seller: string | undefined;
  request: Requester;
  session: Resource<GatehouseSession | null>;
  organizations: Resource<GatehouseOrganization[]>;
  /** Re-reads whatever a sign-in, sign-out, switch or purchase may have changed. */
  refresh(): Promise<void>;
}

export function createGatehouseClient(options: GatehouseClientOptions): GatehouseClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const request = createRequester(baseUrl, options.fetch);
  const session = createResource(() =>
    request<GatehouseSession | null>("/api/auth/get-session", {
      query: { entitlements: true, seller: options.seller, disableCookieCache: true },
    }),
  );
  const organizations = createResource(async () => {
    if (session.getState().status === "loading") await session.refresh();
    // Signed out, there is nothing to list (and the route would answer 401).
    if (!session.getState().data) return [];
    return request<GatehouseOrganization[]>("/api/auth/organization/list");
  });
  return {
    baseUrl,
    seller: options.seller,
    request,
    session,
    organizations,
    async refresh() {
      await session.refresh();
      await organizations.refresh();
    },
  };
}
