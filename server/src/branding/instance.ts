import type { Config } from "../config.ts";
import type { ColorScheme } from "./contrast.ts";

/** The BRAND_* settings: the instance's brand, and every organization's default. */
export type InstanceBrand = {
  name: string;
  logoUrl: string | null;
  iconUrl: string | null;
  primaryColor: string;
  colorScheme: ColorScheme;
  supportEmail: string | null;
  supportUrl: string | null;
};

type BrandSettings = Pick<
  Config,
  | "BRAND_NAME"
  | "BRAND_LOGO_URL"
  | "BRAND_ICON_URL"
  | "BRAND_PRIMARY_COLOR"
  | "BRAND_COLOR_SCHEME"
  | "BRAND_SUPPORT_EMAIL"
  | "BRAND_SUPPORT_URL"
>;

export function instanceBrand(config: BrandSettings): InstanceBrand {
  return {
    name: config.BRAND_NAME,
    logoUrl: config.BRAND_LOGO_URL ?? null,
    iconUrl: config.BRAND_ICON_URL ?? null,
    primaryColor: config.BRAND_PRIMARY_COLOR,
    colorScheme: config.BRAND_COLOR_SCHEME,
    supportEmail: config.BRAND_SUPPORT_EMAIL ?? null,
    supportUrl: config.BRAND_SUPPORT_URL ?? null,
  };
}
