import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BatchedDestination, type ByteEncoder } from "./batched-destination.ts";

/** Items that write themselves: n copies of a letter and a newline. */
const letters: ByteEncoder<{ letter: string; n: number }> = {
  maxBytes: ({ n }) => n + 1,
  encode: ({ letter, n }, buffer, offset) => {
    buffer.fill(letter.charCodeAt(0), offset, offset + n);
    buffer[offset + n] = 0x0a;
    return offset + n + 1;
  },
};

describe("BatchedDestination", () => {
  let dir: string;
  let file: string;
  let fd: number;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "gatehouse-log-"));
    file = join(dir, "out.log");
    fd = openSync(file, "a");
  });
  afterEach(() => {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  });

  it("keeps lines until a batch fills or it is closed, then writes every byte in order", () => {
    const destination = new BatchedDestination(fd);
    destination.write('{"n":1}\n');
    expect(readFileSync(file, "utf8")).toBe("");
    const lines = Array.from({ length: 3000 }, (_, n) => `{"n":${n},"message":"ünïcødé ✓ ${"x".repeat(40)}"}\n`);
    for (const line of lines) destination.write(line);
    // 3,000 lines of ~60 bytes overflow the 64 KB batch: the first batches are out already.
    expect(readFileSync(file, "utf8").length).toBeGreaterThan(0);
    destination.close();
    expect(readFileSync(file, "utf8")).toBe(`{"n":1}\n${lines.join("")}`);
  });

  it("writes a line longer than a whole batch on its own, after what came before it", () => {
    const destination = new BatchedDestination(fd);
    const huge = `{"detail":"${"é".repeat(40_000)}"}\n`;
    destination.write("before\n");
    destination.write(huge);
    destination.write("after\n");
    destination.close();
    expect(readFileSync(file, "utf8")).toBe(`before\n${huge}after\n`);
  });

  it("writes a partial batch within its flush interval without being closed", async () => {
    const destination = new BatchedDestination(fd);
    destination.write("soon\n");
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(readFileSync(file, "utf8")).toBe("soon\n");
    destination.close();
  });

  it("keeps encoded items in order with string lines, and writes one larger than a batch on its own", () => {
    const destination = new BatchedDestination(fd);
    const expected: string[] = [];
    for (let i = 0; i < 2000; i++) {
      destination.write(`line ${i}\n`);
      destination.writeEncoded(letters, { letter: "a", n: i % 50 });
      expected.push(`line ${i}\n`, `${"a".repeat(i % 50)}\n`);
    }
    destination.writeEncoded(letters, { letter: "b", n: 70_000 });
    destination.writeEncoded(letters, { letter: "c", n: 3 });
    expected.push(`${"b".repeat(70_000)}\n`, "ccc\n");
    destination.close();
    expect(readFileSync(file, "utf8")).toBe(expected.join(""));
  });
});
