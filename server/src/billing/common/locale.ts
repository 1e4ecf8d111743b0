import { z } from "@hono/zod-openapi";
import { matchLocale, PSEUDO_LOCALE, SUPPORTED_LOCALES, type SupportedLocale } from "../../i18n/locales.ts";

export const UNSUPPORTED_LOCALE_MESSAGE = `Unsupported locale: choose one of ${SUPPORTED_LOCALES.join(", ")}`;

/** The supported locale a BCP 47 tag asks for (`fr-CA` → fr, `pt` → pt-BR), or null. */
export function supportedLocaleOf(tag: string | null | undefined): SupportedLocale | null {
  const locale = matchLocale(tag);
  return locale === null || locale === PSEUDO_LOCALE ? null : locale;
}

/**
 * A buyer's language as the API takes it (a customer's, a checkout's): any BCP 47 tag the SDKs
 * send (`fr`, `pt-BR`, `de-AT`), stored as the supported locale it matches, so pages and mails
 * find a catalog for it. A tag matching none of them is a 422 at `locale`, not stored.
 */
export const localeInput = z
  .string()
  .min(2)
  .max(35)
  .transform((tag, ctx) => {
    const locale = supportedLocaleOf(tag);
    if (locale === null) {
      ctx.addIssue({ code: "custom", message: UNSUPPORTED_LOCALE_MESSAGE });
      return z.NEVER;
    }
    return locale;
  })
  .meta({
    description: `A BCP 47 language tag; stored as the supported locale it matches (${SUPPORTED_LOCALES.join(", ")}).`,
    example: "fr",
  });

/** A stored locale on the wire: one of the supported locales, or null when none was given. */
export const localeOutput = z
  .string()
  .nullable()
  .meta({ description: `The language, one of ${SUPPORTED_LOCALES.join(", ")}, or null.` });
