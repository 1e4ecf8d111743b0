import { createReadStream } from "node:fs";
import { basename } from "node:path";
import { createInterface } from "node:readline";
import { pipeline } from "node:stream";
import Assembler from "stream-json/assembler.js";
import { parser, type Token } from "stream-json/parser.js";

/**
 * Reading an origin's JSON export without holding it whole: a 100,000-user file is read token by
 * token, and only one element of the wanted arrays is assembled at a time.
 */

/** An element of one of the arrays a file holds, with where it is. */
export type ArrayItem = { key: string | null; index: number; value: unknown };

/** One line of a JSON-lines file, parsed, or the fact that it is not JSON. */
export type JsonLine = { line: number; value: unknown } | { line: number; invalid: true };

/** The file's first character that is not whitespace or a byte-order mark; null for an empty file. */
export async function firstSignificantCharacter(file: string): Promise<string | null> {
  const stream = createReadStream(file, { encoding: "utf8", highWaterMark: 4096 });
  try {
    for await (const chunk of stream) {
      const match = /[^\s\uFEFF]/.exec(chunk as string);
      if (match) return match[0];
    }
    return null;
  } finally {
    stream.destroy();
  }
}

/** Each non-blank line of a JSON-lines file, one at a time. */
export async function* readJsonLines(file: string): AsyncGenerator<JsonLine> {
  const lines = createInterface({
    input: createReadStream(file, { encoding: "utf8" }),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let line = 0;
  for await (const text of lines) {
    line += 1;
    const trimmed = text.replace(/^\uFEFF/, "").trim();
    if (trimmed === "") continue;
    yield parseLine(line, trimmed);
  }
}

function parseLine(line: number, text: string): JsonLine {
  try {
    return { line, value: JSON.parse(text) as unknown };
  } catch {
    return { line, invalid: true };
  }
}

/**
 * The elements of a file's arrays: of the file itself when it is an array (key null), or of the
 * arrays under `keys` when it is an object. Every other value is skipped without being assembled.
 */
export async function* readArrayItems(file: string, keys: ReadonlySet<string>): AsyncGenerator<ArrayItem> {
  const walk = new ArrayWalk(keys);
  // pipeline: an unreadable file ends the token stream with its error instead of leaving it open.
  const tokens = pipeline(createReadStream(file), parser.asStream({ streamValues: false }), () => {});
  try {
    for await (const token of tokens) {
      const item = walk.consume(token as Token);
      if (item) yield item;
    }
  } catch (error) {
    throw new Error(
      `${basename(file)}: not readable as JSON (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

/** Where the token stream is: how deep, under which top-level key, and whether inside a wanted array. */
class ArrayWalk {
  private depth = 0;
  private key: string | null = null;
  /** The depth at which a wanted array's elements start; -1 when outside one. */
  private elementDepth = -1;
  private index = 0;
  private element: Assembler | null = null;

  constructor(private readonly keys: ReadonlySet<string>) {}

  consume(token: Token): ArrayItem | null {
    if (this.element) return this.continueElement(token);
    const opens = token.name === "startObject" || token.name === "startArray";
    if (this.depth === this.elementDepth) return this.startElement(token, opens);
    if (opens) this.enter(token.name === "startArray");
    else if (token.name === "endObject" || token.name === "endArray") this.leave();
    else if (token.name === "keyValue" && this.depth === 1) this.key = token.value;
    return null;
  }

  private enter(isArray: boolean): void {
    const wanted =
      this.depth === 0 ? isArray : this.depth === 1 && isArray && this.key !== null && this.keys.has(this.key);
    this.depth += 1;
    if (wanted) {
      this.elementDepth = this.depth;
      this.index = 0;
      if (this.depth === 1) this.key = null;
    }
  }

  private leave(): void {
    if (this.depth === this.elementDepth) this.elementDepth = -1;
    this.depth -= 1;
  }

  private startElement(token: Token, opens: boolean): ArrayItem | null {
    if (token.name === "endArray") {
      this.leave();
      return null;
    }
    if (!opens) return this.item(scalarValue(token));
    this.element = new Assembler();
    this.element.consume(token);
    return null;
  }

  private continueElement(token: Token): ArrayItem | null {
    const element = this.element!;
    element.consume(token);
    if (!element.done) return null;
    this.element = null;
    return this.item(element.current);
  }

  private item(value: unknown): ArrayItem {
    const item = { key: this.key, index: this.index, value };
    this.index += 1;
    return item;
  }
}

function scalarValue(token: Token): unknown {
  switch (token.name) {
    case "stringValue":
      return token.value;
    case "numberValue":
      return Number(token.value);
    case "trueValue":
      return true;
    case "falseValue":
      return false;
    default:
      return null;
  }
}
