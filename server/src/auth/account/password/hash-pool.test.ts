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

  it("normalizes to NFKC like better-auth", async () => {
    const composed = "caf\u00e9";
    const decomposed = "cafe\u0301";
    expect(await pool.verify(await pool.hash(composed), decomposed)).toBe(true);
  });

  it("runs many jobs concurrently and rejects a malformed hash without dying", async () => {
    const hashes = await Promise.all(Array.from({ length: 6 }, (_, i) => pool.hash(`pw-${i}`)));
    const checks = await Promise.all(hashes.map((h, i) => pool.verify(h, `pw-${i}`)));
    expect(checks).toEqual([true, true, true, true, true, true]);
    await expect(pool.verify("not-a-hash", "x")).rejects.toThrow("Invalid password hash");
    expect(await pool.verify(hashes[0]!, "pw-0")).toBe(true);
  });
});
