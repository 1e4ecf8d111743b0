import { readFileSync } from "node:fs";
import i18next, { type TFunction } from "i18next";
import ICU from "i18next-icu";
import { FALLBACK_LOCALE, type Locale, PSEUDO_LOCALE, SUPPORTED_LOCALES } from "./locales.ts";
import { pseudoCatalog } from "./pseudo.ts";
import type {} from "./typed-keys.ts";

/** The namespaces whose text the server writes itself (its mails, invoices); the others are the web app's. */
export const SERVER_NAMESPACES = ["mail", "billing-mail", "invoice"] as const;
export type ServerNamespace = (typeof SERVER_NAMESPACES)[number];

type Messages = Record<string, unknown>;

// Read from the files beside this module rather than imported: the build copies them next to the
// compiled module (scripts/build-if-changed.mjs), and a locale's file that is not there yet is
// English's until it is.
const catalogs = new URL("./catalogs/", import.meta.url);

function readNamespace(locale: string, namespace: ServerNamespace): Messages | null {
  try {
    return JSON.parse(readFileSync(new URL(`${locale}/${namespace}.json`, catalogs), "utf8")) as Messages;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

function loadResources(): Record<string, Record<string, Messages>> {
  const resources: Record<string, Record<string, Messages>> = {};
  for (const locale of SUPPORTED_LOCALES) {
    const bundles: Record<string, Messages> = {};
    for (const namespace of SERVER_NAMESPACES) {
      const messages = readNamespace(locale, namespace);
      if (messages) bundles[namespace] = messages;
    }
    resources[locale] = bundles;
  }
  resources[PSEUDO_LOCALE] = pseudoCatalog(resources[FALLBACK_LOCALE] ?? {});
  return resources;
}

const instance = i18next.createInstance();
void instance.use(ICU).init({
  // Every catalog is in memory: init finishes synchronously, before the first mail.
  initAsync: false,
  resources: loadResources(),
  lng: FALLBACK_LOCALE,
  fallbackLng: FALLBACK_LOCALE,
  ns: [...SERVER_NAMESPACES],
  defaultNS: "mail",
  // Mails escape their HTML themselves (templates.ts, React Email); the text part must stay raw.
  interpolation: { escapeValue: false },
  i18nFormat: {
    // A message that cannot be formatted is a catalog or code mistake (scripts/check-catalogs
    // catches catalogs'): fail the mail loudly rather than send the raw ICU source.
    parseErrorHandler: (error: unknown, key: string) => {
      throw new Error(`message ${key} could not be formatted`, { cause: error });
    },
  },
});

/** The messages of one namespace in a locale; a key its catalog lacks is English's. */
export function translator<N extends ServerNamespace>(locale: Locale, namespace: N): TFunction<N> {
  return instance.getFixedT(locale, namespace);
}
