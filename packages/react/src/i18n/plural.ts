import type { PluralMessage } from "./types.js";

const rulesByLocale = new Map<string, Intl.PluralRules>();

function rulesOf(locale: string): Intl.PluralRules {
  let rules = rulesByLocale.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    rulesByLocale.set(locale, rules);
  }
  return rules;
}

/**
 * The wording of a plural message for a count, by the language's own categories:
 * `plural("de", 3, { one: "{count} Monat", other: "{count} Monate" })` → "{count} Monate". A
 * category the message leaves out falls back to `other`.
 */
export function plural(locale: string, count: number, message: PluralMessage): string {
  return message[rulesOf(locale).select(count)] ?? message.other;
}
