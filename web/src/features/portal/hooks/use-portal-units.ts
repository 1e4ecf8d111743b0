import { unwrap } from "../../billing-kit/lib/v1-api";
import { type PortalAuth, portalApi } from "../lib/portal-client";
import type { SubscriptionUpdatePreview } from "../lib/types";

/** What changing to `units` would cost; nothing changes. */
export function previewPortalUnits(auth: PortalAuth, id: string, units: number): Promise<SubscriptionUpdatePreview> {
  return unwrap(
    portalApi(auth).POST("/v1/customer-portal/subscriptions/{id}/update-preview", {
      params: { path: { id } },
      body: { units },
    }),
  );
}

/** Changes the units: more now (prorated), fewer at the period's end. */
export function updatePortalUnits(auth: PortalAuth, id: string, units: number) {
  return unwrap(
    portalApi(auth).PATCH("/v1/customer-portal/subscriptions/{id}", {
      params: { path: { id } },
      body: { units },
    }),
  );
}
