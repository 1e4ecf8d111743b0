import "i18next";
import type { Catalog } from "./catalogs/en.ts";

// Typed keys, for the server's translator and the web app alike (each imports this file):
// `t("…")` accepts only keys of the English catalog, per namespace.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: Catalog;
    // ICU messages: `{name}` placeholders, not i18next's `{{name}}`.
    interpolationPrefix: "{";
    interpolationSuffix: "}";
  }
}
