import { MantineThemeProvider } from "@mantine/core";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { useResolvedBrand } from "../hooks/use-resolved-brand";
import { type BrandSource, isHexColor, type ResolvedBrand } from "../lib/brand";
import { brandCss, brandTheme } from "../lib/brand-theme";
import { useForcedColorScheme } from "../lib/use-forced-color-scheme";

interface BrandState {
  brand: ResolvedBrand | null;
  /** Asked for and on its way: what would change with it waits. */
  pending: boolean;
}

const BrandContext = createContext<BrandState>({ brand: null, pending: false });

/** The brand applied to the page around, or null (none asked for, still loading, or unavailable). */
export function useBrand(): ResolvedBrand | null {
  return useContext(BrandContext).brand;
}

export function useBrandPending(): boolean {
  return useContext(BrandContext).pending;
}

/**
 * Holds `children` out of sight (their requests already under way) while the brand is on its way,
 * so a branded page never shows Gatehouse's look first and the seller's a moment later.
 */
export function BrandReady({ children }: { children: ReactNode }) {
  const pending = useBrandPending();
  return (
    <div style={pending ? { visibility: "hidden" } : undefined} aria-busy={pending || undefined}>
      {children}
    </div>
  );
}

/** Only colours the server vouched for reach the page's CSS. */
const hasUsableColors = (brand: ResolvedBrand) =>
  [brand.primaryColor, brand.primaryTextColor, brand.primaryOnLight, brand.primaryOnDark].every(isHexColor);

const UNBRANDED = {};

interface BrandProviderProps {
  /** Whose brand; null while not known (the page itself is still loading). */
  source: BrandSource | null;
  /**
   * Whether the brand's light or dark scheme overrides the person's: on the seller's own pages,
   * not inside Gatehouse's layout, whose header keeps its scheme toggle.
   */
  applyColorScheme?: boolean;
  children: ReactNode;
}

/**
 * Fetches a seller's resolved brand and applies it to the page: the theme's primary colour (a
 * palette built from it), the text colour on filled buttons, link colours, the colour scheme;
 * `useBrand` gives the rest (logo, name, support) to the page's header and footer. If it cannot be
 * fetched, the page keeps Gatehouse's look.
 */
export function BrandProvider({ source, applyColorScheme = true, children }: BrandProviderProps) {
  const query = useResolvedBrand(source);
  const brand = query.data ?? null;
  const colored = brand && hasUsableColors(brand) ? brand : null;
  const theme = useMemo(() => (colored ? brandTheme(colored) : UNBRANDED), [colored]);
  const css = useMemo(() => (colored ? brandCss(colored) : null), [colored]);
  useForcedColorScheme(applyColorScheme && brand ? brand.colorScheme : "auto");
  const pending = source !== null && query.isPending;
  const state = useMemo(() => ({ brand, pending }), [brand, pending]);
  return (
    <BrandContext.Provider value={state}>
      <MantineThemeProvider theme={theme}>
        {css && <style data-brand-styles="">{css}</style>}
        {children}
      </MantineThemeProvider>
    </BrandContext.Provider>
  );
}
