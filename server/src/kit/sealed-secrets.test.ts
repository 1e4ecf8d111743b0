import { describe, expect, it } from "vitest";
import { secretBox } from "./sealed-secrets.ts";

const SECRET = "a-test-auth-secret-of-at-least-32-characters";

describe("secretBox", () => {
  it("opens what it sealed; the stored form holds nothing of the text and differs every time", () => {
    const box = secretBox(SECRET, "stripe");
    const first = box.seal("sk_test_abcdef123456");
    const second = box.seal("sk_test_abcdef123456");
    expect(first).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(first).not.toContain("abcdef");
    expect(first).not.toBe(second);
    expect(box.open(first)).toBe("sk_test_abcdef123456");
    expect(box.open(second)).toBe("sk_test_abcdef123456");
  });

  it("refuses another purpose's key, another AUTH_SECRET and an altered value", () => {
    const sealed = secretBox(SECRET, "stripe").seal("whsec_0123456789");
    expect(() => secretBox(SECRET, "other").open(sealed)).toThrow();
    expect(() => secretBox(`${SECRET}-changed`, "stripe").open(sealed)).toThrow();
    const [version, iv, tag, body] = sealed.split(".");
    const flipped = `${body?.[0] === "A" ? "B" : "A"}${body?.slice(1)}`;
    expect(() => secretBox(SECRET, "stripe").open([version, iv, tag, flipped].join("."))).toThrow();
    expect(() => secretBox(SECRET, "stripe").open("plain text")).toThrow("not a sealed secret");
  });
});
