import { i18n } from "../../../i18n/i18n";
import type { ServerFieldMap } from "../../../lib/use-server-form";
import { validateEmail } from "../../../lib/validators";
import { type BrandingSettings, type ColorScheme, isHexColor, type ResolvedBrand } from "./brand";

/** The Branding form's values: empty text leaves a field to the instance's default. */
export interface BrandingValues extends Record<string, unknown> {
  displayName: string;
  logoUrl: string;
  iconUrl: string;
  primaryColor: string;
  colorScheme: ColorScheme;
  supportEmail: string;
  supportUrl: string;
}

type Field = Extract<keyof BrandingSettings, keyof BrandingValues>;
const FIELDS: readonly Field[] = [
  "displayName",
  "logoUrl",
  "iconUrl",
  "primaryColor",
  "colorScheme",
  "supportEmail",
  "supportUrl",
];

export const DISPLAY_NAME_MAX = 80;

/** The server's refusals, each on the field it is about. */
export const BRANDING_FIELD_ERRORS: ServerFieldMap<BrandingValues> = {
  INVALID_DISPLAY_NAME: "displayName",
  INVALID_LOGO_URL: "logoUrl",
  INVALID_ICON_URL: "iconUrl",
  INVALID_PRIMARY_COLOR: "primaryColor",
  INVALID_COLOR_SCHEME: "colorScheme",
  INVALID_SUPPORT_EMAIL: "supportEmail",
  INVALID_SUPPORT_URL: "supportUrl",
};

/** A colour scheme not chosen shows the instance's, which is what the pages use. */
export function brandingValues(settings: BrandingSettings, instance: ResolvedBrand): BrandingValues {
  return {
    displayName: settings.displayName ?? "",
    logoUrl: settings.logoUrl ?? "",
    iconUrl: settings.iconUrl ?? "",
    primaryColor: settings.primaryColor ?? "",
    colorScheme: settings.colorScheme ?? instance.colorScheme,
    supportEmail: settings.supportEmail ?? "",
    supportUrl: settings.supportUrl ?? "",
  };
}

/** Only what the person changed is sent (a field left alone keeps following the instance's default); empty clears. */
export function brandingChanges(values: BrandingValues, isDirty: (field: Field) => boolean): Partial<BrandingSettings> {
  const changes: Record<string, string | null> = {};
  for (const field of FIELDS.filter(isDirty)) {
    const value = values[field].trim();
    changes[field] = value === "" ? null : field === "primaryColor" ? value.toLowerCase() : value;
  }
  return changes as Partial<BrandingSettings>;
}

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
};

/** An uploaded image is a path on this server; anything else a web address. */
const isImageLocation = (value: string) => (value.startsWith("/") && !value.startsWith("//")) || isHttpUrl(value);

const optional = (check: (value: string) => string | null) => (value: string) =>
  value.trim() === "" ? null : check(value.trim());

/** Messages are looked up as each check runs, in the language the page speaks then. */
export const brandingValidators = {
  displayName: (value: string) =>
    value.trim().length > DISPLAY_NAME_MAX
      ? i18n.t("branding:validation.displayNameTooLong", { max: DISPLAY_NAME_MAX })
      : null,
  logoUrl: optional((value) => (isImageLocation(value) ? null : i18n.t("branding:validation.imageLocation"))),
  iconUrl: optional((value) => (isImageLocation(value) ? null : i18n.t("branding:validation.imageLocation"))),
  primaryColor: optional((value) => (isHexColor(value) ? null : i18n.t("branding:validation.color"))),
  supportEmail: optional((value) => (validateEmail(value) ? i18n.t("branding:validation.email") : null)),
  supportUrl: optional((value) => (isHttpUrl(value) ? null : i18n.t("branding:validation.url"))),
};

export type PreviewBrand = Pick<
  ResolvedBrand,
  "name" | "logoUrl" | "iconUrl" | "primaryColor" | "colorScheme" | "supportEmail" | "supportUrl"
>;

/** The brand the form's values would give, the instance's defaults standing in for what is empty or not valid yet. */
export function previewBrand(values: BrandingValues, organizationName: string, instance: ResolvedBrand): PreviewBrand {
  const valid = (field: keyof typeof brandingValidators) =>
    values[field].trim() !== "" && brandingValidators[field](values[field]) === null ? values[field].trim() : null;
  return {
    name: valid("displayName") ?? organizationName,
    logoUrl: valid("logoUrl") ?? instance.logoUrl,
    iconUrl: valid("iconUrl") ?? instance.iconUrl,
    primaryColor: valid("primaryColor")?.toLowerCase() ?? instance.primaryColor,
    colorScheme: values.colorScheme,
    supportEmail: valid("supportEmail") ?? instance.supportEmail,
    supportUrl: valid("supportUrl") ?? instance.supportUrl,
  };
}
