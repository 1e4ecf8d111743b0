// WCAG 2.2 contrast arithmetic for the theme (theme.ts): which shade of a palette, or how much
// darker or lighter than its last shade, a text color must be to stay readable on a background.

/** WCAG's threshold for normal text (1.4.3), with a margin for antialiasing and rounding. */
export const READABLE_CONTRAST = 4.6;

type Rgb = readonly [number, number, number];

const channels = (hex: string): Rgb => {
  const value = hex.replace("#", "");
  const at = (start: number) => Number.parseInt(value.slice(start, start + 2), 16);
  return [at(0), at(2), at(4)];
};

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

/** `top` painted at `opacity` over `bottom` (how an alpha background looks). */
export function blend(top: string, bottom: string, opacity: number): string {
  const [a, b] = [channels(top), channels(bottom)];
  const mix = (i: 0 | 1 | 2) => a[i] * opacity + b[i] * (1 - opacity);
  return toHex([mix(0), mix(1), mix(2)]);
}

function relativeLuminance(hex: string): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = channels(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * The first of `candidates` readable on every one of `backgrounds`; past the last, that one mixed
 * step by step toward `extreme` (black on light backgrounds, white on dark) until it is.
 */
export function readableColor(candidates: readonly string[], backgrounds: readonly string[], extreme: string): string {
  const readable = (color: string) => backgrounds.every((bg) => contrastRatio(color, bg) >= READABLE_CONTRAST);
  const found = candidates.find(readable);
  if (found) return found;
  const last = candidates.at(-1) ?? extreme;
  for (let step = 1; step <= 20; step++) {
    const mixed = blend(extreme, last, step / 20);
    if (readable(mixed)) return mixed;
  }
  return extreme;
}
