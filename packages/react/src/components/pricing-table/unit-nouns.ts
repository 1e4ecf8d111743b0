import type { Translate } from "../../i18n/index.js";
import type { UnitLabels } from "./storefront.js";

/** What a unit is called: "device" for one, "devices" for several, in the reader's language. */
export interface UnitNouns {
  /** The noun that goes after `count`: "1 device", "5 devices". */
  forCount(count: number): string;
  /** The noun for units in general: "Number of devices". */
  plural: string;
}

const normalTag = (tag: string) => tag.replace(/_/g, "-").toLowerCase();

/** The seller's forms for the language (its exact tag, then its base language: "pt-BR", then "pt"), or null. */
function sellerForms(labels: UnitLabels | null, language: string): Record<string, string> | null {
  if (!labels) return null;
  const byTag = new Map(Object.entries(labels).map(([tag, forms]) => [normalTag(tag), forms]));
  const tag = normalTag(language);
  const forms = byTag.get(tag) ?? byTag.get(tag.split("-")[0] ?? tag);
  return forms && Object.keys(forms).length > 0 ? forms : null;
}

function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  try {
    return new Intl.PluralRules(language).select(count);
  } catch {
    return new Intl.PluralRules("en").select(count);
  }
}

/**
 * A unit-based price's nouns: the seller's `unit_label` for the components' language, its form
 * chosen as ICU chooses (an exact `=N` form, then the language's plural category, then `other`);
 * without one for the language, the components' own "unit"/"units" in it. A seller's nouns in
 * another language are not borrowed: the card stays in one language.
 */
export function unitNounsOf(labels: UnitLabels | null, language: string, t: Translate): UnitNouns {
  const forms = sellerForms(labels, language);
  if (!forms) {
    return {
      forCount: (count) => t("pricingTable.unitNoun", { count }),
      plural: t("pricingTable.unitPlural"),
    };
  }
  const fallback = forms.other ?? Object.values(forms)[0] ?? "";
  return {
    forCount: (count) => forms[`=${count}`] ?? forms[pluralCategory(language, count)] ?? fallback,
    plural: fallback,
  };
}
