import { type Catalog, englishCatalog } from "../../../server/src/i18n/catalogs/en.ts";
import { catalogLocaleOf, type Locale, PSEUDO_LOCALE } from "../../../server/src/i18n/locales.ts";
import { pseudoCatalog } from "../../../server/src/i18n/pseudo.ts";

/**
 * Every locale's catalog files, loaded on demand: the build puts each locale's namespaces in one
 * chunk (vite.config.ts), so a German page fetches German once. English is in the app itself.
 */
const catalogFiles = import.meta.glob<Catalog[keyof Catalog]>(
  // English is imported by en.ts (typed), not fetched; the server's own namespaces (its mails and
  // invoices) are not the web app's to fetch.
  [
    "../../../server/src/i18n/catalogs/*/*.json",
    "!../../../server/src/i18n/catalogs/en/*.json",
    "!../../../server/src/i18n/catalogs/*/{mail,billing-mail,invoice}.json",
  ],
  { import: "default" },
);

const fileName = /\/catalogs\/([^/]+)\/([^/]+)\.json$/;

/** The catalog of one locale, all namespaces: English's own, the pseudo-locale made from it. */
export async function loadCatalog(locale: Locale): Promise<Catalog> {
  if (locale === PSEUDO_LOCALE) return pseudoCatalog(englishCatalog);
  const source = catalogLocaleOf(locale);
  if (source === "en") return englishCatalog;
  const entries = await Promise.all(
    Object.entries(catalogFiles)
      .map(([path, load]) => ({ match: fileName.exec(path), load }))
      .filter(({ match }) => match?.[1] === source)
      .map(async ({ match, load }) => [match?.[2] ?? "", await load()] as const),
  );
  return Object.fromEntries(entries) as Catalog;
}

export { englishCatalog };
