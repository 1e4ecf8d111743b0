import { useEffect } from "react";
import { matchLocale } from "../../../server/src/i18n/locales.ts";
import { useSession } from "../features/auth/hooks/use-session";
import { applyLocale, currentLocale } from "./i18n";

/** A signed-in person's saved language wins over the browser's and the page's choice. */
export function SavedLocale() {
  const { data: session } = useSession();
  const saved = matchLocale(session?.user.locale);
  useEffect(() => {
    if (saved && saved !== currentLocale()) void applyLocale(saved);
  }, [saved]);
  return null;
}
