import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";
import { instanceBrand } from "./instance.ts";

/** The instance's brand from the BRAND_* settings: the defaults, the values, and refusals at start-up. */

const base = { AUTH_SECRET: "a-secret-of-at-least-thirty-two-characters" };
const brandOf = (env: Record<string, string>) => instanceBrand(loadConfig({ ...base, ...env }));

describe("BRAND_* settings", () => {
  it("unset: Gatehouse's name and the web app's primary colour, scheme auto, nothing else", () => {
    expect(brandOf({})).toEqual({
      name: "Gatehouse",
      logoUrl: null,
      iconUrl: null,
      primaryColor: "#3b5bdb",
      colorScheme: "auto",
      supportEmail: null,
      supportUrl: null,
    });
  });

  it("set: every value, the colour in lower case", () => {
    expect(
      brandOf({
        BRAND_NAME: " Acme ",
        BRAND_LOGO_URL: "https://cdn.acme.example/logo.png",
        BRAND_ICON_URL: "https://cdn.acme.example/icon.png",
        BRAND_PRIMARY_COLOR: "#AA3300",
        BRAND_COLOR_SCHEME: "dark",
        BRAND_SUPPORT_EMAIL: "help@acme.example",
        BRAND_SUPPORT_URL: "https://acme.example/help",
      }),
    ).toEqual({
      name: "Acme",
      logoUrl: "https://cdn.acme.example/logo.png",
      iconUrl: "https://cdn.acme.example/icon.png",
      primaryColor: "#aa3300",
      colorScheme: "dark",
      supportEmail: "help@acme.example",
      supportUrl: "https://acme.example/help",
    });
  });

  it.each([
    ["BRAND_PRIMARY_COLOR", "indigo"],
    ["BRAND_PRIMARY_COLOR", "#abc"],
    ["BRAND_COLOR_SCHEME", "sepia"],
    ["BRAND_SUPPORT_EMAIL", "nobody"],
    ["BRAND_SUPPORT_URL", "ftp://acme.example"],
    ["BRAND_LOGO_URL", "javascript:alert(1)"],
    ["BRAND_NAME", "x".repeat(81)],
  ])("%s=%s stops start-up, naming the setting", (name, value) => {
    expect(() => brandOf({ [name]: value })).toThrow(ConfigError);
    expect(() => brandOf({ [name]: value })).toThrow(name);
  });

  it("in production an image over plain http is refused, except on loopback", () => {
    const production = { NODE_ENV: "production" };
    expect(() => brandOf({ ...production, BRAND_LOGO_URL: "http://cdn.acme.example/logo.png" })).toThrow(
      "BRAND_LOGO_URL: must be an https URL in production",
    );
    expect(() => brandOf({ ...production, BRAND_ICON_URL: "http://cdn.acme.example/icon.png" })).toThrow(
      "BRAND_ICON_URL",
    );
    expect(brandOf({ ...production, BRAND_LOGO_URL: "http://127.0.0.1:3000/logo.png" }).logoUrl).toBe(
      "http://127.0.0.1:3000/logo.png",
    );
    expect(brandOf({ BRAND_LOGO_URL: "http://cdn.acme.example/logo.png" }).logoUrl).toBe(
      "http://cdn.acme.example/logo.png",
    );
  });
});
