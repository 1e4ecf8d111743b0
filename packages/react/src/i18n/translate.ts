import { format } from "./format.js";
import { plural } from "./plural.js";
import type {
  MessageOverrides,
  Messages,
  MessageValues,
  PluralKey,
  PluralMessage,
  TextKey,
  Translate,
} from "./types.js";

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null;

const isPluralMessage = (value: unknown): value is PluralMessage => isRecord(value) && typeof value.other === "string";

/** The message at a dotted key; the key itself when there is none (a typo from plain JavaScript shows, not crashes). */
function messageAt(messages: Messages, key: string): string | PluralMessage {
  let node: unknown = messages;
  for (const part of key.split(".")) node = isRecord(node) && Object.hasOwn(node, part) ? node[part] : undefined;
  return typeof node === "string" || isPluralMessage(node) ? node : key;
}

/** `t` of a language: its messages looked up by key, placeholders filled, plurals picked by its rules. */
export function createTranslate(locale: string, messages: Messages): Translate {
  function translate(key: TextKey, values?: MessageValues): string;
  function translate(key: PluralKey, values: MessageValues & { readonly count: number }): string;
  function translate(key: TextKey | PluralKey, values?: MessageValues): string {
    const message = messageAt(messages, key);
    if (typeof message === "string") return format(message, values);
    const count = values?.count;
    return format(plural(locale, typeof count === "number" ? count : 0, message), values);
  }
  return translate;
}

const PLURAL_CATEGORIES: ReadonlySet<string> = new Set<Intl.LDMLPluralRule>([
  "zero",
  "one",
  "two",
  "few",
  "many",
  "other",
]);

function merged(base: unknown, override: unknown): unknown {
  if (!isRecord(base) || !isRecord(override)) return base;
  const group: Readonly<Record<string, unknown>> = base;
  // A plural message may be given a category the language's file leaves out (`few`, say).
  const plural = isPluralMessage(group);
  const result: Record<string, unknown> = { ...group };
  for (const [key, value] of Object.entries(override)) {
    const current = Object.hasOwn(group, key) ? group[key] : undefined;
    const known = typeof current === "string" || (current === undefined && plural && PLURAL_CATEGORIES.has(key));
    if (typeof value === "string" && known) result[key] = value;
    else if (isRecord(current)) result[key] = merged(current, value);
  }
  return result;
}

/** A language's messages with an app's own wording put over them; keys it does not know are left out. */
export function withOverrides(messages: Messages, overrides: MessageOverrides): Messages {
  // merged() keeps the shape of `messages`, and puts strings only where it holds strings.
  return merged(messages, overrides) as Messages;
}
