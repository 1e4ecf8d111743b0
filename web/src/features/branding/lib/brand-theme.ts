import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultVariantColorsResolver,
  getCSSColorVariables,
  type MantineColorsTuple,
  type MantineThemeOverride,
  mergeMantineTheme,
} from "@mantine/core";
import { blend, contrastRatio, readableColor } from "../../../app/contrast";
import type { ResolvedBrand } from "./brand";

/**
 * A resolved brand as Mantine theme and CSS variables: the brand's colour is the primary colour
 * (filled buttons, checkboxes, focus), its readable shades colour links and text, and the text on
 * filled buttons is the brand's `primaryTextColor`.
 */

/** The palette's name in the theme. */
const BRAND = "brand";
/** The shade this app fills buttons with (app/theme.ts): the brand's own colour sits there. */
const FILLED_SHADE = 8;
const WHITE = "#ffffff";
const BLACK = "#000000";
const { gray, dark } = DEFAULT_THEME.colors;
/** WCAG AA for normal text. */
const AA_TEXT = 4.5;

/** Ten shades, lightest first: tints toward white, the colour itself at the filled shade, one darker. */
function brandPalette(primary: string): MantineColorsTuple {
  const tint = (share: number) => blend(primary, WHITE, share);
  return [
    tint(0.1),
    tint(0.2),
    tint(0.32),
    tint(0.44),
    tint(0.56),
    tint(0.68),
    tint(0.8),
    tint(0.9),
    primary,
    blend(BLACK, primary, 0.15),
  ];
}

/** `color` when it reads at AA on every background, else the first shade toward `extreme` that does. */
function readableOn(color: string, backgrounds: readonly string[], extreme: string): string {
  return backgrounds.every((background) => contrastRatio(color, background) >= AA_TEXT)
    ? color
    : readableColor([color], backgrounds, extreme);
}

interface PageColors {
  page: string;
  text: string;
  /** Links and focus rings. */
  link: string;
}

type BrandColors = Pick<ResolvedBrand, "primaryOnLight" | "primaryOnDark">;

/**
 * The body, its text and the brand's link colour on a light or a dark page. The server's shades are
 * checked against these same bodies; checking again here keeps a brand saved under an older rule
 * readable.
 */
export function pageColors(brand: BrandColors, scheme: "light" | "dark"): PageColors {
  return scheme === "light"
    ? { page: WHITE, text: BLACK, link: readableOn(brand.primaryOnLight, [WHITE], BLACK) }
    : { page: dark[7], text: dark[0], link: readableOn(brand.primaryOnDark, [dark[7]], WHITE) };
}

/** The theme of a branded page: the brand's palette as primary colour, its text colour on filled buttons. */
export function brandTheme(brand: ResolvedBrand): MantineThemeOverride {
  return {
    primaryColor: BRAND,
    primaryShade: { light: FILLED_SHADE, dark: FILLED_SHADE },
    colors: { [BRAND]: brandPalette(brand.primaryColor) },
    variantColorResolver: (input) => {
      const resolved = defaultVariantColorsResolver(input);
      return input.variant === "filled" && input.color === BRAND
        ? { ...resolved, color: brand.primaryTextColor }
        : resolved;
    },
  };
}

function schemeVariables(brand: ResolvedBrand, scheme: "light" | "dark"): Record<string, string> {
  const palette = brandPalette(brand.primaryColor);
  const theme = mergeMantineTheme(DEFAULT_THEME, brandTheme(brand));
  const { link } = pageColors(brand, scheme);
  // Text in the brand's colour also sits on its tinted (light variant) background.
  const text =
    scheme === "light"
      ? readableOn(brand.primaryOnLight, [WHITE, gray[0], gray[1], blend(brand.primaryColor, WHITE, 0.1)], BLACK)
      : readableOn(brand.primaryOnDark, [dark[7], dark[6], blend(palette[6], dark[7], 0.15)], WHITE);
  // Hovering moves away from the text colour, so the text keeps (and gains) contrast.
  const hover = blend(brand.primaryTextColor === WHITE ? BLACK : WHITE, brand.primaryColor, 0.15);
  const primary: Record<string, string> = {};
  for (const suffix of ["filled", "filled-hover", "light", "light-hover", "light-color", ...palette.keys()])
    primary[`--mantine-primary-color-${suffix}`] = `var(--mantine-color-${BRAND}-${suffix})`;
  return {
    ...getCSSColorVariables({ theme, color: BRAND, colorScheme: scheme }),
    ...primary,
    [`--mantine-color-${BRAND}-filled-hover`]: hover,
    [`--mantine-color-${BRAND}-text`]: text,
    [`--mantine-color-${BRAND}-light-color`]: text,
    [`--mantine-color-${BRAND}-outline`]: text,
    "--mantine-primary-color-contrast": brand.primaryTextColor,
    "--mantine-color-anchor": link,
    "--brand-focus": link,
  };
}

/**
 * The brand's CSS variables for the whole page (modals and menus render outside any wrapper),
 * above Mantine's own: the selector is doubled so it wins whatever the order of the style tags.
 * Focus rings and focused inputs take the readable shade, never a colour that may vanish on the page.
 */
export function brandCss(brand: ResolvedBrand): string {
  const root = ":root:root";
  const variables = convertCssVariables(
    { variables: {}, light: schemeVariables(brand, "light"), dark: schemeVariables(brand, "dark") },
    root,
  );
  const focus = `${root} .mantine-focus-auto:focus-visible, ${root} .mantine-focus-always:focus { outline-color: var(--brand-focus); }
${root} .mantine-Input-input:not([data-variant="unstyled"]) { --input-bd-focus: var(--brand-focus); }`;
  return `${variables}\n${focus}`;
}
