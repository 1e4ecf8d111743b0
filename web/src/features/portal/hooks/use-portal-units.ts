import { unwrap, type V1Body } from "../../billing-kit/lib/v1-api";
import { type PortalAuth, portalApi } from "../lib/portal-client";
import type { SubscriptionUpdatePreview } from "../lib/types";

/*
 * Polar's CustomerSubscriptionUpdateUnits, sent as the server's schemas write it until the
 * generated request types carry it (the casts go then).
 */
type UpdateBody = V1Body<"/v1/customer-portal/subscriptions/{id}", "patch">;
type PreviewBody = V1Body<"/v1/customer-portal/subscriptions/{id}/update-preview", "post">;

/** What changing to `units` would cost; nothing changes. */
export function previewPortalUnits(auth: PortalAuth, id: string, units: number): Promise<SubscriptionUpdatePreview> {
  return unwrap(
    portalApi(auth).POST("/v1/customer-portal/subscriptions/{id}/update-preview", {
      params: { path: { id } },
      body: { units } as unknown as PreviewBody,
    }),
  );
}

/** Changes the units: more now (prorated), fewer at the period's end. */
export function updatePortalUnits(auth: PortalAuth, id: string, units: number) {
  return unwrap(
    portalApi(auth).PATCH("/v1/customer-portal/subscriptions/{id}", {
      params: { path: { id } },
      body: { units } as unknown as UpdateBody,
    }),
  );
}
