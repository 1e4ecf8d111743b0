import i18next from "i18next";
import ICU from "i18next-icu";
import { initReactI18next } from "react-i18next";
import {
  directionOf,
  LANGUAGE_COOKIE,
  type Locale,
  matchLocale,
  resolveLocale,
} from "../../../server/src/i18n/locales.ts";
// Typed keys (`t("…")` takes only the English catalog's): the augmentation the server's translator shares.
import type {} from "../../../server/src/i18n/typed-keys.ts";
import { englishCatalog, loadCatalog } from "./catalogs";

/**
 * The web app's one i18next instance: ICU messages (plural, select, numbers) through i18next-icu,
 * English loaded with the app, other locales fetched when chosen. Outside components, call
 * `i18n.t("namespace:key")` when the text is needed (never at module load: the language changes).
 */
export const i18n = i18next.createInstance();

void i18n
  .use(ICU)
  .use(initReactI18next)
  .init({
    lng: "en",
    fallbackLng: "en",
    resources: { en: englishCatalog },
    ns: Object.keys(englishCatalog),
    defaultNS: "common",
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });

function readCookie(name: string): string | null {
  const entry = document.cookie.split("; ").find((part) => part.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : null;
}

/**
 * The page's first language: what the server decided for this request (`<meta
 * name="gatehouse:locale">`, from `?lang=`, the cookie, `ui_locales`, Accept-Language and the
 * instance's default), or, without the server's page (the Vite dev server), the same rules here.
 */
export function initialLocale(): Locale {
  const fromServer = matchLocale(document.querySelector('meta[name="gatehouse:locale"]')?.getAttribute("content"));
  if (fromServer) return fromServer;
  const params = new URLSearchParams(window.location.search);
  return resolveLocale({
    uiLocales: params.get("ui_locales"),
    chosen: params.get("lang") ?? readCookie(LANGUAGE_COOKIE),
    acceptLanguage: navigator.languages.join(","),
  });
}

/** Whether the visitor chose a language on this browser (`?lang=` now, or the remembered cookie). */
export function visitorChoseLocale(): boolean {
  return matchLocale(new URLSearchParams(window.location.search).get("lang") ?? readCookie(LANGUAGE_COOKIE)) !== null;
}

/** The locale the page speaks now. */
export function currentLocale(): Locale {
  return matchLocale(i18n.language) ?? "en";
}

/** Speaks a locale: fetches its catalog once, then `<html lang dir>` follow. */
export async function applyLocale(locale: Locale): Promise<void> {
  if (!i18n.hasResourceBundle(locale, "common")) {
    const catalog = await loadCatalog(locale);
    for (const [namespace, messages] of Object.entries(catalog)) i18n.addResourceBundle(locale, namespace, messages);
  }
  await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

/** Remembers a visitor's choice on this browser (a year), as `?lang=` does on the server. */
export function rememberLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=31536000; samesite=lax`;
}
