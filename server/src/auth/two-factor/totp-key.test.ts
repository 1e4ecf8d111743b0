import { symmetricDecrypt } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { importedTotpRows } from "./imported-totp.ts";
import { decodeBase32Key, normalizeBase32Key, totpMatches } from "./totp-key.ts";

/** RFC 6238 appendix B's SHA-1 seed, "12345678901234567890", in base32. */
const RFC_KEY = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

describe("base32 TOTP keys", () => {
  it("decodes RFC 4648 base32 in any case, grouped, with or without padding", () => {
    expect(decodeBase32Key(RFC_KEY).toString()).toBe("12345678901234567890");
    expect(decodeBase32Key("gezd gnbv gy3t qojq gezd gnbv gy3t qojq").toString()).toBe("12345678901234567890");
    // RFC 4648's own vector: "foobarbaz1" (10 bytes, the shortest key taken).
    expect(decodeBase32Key("MZXW6YTBOJRGC6RR").toString()).toBe("foobarbaz1");
    expect(decodeBase32Key("MZXW6YTBOJRGC6RRGE======").toString()).toBe("foobarbaz11");
    expect(normalizeBase32Key("mzxw-6ytb ojrg-c6rr ge==")).toBe("MZXW6YTBOJRGC6RRGE");
  });

  it("refuses what is not a usable key, saying why", () => {
    expect(() => decodeBase32Key("")).toThrow("TOTP key is empty");
    expect(() => decodeBase32Key("JBSWY3DPEHPK3PX1")).toThrow('TOTP key is not base32: it holds "1"');
    expect(() => decodeBase32Key("JBSWY3DPEHPK3PXPA")).toThrow("its length is impossible");
    expect(() => decodeBase32Key("JBSWY3DP")).toThrow("TOTP key is too short: 40 bits");
    expect(() => decodeBase32Key("A".repeat(240))).toThrow("TOTP key is too long");
  });

  it("computes RFC 6238's SHA-1 codes (appendix B, last six digits) with one step either side", () => {
    const key = decodeBase32Key(RFC_KEY);
    const vectors: [number, string][] = [
      [59, "287082"],
      [1111111109, "081804"],
      [1111111111, "050471"],
      [1234567890, "005924"],
      [2000000000, "279037"],
      [20000000000, "353130"],
    ];
    for (const [seconds, code] of vectors) expect(totpMatches(key, code, seconds * 1000)).toBe(true);
    expect(totpMatches(key, "287082", 59_000 + 30_000)).toBe(true);
    expect(totpMatches(key, "287082", 59_000 + 60_000)).toBe(false);
    expect(totpMatches(key, "287083", 59_000)).toBe(false);
    expect(totpMatches(key, "", 59_000)).toBe(false);
    expect(totpMatches(key, "2870820", 59_000)).toBe(false);
  });
});

describe("importedTotpRows", () => {
  const authSecret = "a-test-auth-secret-that-is-long-enough-0123";

  it("writes the plugin's row (fresh secret, ten backup codes, verified) and the imported key, encrypted", async () => {
    const rows = await importedTotpRows(authSecret, "user-1", "jbsw y3dp ehpk 3pxp");
    expect(rows.twoFactor).toMatchObject({ userId: "user-1", verified: 1 });
    const secret = await symmetricDecrypt({ key: authSecret, data: rows.twoFactor.secret });
    expect(secret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const codes: unknown = JSON.parse(await symmetricDecrypt({ key: authSecret, data: rows.twoFactor.backupCodes }));
    expect(codes).toHaveLength(10);
    for (const code of codes as string[]) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    expect(rows.importedTotp.user_id).toBe("user-1");
    expect(await symmetricDecrypt({ key: authSecret, data: rows.importedTotp.secret })).toBe("JBSWY3DPEHPK3PXP");
    expect(rows.importedTotp.secret).not.toContain("JBSWY3DPEHPK3PXP");
  });

  it("throws a clear error for a key that is not base32", async () => {
    await expect(importedTotpRows(authSecret, "user-1", "not a key!")).rejects.toThrow("TOTP key is not base32");
  });
});
