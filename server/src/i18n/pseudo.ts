import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { printAST } from "@formatjs/icu-messageformat-parser/printer.js";

/**
 * The pseudo-locale's text, made from English at load time: every letter accented, the message
 * 40 % longer and bracketed, placeholders and plural/select structure untouched. A layout that
 * survives it survives German and French; English left in a page stands out at once.
 */
const ACCENTED: Record<string, string> = Object.fromEntries(
  [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((letter, index) => [
    letter,
    [..."àƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"][index] ?? letter,
  ]),
);

/** Accents letters outside `<tag>` markers (the `<Trans>` components' names stay as they are). */
function accent(text: string): string {
  return text
    .split(/(<\/?[A-Za-z0-9]+\s*\/?>)/)
    .map((part, index) => (index % 2 === 1 ? part : [...part].map((c) => ACCENTED[c] ?? c).join("")))
    .join("");
}

function visibleLength(elements: MessageFormatElement[]): number {
  return elements.reduce((sum, element) => sum + (element.type === TYPE.literal ? element.value.length : 4), 0);
}

function transform(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: accent(element.value) };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [key, { ...option, value: transform(option.value) }]),
      );
      return { ...element, options } as MessageFormatElement;
    }
    return element;
  });
}

/** One message in the pseudo-locale; a message that does not parse is returned unchanged. */
export function pseudoLocalize(message: string): string {
  let elements: MessageFormatElement[];
  try {
    elements = parse(message, { ignoreTag: true });
  } catch {
    return message;
  }
  // Padding in short words, so that it wraps where a longer translation would (a 40-character
  // run of one symbol would not, and would be an overflow no language causes).
  const extra = Math.ceil(visibleLength(elements) * 0.4);
  const padding =
    extra > 0
      ? ` ${"~~~~ "
          .repeat(Math.ceil(extra / 5))
          .slice(0, Math.max(extra - 1, 1))
          .trimEnd()}`
      : "";
  return `[${printAST(transform(elements))}${padding}]`;
}

/** A whole catalog (nested objects of messages) in the pseudo-locale. */
export function pseudoCatalog<T>(catalog: T): T {
  const walk = (value: unknown): unknown => {
    if (typeof value === "string") return pseudoLocalize(value);
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
    return value;
  };
  return walk(catalog) as T;
}
