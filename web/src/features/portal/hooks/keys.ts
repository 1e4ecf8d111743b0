import { type PortalAuth, portalAuthKey } from "../lib/portal-client";

/** Query keys: everything of one principal under `['portal', principal]`, so a write can refresh it all. */
export const portalKeys = {
  all: (auth: PortalAuth) => ["portal", portalAuthKey(auth)] as const,
  resource: (auth: PortalAuth, resource: string) => ["portal", portalAuthKey(auth), resource] as const,
};
