import type { MessageValues } from "./types.js";

const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills `{name}` placeholders: `format("Buy {plan}", { plan: "Pro" })` → "Buy Pro". An unknown one stays as written. */
export function format(message: string, values: MessageValues = {}): string {
  return message.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

/**
 * The message cut at its placeholders, each replaced by its value, for values that are not text
 * (an element): "No account yet? {link}" → ["No account yet? ", link].
 */
export function formatParts<Part>(message: string, values: Readonly<Record<string, Part>>): (string | Part)[] {
  const parts: (string | Part)[] = [];
  let rest = 0;
  for (const match of message.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? "";
    if (!Object.hasOwn(values, name)) continue;
    const start = match.index ?? 0;
    parts.push(message.slice(rest, start), values[name] as Part);
    rest = start + match[0].length;
  }
  parts.push(message.slice(rest));
  return parts.filter((part) => part !== "");
}
