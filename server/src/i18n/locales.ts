/**
 * The languages Gatehouse speaks and how a request's language is chosen. Shared by the server
 * (mails, invoices, the page it serves) and the web app, so both decide alike: no Node or browser
 * API here.
 */

/** Every language with a complete catalog (catalogs/<locale>/), English first: the fallback. */
export const SUPPORTED_LOCALES = ["en", "de", "fr", "es", "pt-BR", "it", "nl", "ja", "ko", "zh-CN", "ar"] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

/**
 * The pseudo-locale: English with accented letters, 40 % longer, in brackets — for layout tests
 * and for spotting text that is not translated. Chosen only explicitly (`?lang=en-XA`).
 */
export const PSEUDO_LOCALE = "en-XA";
export type Locale = SupportedLocale | typeof PSEUDO_LOCALE;

export const FALLBACK_LOCALE: SupportedLocale = "en";

/** Each language's own name, as the language switcher lists it. */
export const LOCALE_NAMES: Record<SupportedLocale, string> = {
  en: "English",
  de: "Deutsch",
  fr: "Français",
  es: "Español",
  "pt-BR": "Português (Brasil)",
  it: "Italiano",
  nl: "Nederlands",
  ja: "日本語",
  ko: "한국어",
  "zh-CN": "简体中文",
  ar: "العربية",
};

const RIGHT_TO_LEFT = new Set<string>(["ar"]);

/** The text direction of a locale's script. */
export function directionOf(locale: Locale): "ltr" | "rtl" {
  return RIGHT_TO_LEFT.has(locale) ? "rtl" : "ltr";
}

/** A language subtag's default region or script variant among ours: `pt` → pt-BR, `zh` → zh-CN. */
const BY_LANGUAGE = new Map<string, SupportedLocale>(
  SUPPORTED_LOCALES.map((locale) => [locale.split("-")[0]?.toLowerCase() ?? locale, locale]),
);

/** Chinese written in traditional characters is not ours to serve as Simplified. */
const TRADITIONAL_CHINESE = /^zh-(hant|tw|hk|mo)\b/i;

/**
 * The supported locale a BCP 47 tag asks for, or null: exact matches first (case-insensitive),
 * then by language alone (`de-AT` → de, `pt-PT` → pt-BR, `zh-Hans-SG` → zh-CN).
 */
export function matchLocale(tag: string | null | undefined): Locale | null {
  const wanted = tag?.trim().replace(/_/g, "-");
  if (!wanted) return null;
  if (wanted.toLowerCase() === PSEUDO_LOCALE.toLowerCase()) return PSEUDO_LOCALE;
  const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === wanted.toLowerCase());
  if (exact) return exact;
  if (TRADITIONAL_CHINESE.test(wanted)) return null;
  return BY_LANGUAGE.get(wanted.split("-")[0]?.toLowerCase() ?? "") ?? null;
}

/** Whether a tag names one of the supported locales exactly (what an API accepts to store). */
export function isSupportedLocale(tag: string): tag is SupportedLocale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(tag);
}

/** The tags of a list in preference order: `Accept-Language` (with q-values) or `ui_locales` (spaces). */
export function preferredTags(list: string | null | undefined): string[] {
  if (!list) return [];
  return list
    .split(/[,\s]+/)
    .map((entry, index) => {
      const [tag = "", ...params] = entry.split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag !== "" && tag !== "*" && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The first supported locale of a preference list, or null. */
export function firstSupported(list: string | null | undefined): Locale | null {
  for (const tag of preferredTags(list)) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return null;
}

/** What is known about a request's reader, strongest first (the order the docs give). */
export interface LocaleSignals {
  /** The signed-in person's saved choice. */
  userLocale?: string | null;
  /** An OpenID authorize request's `ui_locales` (space-separated). */
  uiLocales?: string | null;
  /** `?lang=` on the page, or the cookie that remembers it. */
  chosen?: string | null;
  /** The browser's `Accept-Language` (or `navigator.languages` joined). */
  acceptLanguage?: string | null;
  /** The instance's (or a seller's) default. */
  fallback?: string | null;
}

/** The locale to speak: the first signal naming a supported one, else English. */
export function resolveLocale(signals: LocaleSignals): Locale {
  return (
    matchLocale(signals.userLocale) ??
    firstSupported(signals.uiLocales) ??
    matchLocale(signals.chosen) ??
    firstSupported(signals.acceptLanguage) ??
    matchLocale(signals.fallback) ??
    FALLBACK_LOCALE
  );
}

/** The cookie that remembers a `?lang=` choice on public pages (a year; readable by the page). */
export const LANGUAGE_COOKIE = "gatehouse_lang";

/** The locale whose catalog a locale's text comes from (the pseudo-locale is made from English). */
export function catalogLocaleOf(locale: Locale): SupportedLocale {
  return locale === PSEUDO_LOCALE ? FALLBACK_LOCALE : locale;
}
