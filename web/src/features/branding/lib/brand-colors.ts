import { blend, contrastRatio } from "../../../app/contrast";
import { i18n } from "../../../i18n/i18n";
import type { ColorScheme, ResolvedBrand } from "./brand";

/**
 * The colours a primary colour gives a page, worked out in the browser while the seller types
 * (the live preview and its warning), by the same WCAG 2.x rules as the server: its answer after
 * saving is the one pages use.
 */

/** WCAG AA for normal text (success criterion 1.4.3). */
const AA_TEXT = 4.5;
/** The pages the server checks shades against: white, and a dark body. */
const LIGHT_PAGE = "#ffffff";
const DARK_PAGE = "#242424";
const WHITE = "#ffffff";
const BLACK = "#000000";

export type PrimaryColors = Pick<ResolvedBrand, "primaryTextColor" | "primaryOnLight" | "primaryOnDark" | "warnings">;

/** White or black, whichever contrasts more with `background` (one of them always reaches 4.5:1). */
function textColorOn(background: string): "#ffffff" | "#000000" {
  return contrastRatio(WHITE, background) >= contrastRatio(BLACK, background) ? WHITE : BLACK;
}

/** `color` mixed toward `extreme` a hundredth at a time until it reads at AA on `page`. */
function readableShade(color: string, page: string, extreme: string): string {
  if (contrastRatio(color, page) >= AA_TEXT) return color;
  for (let step = 1; step <= 100; step++) {
    const mixed = blend(extreme, color, step / 100);
    if (contrastRatio(mixed, page) >= AA_TEXT) return mixed;
  }
  return extreme;
}

/** `primaryColor` is `#rrggbb`; the warnings name each page the scheme shows where links had to change shade. */
export function primaryColors(primaryColor: string, colorScheme: ColorScheme): PrimaryColors {
  const color = primaryColor.toLowerCase();
  const primaryOnLight = readableShade(color, LIGHT_PAGE, BLACK);
  const primaryOnDark = readableShade(color, DARK_PAGE, WHITE);
  const warnings: string[] = [];
  if (colorScheme !== "dark" && primaryOnLight !== color)
    warnings.push(i18n.t("branding:contrast.lightPage", { shade: primaryOnLight }));
  if (colorScheme !== "light" && primaryOnDark !== color)
    warnings.push(i18n.t("branding:contrast.darkPage", { shade: primaryOnDark }));
  return { primaryTextColor: textColorOn(color), primaryOnLight, primaryOnDark, warnings };
}
