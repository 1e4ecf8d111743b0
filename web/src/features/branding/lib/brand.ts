import type {
  BrandingSettings,
  BrandingView,
  ResolvedBrand,
  UploadKind,
} from "../../../../../server/src/branding/schemas.ts";

/**
 * A seller's brand, in the server's own types: what an organization stored (null leaves a field to
 * the instance's default), and the resolved brand pages apply — the stored fields over the
 * instance's, with the colours derived from the primary colour (text on it, and its shades that
 * read as text on a light and on a dark page).
 */
export type { BrandingSettings, ResolvedBrand };
export type OrganizationBranding = BrandingView;
export type ColorScheme = ResolvedBrand["colorScheme"];
export type BrandImageKind = UploadKind;

/** Whose brand a page shows: one of these, or none of them for the instance's. */
export interface BrandSource {
  organizationId?: string;
  organizationSlug?: string;
  clientId?: string;
}

export const isHexColor = (value: string): boolean => /^#[0-9a-f]{6}$/i.test(value);
