import type { GenericEndpointContext } from "@better-auth/core";
import { cookieValue } from "../../http/page-locale.ts";
import { firstSupported, LANGUAGE_COOKIE, type Locale, matchLocale } from "../../i18n/locales.ts";

/** A person's saved language as better-auth hands the user around (its `locale` field), or null. */
export function savedLocale(user: object): string | null {
  const locale = (user as { locale?: unknown }).locale;
  return typeof locale === "string" ? locale : null;
}

/**
 * The language of the request that asked for a mail, for an address without an account yet: the
 * language the visitor chose on this browser (the `gatehouse_lang` cookie), else the browser's
 * Accept-Language; null when neither names one Gatehouse speaks.
 */
export function requestLocale(ctx: GenericEndpointContext | undefined): Locale | null {
  const headers = ctx?.headers ?? ctx?.request?.headers;
  if (!headers) return null;
  return (
    matchLocale(cookieValue(headers.get("cookie"), LANGUAGE_COOKIE)) ?? firstSupported(headers.get("accept-language"))
  );
}
