/**
 * WCAG 2.x contrast arithmetic for a brand's primary colour: which text reads on it, and which
 * shade of it reads as text on a light or a dark page. Every colour is `#rrggbb`; every check is
 * made on the rounded hex that is handed out, so a colour said to pass does pass.
 */

/** WCAG AA for normal text (success criterion 1.4.3). */
export const AA_TEXT_CONTRAST = 4.5;
/** The light page: plain white. */
export const LIGHT_PAGE = "#ffffff";
/** The dark page: Mantine 8's dark body (dark[7]), what a branded dark checkout or portal shows. */
export const DARK_PAGE = "#242424";

const WHITE = "#ffffff";
const BLACK = "#000000";

type Rgb = readonly [number, number, number];

const channels = (hex: string): Rgb => {
  const value = hex.slice(1);
  const at = (start: number) => Number.parseInt(value.slice(start, start + 2), 16);
  return [at(0), at(2), at(4)];
};

const toHex = (rgb: Rgb) =>
  `#${rgb
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;

/** WCAG 2.x relative luminance: each sRGB channel linearised, weighted 0.2126 / 0.7152 / 0.0722. */
export function relativeLuminance(hex: string): number {
  const linear = (channel: number) => {
    const s = channel / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = channels(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** (L1 + 0.05) / (L2 + 0.05), the lighter colour's luminance over the darker's: 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * White or black, whichever contrasts more with `background`. One of the two always reaches
 * 4.5:1: their ratios multiply to 21, so the larger is at least √21 ≈ 4.58.
 */
export function textColorOn(background: string): "#ffffff" | "#000000" {
  return contrastRatio(WHITE, background) >= contrastRatio(BLACK, background) ? WHITE : BLACK;
}

/**
 * `color` moved step by step toward `extreme` (black to darken, white to lighten) until it reads
 * at AA on `page`; `color` itself when it already does. Mixing toward black or white keeps the
 * hue, and the extreme itself always reads on the pages used here.
 */
function readableShade(color: string, page: string, extreme: string): string {
  if (contrastRatio(color, page) >= AA_TEXT_CONTRAST) return color;
  const [from, to] = [channels(color), channels(extreme)];
  const toward = (i: 0 | 1 | 2, t: number) => from[i] + (to[i] - from[i]) * t;
  for (let step = 1; step <= 100; step++) {
    const t = step / 100;
    const mixed = toHex([toward(0, t), toward(1, t), toward(2, t)]);
    if (contrastRatio(mixed, page) >= AA_TEXT_CONTRAST) return mixed;
  }
  return extreme;
}

export type ColorScheme = "light" | "dark" | "auto";

export type PrimaryColors = {
  primaryColor: string;
  primaryTextColor: "#ffffff" | "#000000";
  primaryOnLight: string;
  primaryOnDark: string;
  warnings: string[];
};

/**
 * The colours pages and mails derive from a primary colour, and what the brand editor should
 * say about it: a warning for each page the scheme shows where the colour had to be adjusted.
 */
export function primaryColors(primaryColor: string, colorScheme: ColorScheme): PrimaryColors {
  const primaryOnLight = readableShade(primaryColor, LIGHT_PAGE, BLACK);
  const primaryOnDark = readableShade(primaryColor, DARK_PAGE, WHITE);
  const warnings: string[] = [];
  if (colorScheme !== "dark" && primaryOnLight !== primaryColor)
    warnings.push(
      `The primary colour has too little contrast on a light page; links use a darker shade (${primaryOnLight})`,
    );
  if (colorScheme !== "light" && primaryOnDark !== primaryColor)
    warnings.push(
      `The primary colour has too little contrast on a dark page; links use a lighter shade (${primaryOnDark})`,
    );
  return { primaryColor, primaryTextColor: textColorOn(primaryColor), primaryOnLight, primaryOnDark, warnings };
}
