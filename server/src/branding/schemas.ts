import { z } from "zod";

/** Settings fields, in the order a form shows them (and an update reports the first bad one). */
export const BRANDING_FIELDS = [
  "displayName",
  "logoUrl",
  "iconUrl",
  "primaryColor",
  "colorScheme",
  "supportEmail",
  "supportUrl",
] as const;
export type BrandingField = (typeof BRANDING_FIELDS)[number];

export const COLOR_SCHEMES = ["light", "dark", "auto"] as const;
export const MAX_DISPLAY_NAME_LENGTH = 80;
export const MAX_URL_LENGTH = 2048;
export const MAX_EMAIL_LENGTH = 320;
export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** An organization's own brand as stored: null wherever the instance's default applies. */
export const brandingSettings = z.object({
  displayName: z.string().nullable(),
  logoUrl: z.string().nullable(),
  iconUrl: z.string().nullable(),
  primaryColor: z.string().nullable(),
  colorScheme: z.enum(COLOR_SCHEMES).nullable(),
  supportEmail: z.string().nullable(),
  supportUrl: z.string().nullable(),
});
export type BrandingSettings = z.infer<typeof brandingSettings>;

/** What pages and mails apply: the organization's settings over the instance's, with the colours derived. */
export const resolvedBrand = z.object({
  organizationId: z.string().nullable(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  iconUrl: z.string().nullable(),
  primaryColor: z.string().regex(HEX_COLOR),
  primaryTextColor: z.enum(["#ffffff", "#000000"]),
  primaryOnLight: z.string().regex(HEX_COLOR),
  primaryOnDark: z.string().regex(HEX_COLOR),
  colorScheme: z.enum(COLOR_SCHEMES),
  supportEmail: z.string().nullable(),
  supportUrl: z.string().nullable(),
  warnings: z.array(z.string()),
});
export type ResolvedBrand = z.infer<typeof resolvedBrand>;

/** The answer of the get and update routes. */
export type BrandingView = { settings: BrandingSettings; brand: ResolvedBrand };

/** The organization named, or the session's active one. */
export const brandingQuery = z.object({ organizationId: z.string().min(1).optional() });

/**
 * An update names its organization and any subset of the fields, each null to clear. Values are
 * taken as they come: validation.ts checks each field so a refusal names the field it is about.
 */
const anyValue = z.unknown().optional();
export const brandingUpdateBody = z.object({
  organizationId: z.string().min(1).optional(),
  displayName: anyValue,
  logoUrl: anyValue,
  iconUrl: anyValue,
  primaryColor: anyValue,
  colorScheme: anyValue,
  supportEmail: anyValue,
  supportUrl: anyValue,
});
export type BrandingUpdateBody = z.infer<typeof brandingUpdateBody>;

/** A query value only when it is one string: anything else is as if it were not there. */
const oneString = z.string().min(1).optional().catch(undefined);

/** The public brand's query: none of them, or an unknown one, is the instance's brand. */
export const publicBrandQuery = z.object({
  organizationId: oneString,
  organizationSlug: oneString,
  clientId: oneString,
});

export const UPLOAD_KINDS = ["logo", "icon"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
