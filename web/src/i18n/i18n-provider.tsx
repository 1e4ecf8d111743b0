import { DirectionProvider } from "@mantine/core";
import { type ReactNode, useSyncExternalStore } from "react";
import { I18nextProvider } from "react-i18next";
import { directionOf } from "../../../server/src/i18n/locales.ts";
import { currentLocale, i18n } from "./i18n";

function subscribe(onChange: () => void): () => void {
  i18n.on("languageChanged", onChange);
  return () => i18n.off("languageChanged", onChange);
}

/**
 * The page's language and direction for everything below. A language change re-creates the tree
 * under it, so every date, amount and text is formatted anew (the query cache lives above it).
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const locale = useSyncExternalStore(subscribe, currentLocale);
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider key={locale} initialDirection={directionOf(locale)} detectDirection={false}>
        {children}
      </DirectionProvider>
    </I18nextProvider>
  );
}
