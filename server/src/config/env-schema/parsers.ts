import { z } from "zod";

/**
 * The shapes an environment variable's text is parsed into. Every variable arrives as a string
 * (or not at all); these turn it into the value the code uses and name what was wrong otherwise.
 */

/** true/false, 1/0 or yes/no; the fallback when unset. */
export const bool = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
    .optional()
    .transform((v) => (v === undefined ? fallback : v === "true" || v === "1" || v === "yes"));

/** A whole number within bounds; the fallback when unset or empty. */
export const int = (fallback: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return fallback;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: "custom", message: `must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return n;
    });

/** A whole number, or undefined when the variable is unset or empty ("no limit"). */
export const optionalInt = (min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return undefined;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: "custom", message: `must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return n;
    });

/** Comma-separated values, trimmed, empty ones dropped. */
export const list = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** Email addresses, trimmed and lowercased as better-auth stores them. */
export const emailList = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const emails = (v ?? "")
      .split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean);
    const bad = emails.find((e) => !z.email().safeParse(e).success);
    if (bad !== undefined) {
      ctx.addIssue({ code: "custom", message: `"${bad}" is not an email address` });
      return z.NEVER;
    }
    return emails;
  });

/** A URL with one of the protocols (`"https:"`, …), or undefined when unset or empty. */
export const url = (protocols: string[]) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return undefined;
      try {
        const parsed = new URL(v);
        if (!protocols.includes(parsed.protocol)) throw new Error();
        return v;
      } catch {
        ctx.addIssue({ code: "custom", message: `must be a ${protocols.join(" or ")} URL` });
        return z.NEVER;
      }
    });
