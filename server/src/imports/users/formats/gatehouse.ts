import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import type { UserFormatReader } from "./format.ts";
import { gatehouseUserLineSchema } from "./gatehouse-line.ts";
import { describeIssues } from "./read-row.ts";

/** The `gatehouse` format: one JSON user per line (gatehouse-line.ts), read a line at a time. */
export const readGatehouseUsers: UserFormatReader = async function* (file) {
  const lines = createInterface({
    input: createReadStream(file, { encoding: "utf8" }),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let number = 0;
  for await (const text of lines) {
    number += 1;
    const line = (number === 1 ? text.replace(/^\uFEFF/, "") : text).trim();
    if (line === "") continue;
    const position = `line ${number}`;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      yield { position, refused: "not JSON" };
      continue;
    }
    const checked = gatehouseUserLineSchema.safeParse(value);
    yield checked.success ? { position, user: checked.data } : { position, refused: describeIssues(checked.error) };
  }
};
