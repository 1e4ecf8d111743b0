import { describe, expect, it } from "vitest";
import { corsPolicy, corsResponseHeaders } from "./cors.ts";

const policy = corsPolicy("https://auth.example.com/", ["https://app.example.com", "*.example.com", "not a url"]);

const asObject = (list: string[]) =>
  Object.fromEntries(Array.from({ length: list.length / 2 }, (_, i) => [list[2 * i], list[2 * i + 1]]));

describe("corsPolicy", () => {
  it("allows BASE_URL's origin and each trusted origin, exactly; host patterns and non-URLs allow nothing", () => {
    expect(policy.allows("https://auth.example.com")).toBe(true);
    expect(policy.allows("https://app.example.com")).toBe(true);
    for (const origin of [
      "https://other.example.com",
      "http://app.example.com",
      "https://app.example.com:8443",
      "https://app.example.com/",
      "null",
      "",
      undefined,
      null,
    ])
      expect(policy.allows(origin), String(origin)).toBe(false);
  });
});

describe("corsResponseHeaders", () => {
  it("adds Origin to a Vary the answer has, and its names to the headers the answer exposes, once each", () => {
    const headers = asObject(
      corsResponseHeaders(policy, "https://app.example.com", {
        vary: "Accept-Encoding, origin",
        exposed: "ETag, Set-Auth-JWT",
      }),
    );
    expect(headers).toEqual({
      vary: "Accept-Encoding, origin",
      "access-control-allow-origin": "https://app.example.com",
      "access-control-allow-credentials": "true",
      "access-control-expose-headers": "ETag, Set-Auth-JWT, set-auth-token, retry-after, x-retry-after",
    });
  });

  it("another origin: Vary only, and what the answer exposed itself left as it was", () => {
    expect(asObject(corsResponseHeaders(policy, "https://evil.example", { exposed: "set-auth-jwt" }))).toEqual({
      vary: "Origin",
      "access-control-expose-headers": "set-auth-jwt",
    });
    expect(asObject(corsResponseHeaders(policy, undefined))).toEqual({ vary: "Origin" });
  });
});
