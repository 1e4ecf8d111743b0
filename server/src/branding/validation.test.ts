import { describe, expect, it } from "vitest";
import { brandingPatch } from "./validation.ts";

/** Which image addresses an update takes in production (no plain http off loopback) and outside it. */

const codeOf = (run: () => unknown) => {
  try {
    run();
    return null;
  } catch (error) {
    return (error as { body?: { code?: string } }).body?.code ?? null;
  }
};

describe("image addresses", () => {
  it("in production: https, an uploaded image's path, or plain http on loopback only", () => {
    const production = (logoUrl: string) => () => brandingPatch({ logoUrl }, false);
    expect(brandingPatch({ logoUrl: "https://cdn.example/logo.png" }, false)).toEqual({
      logoUrl: "https://cdn.example/logo.png",
    });
    const uploaded = `/api/auth/brand-assets/${crypto.randomUUID()}`;
    expect(brandingPatch({ iconUrl: uploaded }, false)).toEqual({ iconUrl: uploaded });
    for (const loopback of ["http://localhost:3000/logo.png", "http://127.0.0.1/logo.png", "http://[::1]/logo.png"])
      expect(brandingPatch({ logoUrl: loopback }, false)).toEqual({ logoUrl: loopback });
    expect(codeOf(production("http://cdn.example/logo.png"))).toBe("INVALID_LOGO_URL");
    expect(codeOf(() => brandingPatch({ iconUrl: "http://cdn.example/icon.png" }, false))).toBe("INVALID_ICON_URL");
  });

  it("outside production: plain http anywhere too", () => {
    expect(brandingPatch({ logoUrl: "http://cdn.example/logo.png" }, true)).toEqual({
      logoUrl: "http://cdn.example/logo.png",
    });
  });

  it("an uploaded image's path must be exactly one, with a well-formed id", () => {
    for (const path of [
      "/api/auth/brand-assets/",
      "/api/auth/brand-assets/../../secret",
      `/api/auth/brand-assets/${crypto.randomUUID()}/x`,
      `//evil.example/api/auth/brand-assets/${crypto.randomUUID()}`,
    ])
      expect(codeOf(() => brandingPatch({ logoUrl: path }, true))).toBe("INVALID_LOGO_URL");
  });
});

describe("a patch", () => {
  it("sets only the fields named: a value checked and normalised, null to clear", () => {
    expect(brandingPatch({ displayName: "  Acme  ", primaryColor: "#AABBCC", supportUrl: null }, false)).toEqual({
      displayName: "Acme",
      primaryColor: "#aabbcc",
      supportUrl: null,
    });
    expect(brandingPatch({}, false)).toEqual({});
  });

  it("names the first refused field in the form's order", () => {
    expect(codeOf(() => brandingPatch({ supportUrl: "nope", displayName: "" }, false))).toBe("INVALID_DISPLAY_NAME");
    expect(codeOf(() => brandingPatch({ supportUrl: "nope", colorScheme: "sepia" }, false))).toBe(
      "INVALID_COLOR_SCHEME",
    );
  });
});
