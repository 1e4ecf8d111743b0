/**
 * An organization's brand (one row once it sets anything; null columns take the instance's
 * default) and the images its owners and admins uploaded for it. Times as ISO-8601 UTC text.
 */
export type OrganizationBrandingTable = {
  organization_id: string;
  display_name: string | null;
  logo_url: string | null;
  icon_url: string | null;
  /** `#rrggbb`, lower case. */
  primary_color: string | null;
  /** "light" | "dark" | "auto". */
  color_scheme: string | null;
  support_email: string | null;
  support_url: string | null;
  updated_at: string;
};

/** An uploaded logo or icon: its bytes are in the file store under `brandAssetKey`. */
export type BrandAssetTable = {
  id: string;
  organization_id: string;
  /** "logo" | "icon": what it was uploaded as. */
  kind: string;
  /** The type its bytes were recognised as: image/png, image/jpeg or image/webp. */
  content_type: string;
  size: number;
  created_at: string;
};

export type BrandingTables = {
  organization_branding: OrganizationBrandingTable;
  brand_asset: BrandAssetTable;
};
