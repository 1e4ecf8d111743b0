import type { en } from "./en.js";

/**
 * A text that depends on a count, one wording per plural category of the language (CLDR's, as
 * `Intl.PluralRules` answers them): English needs `one` and `other`, Arabic all six, Japanese,
 * Korean and Chinese only `other`. `other` is the one every language has.
 */
export type PluralMessage = { readonly other: string } & {
  readonly [Category in Exclude<Intl.LDMLPluralRule, "other">]?: string;
};

/** English's shape with every text a string: what every language's messages must fill in. */
type Localized<Group> = Group extends string
  ? string
  : Group extends { readonly other: string }
    ? PluralMessage
    : { readonly [Key in keyof Group]: Localized<Group[Key]> };

/** Every text of the components, grouped by component; derived from English, so a language missing a key does not compile. */
export type Messages = Localized<typeof en>;

export type DeepPartial<Group> = {
  [Key in keyof Group]?: Group[Key] extends string ? string : DeepPartial<Group[Key]>;
};

/** An app's own wording over a language's messages, key by key. */
export type MessageOverrides = DeepPartial<Messages>;

/** The dotted keys of a group whose value is a `Leaf`: `"signIn.title"`. */
type KeysTo<Group, Leaf> = {
  [Key in keyof Group & string]: Group[Key] extends Leaf
    ? Key
    : Group[Key] extends string | PluralMessage
      ? never
      : `${Key}.${KeysTo<Group[Key], Leaf>}`;
}[keyof Group & string];

/** The key of a plain text. */
export type TextKey = KeysTo<Messages, string>;

/** The key of a text that depends on a count. */
export type PluralKey = KeysTo<Messages, PluralMessage>;

/** What fills a message's `{name}` placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** A message in the chosen language with its placeholders filled; a plural message is picked by `count`. */
export interface Translate {
  (key: TextKey, values?: MessageValues): string;
  (key: PluralKey, values: MessageValues & { readonly count: number }): string;
}
