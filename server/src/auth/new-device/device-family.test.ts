import { describe, expect, it } from "vitest";
import { networkOf } from "./network.ts";
import { userAgentFamily } from "./user-agent.ts";

describe("the browser and system of a user agent", () => {
  it.each([
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0", "Firefox", "Windows"],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
      "Edge",
      "Windows",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      "Safari",
      "iOS",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
      "Chrome",
      "Android",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
      "Safari",
      "macOS",
    ],
    ["curl/8.5.0", "curl", "Unknown"],
  ])("%s", (userAgent, browser, os) => {
    expect(userAgentFamily(userAgent)).toEqual({ browser, os });
  });

  it("names nothing for a missing user agent", () => {
    expect(userAgentFamily(null)).toEqual({ browser: "Unknown", os: "Unknown" });
  });
});

describe("the network of an address", () => {
  it("is the /24 of an IPv4 address, mapped or not", () => {
    expect(networkOf("203.0.113.77")).toBe("203.0.113.0/24");
    expect(networkOf("::ffff:203.0.113.5")).toBe("203.0.113.0/24");
  });

  it("is the /56 of an IPv6 address, however it is written", () => {
    expect(networkOf("2001:db8:0:ab12::1")).toBe("2001:db8:0:ab00::/56");
    expect(networkOf("2001:0db8:0000:abff:1:2:3:4")).toBe("2001:db8:0:ab00::/56");
    expect(networkOf("2001:db8::1")).toBe("2001:db8:0:0::/56");
  });

  it("keeps what is no address", () => {
    expect(networkOf(null)).toBe("unknown");
    expect(networkOf("unknown")).toBe("unknown");
  });
});
