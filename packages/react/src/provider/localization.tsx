import { createContext, createElement, Fragment, type ReactNode, useContext } from "react";
import type { GatehouseError } from "../client/errors.js";
import {
  createTranslate,
  describeError,
  directionOf,
  type ErrorWording,
  FALLBACK_LOCALE,
  formatParts,
  locales,
  type MessageOverrides,
  type Messages,
  matchLocale,
  type SupportedLocale,
  type TextKey,
  type Translate,
  withOverrides,
} from "../i18n/index.js";

/** The language the components speak, and what they say in it. */
export interface Localization {
  /** One of `locales`' tags: the language of every text. */
  locale: SupportedLocale;
  /** "rtl" for a language written right to left (Arabic). */
  dir: "ltr" | "rtl";
  /** The tag numbers and amounts are written with: the one asked for ("de-AT") when it is of `locale`'s language, else `locale`. */
  formatLocale: string;
  messages: Messages;
  /** A text by key, its `{name}` placeholders filled; a plural one is picked by `count`. */
  t: Translate;
  /** A text whose placeholders are elements: `rich("signIn.noAccount", { link: <a …>…</a> })`. */
  rich(key: TextKey, values: Readonly<Record<string, ReactNode>>): ReactNode;
  /** A refusal in this language, by its code (`wording`: a form's own words for some codes); else the server's message. */
  describeError(error: GatehouseError, wording?: ErrorWording): string;
}

function canonicalTag(tag: string): string | null {
  try {
    return Intl.getCanonicalLocales(tag.replace(/_/g, "-"))[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * The localization for the first of `wanted` (BCP 47 tags, in order of preference) that the
 * components speak, else English; with an app's own wording over it.
 */
export function createLocalization(wanted: readonly string[], overrides?: MessageOverrides): Localization {
  let locale: SupportedLocale = FALLBACK_LOCALE;
  let formatLocale: string = FALLBACK_LOCALE;
  for (const tag of wanted) {
    const match = matchLocale(tag);
    if (match) {
      locale = match;
      formatLocale = canonicalTag(tag) ?? match;
      break;
    }
  }
  const messages = overrides ? withOverrides(locales[locale], overrides) : locales[locale];
  const t = createTranslate(locale, messages);
  return {
    locale,
    dir: directionOf(locale),
    formatLocale,
    messages,
    t,
    // The parts as a fragment's fixed children (as if written out in JSX): no list, no keys.
    rich: (key, values) => createElement(Fragment, null, ...formatParts(t(key), values)),
    describeError: (error, wording) => describeError(error, messages, wording),
  };
}

/** English until a GatehouseProvider says otherwise. */
export const LocalizationContext = createContext<Localization>(createLocalization([]));

/**
 * The language of the nearest GatehouseProvider (its `locale`, else the browser's) and its
 * texts: `const { t, locale, dir } = useLocalization()`.
 */
export function useLocalization(): Localization {
  return useContext(LocalizationContext);
}
