import { type ReactNode, useEffect, useMemo } from "react";
import { createGatehouseClient } from "../client/gatehouse-client.js";
import { injectStylesheet } from "../theme/stylesheet.js";
import { GatehouseContext } from "./context.js";

export interface GatehouseProviderProps {
  /** Where Gatehouse runs, e.g. `https://accounts.example.com` (this app's origin must be in its TRUSTED_ORIGINS). */
  baseUrl: string;
  /** The seller whose plans grant entitlements (an organization slug); else the server's ENTITLEMENTS_SELLER. */
  seller?: string;
  /** Replaces `fetch` (tests, server rendering). */
  fetch?: typeof fetch;
  children: ReactNode;
}

/**
 * Holds the session, organizations and entitlements for every Gatehouse component beneath it.
 * They are re-read when the page comes back into view: a purchase or a cancellation made in
 * another tab (the hosted checkout, the portal) shows without a reload.
 */
export function GatehouseProvider({ baseUrl, seller, fetch: fetchImpl, children }: GatehouseProviderProps) {
  const client = useMemo(
    () => createGatehouseClient({ baseUrl, ...(seller ? { seller } : {}), ...(fetchImpl ? { fetch: fetchImpl } : {}) }),
    [baseUrl, seller, fetchImpl],
  );

  useEffect(() => injectStylesheet(), []);

  useEffect(() => {
    const revalidate = () => {
      if (document.visibilityState === "visible") void client.refresh();
    };
    document.addEventListener("visibilitychange", revalidate);
    window.addEventListener("focus", revalidate);
    return () => {
      document.removeEventListener("visibilitychange", revalidate);
      window.removeEventListener("focus", revalidate);
    };
  }, [client]);

  return <GatehouseContext.Provider value={client}>{children}</GatehouseContext.Provider>;
}
