import { primaryColors } from "./contrast.ts";
import type { InstanceBrand } from "./instance.ts";
import type { OrganizationIdentity } from "./repository.ts";
import type { BrandingSettings, ResolvedBrand } from "./schemas.ts";
import type { OrganizationBrandingTable } from "./tables.ts";

export const NO_SETTINGS: BrandingSettings = {
  displayName: null,
  logoUrl: null,
  iconUrl: null,
  primaryColor: null,
  colorScheme: null,
  supportEmail: null,
  supportUrl: null,
};

const COLOR_SCHEMES = new Set(["light", "dark", "auto"]);

/** A stored row as the settings the routes answer (nothing stored: every field null). */
export function settingsOf(row: OrganizationBrandingTable | undefined): BrandingSettings {
  if (!row) return NO_SETTINGS;
  return {
    displayName: row.display_name,
    logoUrl: row.logo_url,
    iconUrl: row.icon_url,
    primaryColor: row.primary_color,
    colorScheme:
      row.color_scheme !== null && COLOR_SCHEMES.has(row.color_scheme)
        ? (row.color_scheme as BrandingSettings["colorScheme"])
        : null,
    supportEmail: row.support_email,
    supportUrl: row.support_url,
  };
}

/** The logo of the organization's general settings, when it is a web address a page can show. */
const organizationLogo = (organization: OrganizationIdentity) =>
  organization.logo && /^https?:\/\//i.test(organization.logo) ? organization.logo : null;

/**
 * The brand pages and mails apply: each of the organization's settings, or the instance's
 * where it has none. The name falls back to the organization's own name, and the logo to the
 * one of its general settings before the instance's. Without an organization: the instance's.
 */
export function resolveBrand(
  instance: InstanceBrand,
  organization: OrganizationIdentity | null,
  settings: BrandingSettings = NO_SETTINGS,
): ResolvedBrand {
  const colorScheme = settings.colorScheme ?? instance.colorScheme;
  return {
    organizationId: organization?.id ?? null,
    name: settings.displayName ?? organization?.name ?? instance.name,
    logoUrl: settings.logoUrl ?? (organization ? organizationLogo(organization) : null) ?? instance.logoUrl,
    iconUrl: settings.iconUrl ?? instance.iconUrl,
    ...primaryColors(settings.primaryColor ?? instance.primaryColor, colorScheme),
    colorScheme,
    supportEmail: settings.supportEmail ?? instance.supportEmail,
    supportUrl: settings.supportUrl ?? instance.supportUrl,
  };
}
