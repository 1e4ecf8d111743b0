import { expect } from "vitest";
import type { z } from "zod";

type Refusal = { path: string; code: string; message: string; branches?: string[][] };

const describeIssue = (issue: z.core.$ZodIssue): Refusal => ({
  path: issue.path.map(String).join("."),
  code: issue.code,
  message: issue.message,
  // A union refuses when every branch does: each branch's own reasons say which rule it was.
  ...(issue.code === "invalid_union" && issue.errors.length > 0
    ? {
        branches: issue.errors.map((branch) =>
          branch.map((inner) => `${inner.path.map(String).join(".") || "(root)"}: ${inner.message}`),
        ),
      }
    : {}),
});

/**
 * What a schema refused, rule by rule: asserts the input fails, and returns each issue's path,
 * code and message (for a union, every branch's reasons) so a test states *which* rule refused
 * (usually as an inline snapshot), not only that something did.
 */
export function refusalOf(schema: z.ZodType, input: unknown): Refusal[] {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return (result.error?.issues ?? []).map(describeIssue);
}
