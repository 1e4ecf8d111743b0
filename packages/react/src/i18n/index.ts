import { en } from "./en.js";
import { ar } from "./locales/ar.js";
import { de } from "./locales/de.js";
import { es } from "./locales/es.js";
import { fr } from "./locales/fr.js";
import { it } from "./locales/it.js";
import { ja } from "./locales/ja.js";
import { ko } from "./locales/ko.js";
import { nl } from "./locales/nl.js";
import { ptBR } from "./locales/pt-BR.js";
import { zhCN } from "./locales/zh-CN.js";
import type { Messages } from "./types.js";

export { describeError, type ErrorWording } from "./error-text.js";
export { formatParts } from "./format.js";
export { createTranslate, withOverrides } from "./translate.js";
export type {
  MessageOverrides,
  Messages,
  PluralKey,
  PluralMessage,
  TextKey,
  Translate,
} from "./types.js";

/**
 * The languages the components speak, by BCP 47 tag, English first (the fallback). Gatehouse's
 * own pages speak en, de, fr, es, pt-BR, it, nl, ja, ko, zh-CN and ar: a language added here as
 * locales/<tag>.ts is matched at once (matchLocale), its aliases included.
 */
export const locales = {
  en,
  de,
  fr,
  es,
  "pt-BR": ptBR,
  it,
  nl,
  ja,
  ko,
  "zh-CN": zhCN,
  ar,
} satisfies Record<string, Messages>;

export type SupportedLocale = keyof typeof locales;

export const FALLBACK_LOCALE: SupportedLocale = "en";

const SUPPORTED = Object.keys(locales) as SupportedLocale[];

/** A language subtag's tag among ours: `de` → de, `pt` → pt-BR, `zh` → zh-CN. */
const BY_LANGUAGE = new Map<string, SupportedLocale>(
  SUPPORTED.map((locale) => [locale.split("-")[0]?.toLowerCase() ?? locale, locale]),
);

/** Chinese written in traditional characters is not ours to serve as Simplified. */
const TRADITIONAL_CHINESE = /^zh-(hant|tw|hk|mo)\b/i;

/**
 * The supported language a BCP 47 tag asks for, or null, as Gatehouse's own pages decide: an
 * exact match first (case-insensitive), then by language alone (`de-AT` → de, `pt-PT` → pt-BR,
 * `zh-Hans-SG` → zh-CN once those languages are in `locales`).
 */
export function matchLocale(tag: string | null | undefined): SupportedLocale | null {
  const wanted = tag?.trim().replace(/_/g, "-");
  if (!wanted) return null;
  const exact = SUPPORTED.find((locale) => locale.toLowerCase() === wanted.toLowerCase());
  if (exact) return exact;
  if (TRADITIONAL_CHINESE.test(wanted)) return null;
  return BY_LANGUAGE.get(wanted.split("-")[0]?.toLowerCase() ?? "") ?? null;
}

/** Languages written right to left, by language subtag. */
const RIGHT_TO_LEFT = new Set(["ar", "fa", "he", "ur"]);

/** The direction a language's text runs in: "rtl" for Arabic (`ar`, `ar-EG`), else "ltr". */
export function directionOf(tag: string): "ltr" | "rtl" {
  return RIGHT_TO_LEFT.has(tag.split(/[-_]/)[0]?.toLowerCase() ?? "") ? "rtl" : "ltr";
}
