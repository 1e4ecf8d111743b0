import type { MailBrand } from "../mail/brand.ts";
import { type InstanceBrand, instanceBrand } from "./instance.ts";
import { resolveBrand } from "./resolve.ts";
import type { ResolvedBrand } from "./schemas.ts";

/** A brand as mails apply it: an uploaded image's path made absolute against BASE_URL. */
export function mailBrandOf(brand: ResolvedBrand, baseURL: string): MailBrand {
  const absolute = (address: string | null) => (address?.startsWith("/") ? `${baseURL}${address}` : address);
  return {
    name: brand.name,
    logoUrl: absolute(brand.logoUrl),
    primaryColor: brand.primaryColor,
    primaryTextColor: brand.primaryTextColor,
    linkColor: brand.primaryOnLight,
    supportEmail: brand.supportEmail,
    supportUrl: brand.supportUrl,
  };
}

/** The instance's brand for the mails no organization sends: accounts, invitations, merchant notices. */
export function instanceMailBrand(instance: InstanceBrand, baseURL: string): MailBrand {
  return mailBrandOf(resolveBrand(instance, null), baseURL);
}

/** The instance's mail brand straight from the settings. */
export function configuredMailBrand(config: Parameters<typeof instanceBrand>[0] & { baseURL: string }): MailBrand {
  return instanceMailBrand(instanceBrand(config), config.baseURL);
}
