import { type ReactNode, useEffect, useMemo } from "react";
import { createGatehouseClient } from "../client/gatehouse-client.js";
import type { MessageOverrides } from "../i18n/index.js";
import { injectStylesheet } from "../theme/stylesheet.js";
import { useBrowserLanguages } from "./browser-languages.js";
import { GatehouseContext } from "./context.js";
import { createLocalization, LocalizationContext } from "./localization.js";

export interface GatehouseProviderProps {
  /** Where Gatehouse runs, e.g. `https://accounts.example.com` (this app's origin must be in its TRUSTED_ORIGINS). */
  baseUrl: string;
  /** The seller whose plans grant entitlements (an organization slug); else the server's ENTITLEMENTS_SELLER. */
  seller?: string;
  /** Replaces `fetch` (tests, server rendering). */
  fetch?: typeof fetch;
  /**
   * The language the components speak, a BCP 47 tag (`"de"`, `"pt-BR"`, `"de-AT"`): the app's
   * own. Default: the browser's languages, the first the components speak; else English.
   */
  locale?: string;
  /** The app's own wording over the language's messages, key by key (`{ signIn: { title: "Welcome back" } }`). */
  localization?: MessageOverrides;
  children: ReactNode;
}

/**
 * Holds the session, organizations and entitlements for every Gatehouse component beneath it.
 * They are re-read when the page comes back into view: a purchase or a cancellation made in
 * another tab (the hosted checkout, the portal) shows without a reload.
 */
export function GatehouseProvider({
  baseUrl,
  seller,
  fetch: fetchImpl,
  locale,
  localization: overrides,
  children,
}: GatehouseProviderProps) {
  const client = useMemo(
    () => createGatehouseClient({ baseUrl, ...(seller ? { seller } : {}), ...(fetchImpl ? { fetch: fetchImpl } : {}) }),
    [baseUrl, seller, fetchImpl],
  );
  const browserLanguages = useBrowserLanguages();
  const localization = useMemo(
    // The app's language, when it names one, is not second-guessed by the browser's.
    () => createLocalization(locale ? [locale] : browserLanguages, overrides),
    [locale, browserLanguages, overrides],
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

  return (
    <GatehouseContext.Provider value={client}>
      <LocalizationContext.Provider value={localization}>{children}</LocalizationContext.Provider>
    </GatehouseContext.Provider>
  );
}
