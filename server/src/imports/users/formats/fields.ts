import { z } from "zod";

/** Field readings several origins share. */

/** A text field with blanks (and CSV's empty cells) read as absent. */
export function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Gatehouse keeps emails lower-cased (the sign-in looks them up so). */
export function normalizedEmail(value: string | null | undefined): string | null {
  return present(value)?.toLowerCase() ?? null;
}

export function fullName(...parts: (string | null | undefined)[]): string {
  return parts.map(present).filter(Boolean).join(" ");
}

/**
 * A moment as origins write it: milliseconds since the epoch (a number or its digits), ISO-8601,
 * or PostgreSQL's text form ("2024-05-01 12:00:00.123456+00").
 */
export const timestampSchema = z.union([z.number(), z.string()]).transform((value, context) => {
  const date = toDate(value);
  if (date) return date;
  context.addIssue({ code: "custom", message: `not a date: ${JSON.stringify(value)}` });
  return z.NEVER;
});

function toDate(value: number | string): Date | null {
  if (typeof value === "number") return valid(new Date(value));
  const text = value.trim();
  if (/^\d+$/.test(text)) return valid(new Date(Number(text)));
  return valid(new Date(text.replace(" ", "T").replace(/([+-]\d\d)$/, "$1:00")));
}

function valid(date: Date): Date | null {
  return Number.isNaN(date.getTime()) ? null : date;
}

/** PostgreSQL's CSV writes booleans as t/f; JSON as true/false; SQLite as 1/0. */
export const flagSchema = z
  .union([z.boolean(), z.number(), z.string()])
  .transform((value) =>
    typeof value === "boolean" ? value : ["t", "true", "1", "yes"].includes(String(value).trim().toLowerCase()),
  );

/** A JSON object that arrives as an object (JSON exports) or as its text (CSV cells). */
export function jsonObjectSchema<T extends z.ZodType>(shape: T) {
  return z.preprocess((value) => (typeof value === "string" ? parseJsonText(value) : value), shape);
}

function parseJsonText(text: string): unknown {
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
