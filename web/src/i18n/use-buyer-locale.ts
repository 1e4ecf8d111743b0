import { useEffect } from "react";
import { matchLocale } from "../../../server/src/i18n/locales.ts";
import { applyLocale, currentLocale, visitorChoseLocale } from "./i18n";

/**
 * A buyer's page speaks the language the seller gave it (a checkout's or a customer's `locale`),
 * unless the buyer chose one on this browser; without either, the browser's language stays.
 */
export function useBuyerLocale(locale: string | null | undefined): void {
  const wanted = matchLocale(locale);
  useEffect(() => {
    if (wanted && wanted !== currentLocale() && !visitorChoseLocale()) void applyLocale(wanted);
  }, [wanted]);
}
