/**
 * Input no route can store or should walk (HTTP hardening): a NUL character, which
 * PostgreSQL refuses in text (a 500 before this guard) and SQLite cuts strings at, and JSON
 * nested deeper than any request of Gatehouse's needs (recursive code downstream could overflow).
 */
export const MAX_INPUT_DEPTH = 32;

export type InputProblem = "nul" | "depth";

export const INPUT_PROBLEM_MESSAGES: Record<InputProblem, string> = {
  nul: "Input should not contain NUL characters",
  depth: `Input should not nest deeper than ${MAX_INPUT_DEPTH} levels`,
};

/** The first problem in a decoded value (strings, keys, arrays and objects, walked without recursion), or null. */
export function inputProblem(value: unknown): InputProblem | null {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (typeof item === "string") {
      if (item.includes("\u0000")) return "nul";
      continue;
    }
    if (typeof item !== "object" || item === null) continue;
    if (depth >= MAX_INPUT_DEPTH) return "depth";
    if (Array.isArray(item)) {
      for (const element of item) stack.push([element, depth + 1]);
      continue;
    }
    for (const [key, element] of Object.entries(item)) {
      if (key.includes("\u0000")) return "nul";
      stack.push([element, depth + 1]);
    }
  }
  return null;
}
