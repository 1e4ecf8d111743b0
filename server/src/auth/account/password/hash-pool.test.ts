import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { afterAll, describe, expect, it } from "vitest";
import { PasswordHashPool } from "./hash-pool.ts";

const pool = new PasswordHashPool(2);
afterAll(() => pool.close());

describe("worker-pool password hashing keeps better-auth's format", () => {
  it("hashes as salt:key hex with a 16-byte salt and 64-byte key", async () => {
    const hash = await pool.hash("correct horse");
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
  });

  it("verifies hashes made by stock better-auth, and stock verifies ours", async () => {
    const stock = await hashPassword("pässwörd ✓");
    expect(await pool.verify(stock, "pässwörd ✓")).toBe(true);
    expect(await pool.verify(stock, "passwörd ✓")).toBe(false);
    const ours = await pool.hash("pässwörd ✓");
    expect(await verifyPassword({ hash: ours, password: "pässwörd ✓" })).toBe(true);
    expect(await verifyPassword({ hash: ours, password: "wrong" })).toBe(false);
  });

  it("at another cost writes scrypt-N:salt:key; any pool verifies either format at the cost the hash names", async () => {
    const cheap = new PasswordHashPool(1, 0, 1024);
    try {
      const cheapHash = await cheap.hash("pässwörd ✓");
      expect(cheapHash).toMatch(/^scrypt-1024:[0-9a-f]{32}:[0-9a-f]{128}$/);
      expect(await pool.verify(cheapHash, "pässwörd ✓")).toBe(true);
      expect(await pool.verify(cheapHash, "wrong")).toBe(false);
      expect(await cheap.verify(await hashPassword("pässwörd ✓"), "pässwörd ✓")).toBe(true);
      expect(await cheap.verify(await pool.hash("x"), "x")).toBe(true);
      // A cost that is not a power of two, or absurdly high, is not a hash this pool made: no password matches it.
      const [, salt, key] = cheapHash.split(":");
      expect(await pool.verify(`scrypt-1000:${salt}:${key}`, "pässwörd ✓")).toBe(false);
      expect(await pool.verify(`scrypt-4194304:${salt}:${key}`, "pässwörd ✓")).toBe(false);
    } finally {
      await cheap.close();
    }
  });

  it("normalizes to NFKC like better-auth", async () => {
    const composed = "caf\u00e9";
    const decomposed = "cafe\u0301";
    expect(await pool.verify(await pool.hash(composed), decomposed)).toBe(true);
  });

  it("runs many jobs concurrently; a malformed hash verifies as false, and the worker goes on", async () => {
    const hashes = await Promise.all(Array.from({ length: 6 }, (_, i) => pool.hash(`pw-${i}`)));
    const checks = await Promise.all(hashes.map((h, i) => pool.verify(h, `pw-${i}`)));
    expect(checks).toEqual([true, true, true, true, true, true]);
    for (const malformed of ["not-a-hash", "", "$2b$10$short", `${"ab".repeat(16)}:not-hex`]) {
      expect(await pool.verify(malformed, "not-a-hash")).toBe(false);
    }
    expect(await pool.verify(hashes[0]!, "pw-0")).toBe(true);
  });
});

describe("hashes made by other systems (foreign-hashes.mjs)", () => {
  // One of each family; foreign-hashes.test.ts has every format against its origin's hashes.
  const FOREIGN: Record<string, [stored: string, password: string]> = {
    bcrypt: ["$2a$06$m0CrhHm10qJ3lXRY.5zDGO3rS2KdeeWLuGmsfGlMfOxih58VYVfxe", "a"],
    django: ["pbkdf2_sha1$10000$seasalt$91JiNKgwADC8j2j86Ije/cc4vfQ=", "letmein"],
    md5: [`$md5$none$$${createHash("md5").update("pw").digest("hex")}`, "pw"],
  };

  it("are verified in the workers, and always due for rehashing; native hashes at the pool's cost are not", async () => {
    for (const [stored, password] of Object.values(FOREIGN)) {
      expect(await pool.verify(stored, password)).toBe(true);
      expect(await pool.verify(stored, `${password}-wrong`)).toBe(false);
      expect(pool.needsRehash(stored)).toBe(true);
    }
    expect(pool.needsRehash(await pool.hash("pw"))).toBe(false);
    expect(pool.needsRehash("not-a-hash")).toBe(false);
  });

  it("cost at least a native derive, like a native hash or an unknown account (a hash at the pool's cost)", async () => {
    const native = await pool.hash("pw");
    // The CPU this process spends on a verify (its workers' threads included), not the wall clock:
    // on a machine loaded by other suites the wall clock measured waiting for a core, and an MD5
    // path that derived as long as scrypt once took under a quarter of the native one's time.
    const median = async (job: () => Promise<unknown>) => {
      const costs: number[] = [];
      for (let i = 0; i < 5; i++) {
        const before = process.cpuUsage();
        await job();
        const spent = process.cpuUsage(before);
        costs.push(spent.user + spent.system);
      }
      return costs.sort((a, b) => a - b)[2]!;
    };
    const nativeCost = await median(() => pool.verify(native, "pw"));
    const [md5Hash] = FOREIGN.md5!;
    // An MD5 alone costs microseconds; with the equalizing derive, as much as scrypt. A quarter of a
    // native derive is still thousands of MD5s.
    expect(await median(() => pool.verify(md5Hash, "pw"))).toBeGreaterThan(nativeCost * 0.25);
    expect(await median(() => pool.verify("not-a-hash", "pw"))).toBeGreaterThan(nativeCost * 0.25);
  });
});

/** The nice value of each thread of this process (Linux: field 19 of /proc/self/task/<tid>/stat). */
function threadNiceValues(): number[] {
  return readdirSync("/proc/self/task").map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis are fixed.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[16]);
  });
}

describe("hash workers run below the event loop", () => {
  it("each worker lowers its own thread to the nice value it is given, and the main thread keeps its own", async () => {
    const mainThreadNice = () => Number(readFileSync("/proc/self/stat", "utf8").split(") ")[1]!.split(" ")[16]);
    const mainBefore = mainThreadNice();
    const before = threadNiceValues().filter((nice) => nice === 7).length;
    const lowered = new PasswordHashPool(3, 7);
    try {
      // A job answered means the worker started (it lowers itself before taking jobs).
      await Promise.all([lowered.hash("a"), lowered.hash("b"), lowered.hash("c")]);
      expect(threadNiceValues().filter((nice) => nice === 7).length - before).toBe(3);
      expect(mainThreadNice()).toBe(mainBefore);
    } finally {
      await lowered.close();
    }
  });
});
