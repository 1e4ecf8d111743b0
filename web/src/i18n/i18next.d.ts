import "i18next";
import type { Catalog } from "../../../server/src/i18n/catalogs/en.ts";

// Typed keys: `t("…")` accepts only keys of the English catalog, per namespace.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: Catalog;
    // ICU messages: `{name}` placeholders, not i18next's `{{name}}`.
    interpolationPrefix: "{";
    interpolationSuffix: "}";
  }
}
