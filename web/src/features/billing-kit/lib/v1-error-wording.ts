import type { Catalog } from "../../../../../server/src/i18n/catalogs/en.ts";
import { catalogLocaleOf, type Locale } from "../../../../../server/src/i18n/locales.ts";
import { i18n } from "../../../i18n/i18n";

/**
 * /v1 answers in English, as Polar does: an error's `detail`, a 422 item's `msg`. What a buyer
 * meets (a declined card, a discount that has ended, a field left empty) is shown in the page's
 * language instead, from the `errors` namespace: by the answer's code (`code` beside `detail`,
 * `ctx.code` in an item), else by the item's Pydantic type when its message is the generic one
 * (a type's wording the catalog knows, with the item's `ctx` values). Anything else, and every
 * message on an English page, stays the server's.
 */

type V1Code = keyof Catalog["errors"]["v1"]["codes"];
type V1Type = keyof Catalog["errors"]["v1"]["types"];
type Values = Record<string, string | number>;

// Looked up by the code or type the server sent: the namespace's keys are those names.
const isCode = (code: string): code is V1Code => i18n.exists(`errors:v1.codes.${code}`);
const isType = (type: string): type is V1Type => i18n.exists(`errors:v1.types.${type}`);

export function worded(serverText: string, reason: { code?: string; type?: string; values?: Values }): string {
  if (catalogLocaleOf(i18n.language as Locale) === "en") return serverText;
  const values = reason.values ?? {};
  if (reason.code && isCode(reason.code)) return i18n.t(`v1.codes.${reason.code}`, { ns: "errors", ...values });
  if (reason.type && isType(reason.type)) {
    const key = `v1.types.${reason.type}` as const;
    // A type's own wording only: a message the server made specific stays as it is.
    const generic = reason.type === "missing" || i18n.t(key, { ns: "errors", lng: "en", ...values }) === serverText;
    if (generic) return i18n.t(key, { ns: "errors", ...values });
  }
  return serverText;
}
