import { describe, expect, it } from "vitest";
import { KeyBatcher, type ReadByKeys } from "./key-batcher.ts";

/** A read whose answers the test releases by hand, recording the keys each was asked for. */
function manualRead() {
  const reads: { keys: readonly string[]; answer: () => void; fail: (error: Error) => void }[] = [];
  const read: ReadByKeys<string> = (keys) =>
    new Promise((resolve, reject) => {
      reads.push({
        keys,
        answer: () =>
          resolve(new Map(keys.filter((key) => !key.startsWith("missing")).map((key) => [key, `row of ${key}`]))),
        fail: reject,
      });
    });
  return { read, reads };
}

/** Lets every settled promise's callbacks run. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe("KeyBatcher", () => {
  it("reads a key at once, alone, while a read slot is free", async () => {
    const { read, reads } = manualRead();
    const batcher = new KeyBatcher(read, { maxInFlight: 2, maxKeys: 10 });
    const first = batcher.get("a");
    const second = batcher.get("b");
    expect(reads.map((r) => r.keys)).toEqual([["a"], ["b"]]);
    for (const r of reads) r.answer();
    expect(await first).toBe("row of a");
    expect(await second).toBe("row of b");
  });

  it("keys asked while every slot is busy go together in the next read, once one ends", async () => {
    const { read, reads } = manualRead();
    const batcher = new KeyBatcher(read, { maxInFlight: 1, maxKeys: 10 });
    const first = batcher.get("a");
    const waiting = ["b", "c", "missing-d", "b"].map((key) => batcher.get(key));
    expect(reads).toHaveLength(1);
    reads[0]?.answer();
    expect(await first).toBe("row of a");
    // One read for the four waiting asks, the repeated key asked once.
    expect(reads.map((r) => r.keys)).toEqual([["a"], ["b", "c", "missing-d"]]);
    expect(batcher.running).toBe(1);
    reads[1]?.answer();
    expect(await Promise.all(waiting)).toEqual(["row of b", "row of c", undefined, "row of b"]);
    await settled();
    expect(batcher.running).toBe(0);
  });

  it("no read asks for more than maxKeys keys; the rest wait for the following one", async () => {
    const { read, reads } = manualRead();
    const batcher = new KeyBatcher(read, { maxInFlight: 1, maxKeys: 3 });
    const asked = ["k0", "k1", "k2", "k3", "k4", "k5"].map((key) => batcher.get(key));
    for (let i = 0; i < 3; i++) {
      reads[i]?.answer();
      await settled();
    }
    expect(reads.map((r) => r.keys)).toEqual([["k0"], ["k1", "k2", "k3"], ["k4", "k5"]]);
    expect(await Promise.all(asked)).toEqual(["k0", "k1", "k2", "k3", "k4", "k5"].map((k) => `row of ${k}`));
  });

  it("a failed read fails its own keys only, and the keys after it are read", async () => {
    const { read, reads } = manualRead();
    const batcher = new KeyBatcher(read, { maxInFlight: 1, maxKeys: 10 });
    const first = batcher.get("a");
    const failing = [batcher.get("b"), batcher.get("c")];
    reads[0]?.fail(new Error("connection lost"));
    await expect(first).rejects.toThrow("connection lost");
    reads[1]?.answer();
    expect(await Promise.all(failing)).toEqual(["row of b", "row of c"]);
    const later = batcher.get("d");
    reads[2]?.answer();
    expect(await later).toBe("row of d");
  });

  it("a read that throws instead of rejecting fails its keys and frees its slot", async () => {
    let calls = 0;
    const batcher = new KeyBatcher<string>(
      async (keys) => {
        calls++;
        if (calls === 1) throw new Error("cannot build the query");
        return new Map(keys.map((key) => [key, key]));
      },
      { maxInFlight: 1, maxKeys: 10 },
    );
    await expect(batcher.get("a")).rejects.toThrow("cannot build the query");
    expect(await batcher.get("b")).toBe("b");
    const synchronous = new KeyBatcher<string>(
      () => {
        throw new Error("synchronous");
      },
      { maxInFlight: 1, maxKeys: 10 },
    );
    await expect(synchronous.get("a")).rejects.toThrow("synchronous");
    await settled();
    expect(synchronous.running).toBe(0);
  });
});
