import { directionOf, LANGUAGE_COOKIE, type Locale, matchLocale, resolveLocale } from "../i18n/locales.ts";

/** A `?lang=` choice is remembered this long (a year), as the web app's language switcher does. */
export const LANGUAGE_COOKIE_MAX_AGE = 31_536_000;

/** What the server knows about a page request's reader, besides the request itself. */
export type PageLocaleOptions = {
  /** The signed-in person's saved language from the request's cookies (null: unknown or none). */
  savedLocale: (cookieHeader: string | null) => string | null;
  /** DEFAULT_LOCALE: the language when nothing else names one. */
  defaultLocale: string;
  /** Whether cookies the page sets are Secure (an https BASE_URL). */
  secureCookies: boolean;
};

/** The page's language, and the `Set-Cookie` that remembers a `?lang=` choice (null: none to set). */
export type PageLocale = { locale: Locale; setCookie: string | null };

/** One cookie's value from a Cookie header (the first occurrence), URI-decoded. */
export function cookieValue(header: string | null, name: string): string | null {
  for (const part of header?.split(";") ?? []) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The language of the page a request asks for, strongest signal first: the signed-in person's
 * saved language, an OpenID authorize request's `ui_locales` (carried to the sign-in and consent
 * pages in their query), `?lang=`, the cookie a `?lang=` set, `Accept-Language`, DEFAULT_LOCALE.
 * A `?lang=` naming a language Gatehouse speaks (or the pseudo-locale) is remembered in a cookie
 * the web app reads too.
 */
export function pageLocale(url: URL, headers: Headers, options: PageLocaleOptions): PageLocale {
  const cookies = headers.get("cookie");
  const asked = matchLocale(url.searchParams.get("lang"));
  const locale = resolveLocale({
    userLocale: options.savedLocale(cookies),
    uiLocales: url.searchParams.get("ui_locales"),
    chosen: asked ?? cookieValue(cookies, LANGUAGE_COOKIE),
    acceptLanguage: headers.get("accept-language"),
    fallback: options.defaultLocale,
  });
  const setCookie = asked
    ? `${LANGUAGE_COOKIE}=${encodeURIComponent(asked)}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${options.secureCookies ? "; Secure" : ""}`
    : null;
  return { locale, setCookie };
}

/** index.html speaking a locale: `<html lang dir>` and the `<meta>` the web app starts from. */
export function pageInLocale(html: string, locale: Locale): string {
  const meta = `<meta name="gatehouse:locale" content="${locale}">`;
  const attributes = `lang="${locale}" dir="${directionOf(locale)}"`;
  return html
    .replace(/<html\b[^>]*>/i, (tag) => {
      const others = tag
        .slice("<html".length, -1)
        .replace(/\s(lang|dir)\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/gi, "")
        .trim();
      return `<html ${attributes}${others ? ` ${others}` : ""}>`;
    })
    .replace(/<\/head>/i, (end) => `${meta}${end}`);
}
