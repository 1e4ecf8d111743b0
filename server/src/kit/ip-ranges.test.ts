import { describe, expect, it } from "vitest";
import { checkIpAllowlist, ipAllowed, normaliseIpRange } from "./ip-ranges.ts";

describe("normaliseIpRange", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    [" 203.0.113.9/32 ", "203.0.113.9"],
    ["203.0.113.77/24", "203.0.113.0/24"],
    ["2001:DB8:0:0:0:0:0:1", "2001:db8::1"],
    ["2001:db8::ffff/32", "2001:db8::/32"],
    ["::ffff:198.51.100.7", "198.51.100.7"],
    ["::ffff:198.51.100.0/120", "198.51.100.0/24"],
    ["0.0.0.0/0", "0.0.0.0/0"],
    ["::/0", "::/0"],
  ])("%s is kept as %s", (entry, normalised) => {
    expect(normaliseIpRange(entry)).toBe(normalised);
  });

  it.each([
    "",
    "example.com",
    "203.0.113.256",
    "203.0.113.9/33",
    "2001:db8::/129",
    "10.0.0.1/8/8",
    "fe80::1%eth0",
    "01.2.3.4",
    "10.0.0.0/x",
  ])("%s is refused", (entry) => {
    expect(normaliseIpRange(entry)).toBeNull();
  });
});

describe("checkIpAllowlist", () => {
  it("names the first bad entry, drops duplicates and caps the length", () => {
    expect(checkIpAllowlist(["10.0.0.1", "nope", "x"])).toMatchObject({ ok: false, entry: "nope", index: 1 });
    expect(checkIpAllowlist(["10.0.0.1", "10.0.0.1/32"])).toEqual({ ok: true, allowlist: ["10.0.0.1"] });
    const many = Array.from({ length: 101 }, (_, i) => `10.0.${i}.0/24`);
    expect(checkIpAllowlist(many)).toMatchObject({ ok: false, reason: "too_many" });
  });
});

describe("ipAllowed", () => {
  const list = ["203.0.113.0/24", "2001:db8::/32", "198.51.100.7"];
  it("allows any address without a list", () => {
    expect(ipAllowed("192.0.2.1", [])).toBe(true);
    expect(ipAllowed("192.0.2.1", null)).toBe(true);
  });
  it("matches IPv4, IPv6 and CIDR ranges", () => {
    expect(ipAllowed("203.0.113.200", list)).toBe(true);
    expect(ipAllowed("198.51.100.7", list)).toBe(true);
    expect(ipAllowed("198.51.100.8", list)).toBe(false);
    expect(ipAllowed("2001:db8:1::5", list)).toBe(true);
    expect(ipAllowed("2001:db9::5", list)).toBe(false);
  });
  it("matches an IPv4-mapped IPv6 address against IPv4 ranges", () => {
    expect(ipAllowed("::ffff:203.0.113.9", list)).toBe(true);
    expect(ipAllowed("::ffff:cb00:7109", list)).toBe(true);
    expect(ipAllowed("::ffff:192.0.2.1", list)).toBe(false);
  });
  it("refuses an address it cannot read", () => {
    expect(ipAllowed("unknown", list)).toBe(false);
    expect(ipAllowed(null, list)).toBe(false);
  });
});
