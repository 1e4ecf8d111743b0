import { describe, expect, it } from "vitest";
import {
  AA_TEXT_CONTRAST,
  contrastRatio,
  DARK_PAGE,
  LIGHT_PAGE,
  primaryColors,
  relativeLuminance,
  textColorOn,
} from "./contrast.ts";

/** WCAG 2.x relative luminance and contrast, and what a brand derives from its primary colour. */

describe("WCAG arithmetic", () => {
  it("relative luminance: black 0, white 1, and the channel weights", () => {
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#ffffff")).toBeCloseTo(1, 10);
    expect(relativeLuminance("#ff0000")).toBeCloseTo(0.2126, 4);
    expect(relativeLuminance("#00ff00")).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance("#0000ff")).toBeCloseTo(0.0722, 4);
    // sRGB 0x80 linearises to 0.2159.
    expect(relativeLuminance("#808080")).toBeCloseTo(0.2159, 4);
  });

  it("contrast ratio: 21 for black on white, 1 for a colour on itself, symmetric", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 10);
    expect(contrastRatio("#3b5bdb", "#3b5bdb")).toBe(1);
    expect(contrastRatio("#ffffff", "#767676")).toBeCloseTo(contrastRatio("#767676", "#ffffff"), 12);
    // #767676 is the lightest grey that passes AA on white (4.54:1).
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });
});

/** Mid greys around the white/black crossover, the pure colours, and the extremes. */
const COLOURS = [
  "#777777",
  "#808080",
  "#858585",
  "#8a8a8a",
  "#959595",
  "#ffff00",
  "#0000ff",
  "#ffffff",
  "#000000",
  "#ff0000",
  "#00ff00",
  "#3b5bdb",
  "#2f9e44",
  "#1a1b1e",
];

describe("colours derived from a primary colour", () => {
  it.each(COLOURS)("%s: every derived colour reads at AA where it is used", (colour) => {
    const derived = primaryColors(colour, "auto");
    expect(derived.primaryColor).toBe(colour);
    expect(contrastRatio(derived.primaryTextColor, colour)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio(derived.primaryOnLight, LIGHT_PAGE)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio(derived.primaryOnDark, DARK_PAGE)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    for (const shade of [derived.primaryOnLight, derived.primaryOnDark]) expect(shade).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("text on the colour is whichever of white and black contrasts more", () => {
    expect(textColorOn("#ffff00")).toBe("#000000");
    expect(textColorOn("#0000ff")).toBe("#ffffff");
    expect(textColorOn("#ffffff")).toBe("#000000");
    expect(textColorOn("#000000")).toBe("#ffffff");
    expect(textColorOn("#808080")).toBe("#000000");
    expect(textColorOn("#3b5bdb")).toBe("#ffffff");
  });

  it("pure yellow: darkened for light pages, kept for dark ones, with one warning", () => {
    const yellow = primaryColors("#ffff00", "auto");
    expect(yellow.primaryOnDark).toBe("#ffff00");
    expect(yellow.primaryOnLight).not.toBe("#ffff00");
    // Darkened toward black: the hue stays (red and green equal, no blue).
    const [r, g, b] = [1, 3, 5].map((at) => yellow.primaryOnLight.slice(at, at + 2));
    expect(r).toBe(g);
    expect(b).toBe("00");
    expect(yellow.warnings).toEqual([
      `The primary colour has too little contrast on a light page; links use a darker shade (${yellow.primaryOnLight})`,
    ]);
  });

  it("pure blue: kept for light pages, lightened for dark ones", () => {
    const blue = primaryColors("#0000ff", "auto");
    expect(blue.primaryOnLight).toBe("#0000ff");
    expect(blue.primaryOnDark).not.toBe("#0000ff");
    expect(blue.warnings).toEqual([expect.stringContaining("too little contrast on a dark page")]);
  });

  it("white and black: each is moved for the page it disappears on, to the nearest shade that reads", () => {
    const white = primaryColors("#ffffff", "auto");
    expect(white.primaryOnDark).toBe("#ffffff");
    expect(contrastRatio(white.primaryOnLight, LIGHT_PAGE)).toBeLessThan(5);
    const black = primaryColors("#000000", "auto");
    expect(black.primaryOnLight).toBe("#000000");
    expect(contrastRatio(black.primaryOnDark, DARK_PAGE)).toBeLessThan(5);
  });

  it("warns only about the pages the colour scheme shows", () => {
    expect(primaryColors("#ffff00", "dark").warnings).toEqual([]);
    expect(primaryColors("#0000ff", "light").warnings).toEqual([]);
    expect(primaryColors("#808080", "auto").warnings).toHaveLength(2);
    expect(primaryColors("#3b5bdb", "light").warnings).toEqual([]);
  });
});
