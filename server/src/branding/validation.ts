import { z } from "zod";
import { brandAssetIdOf, isBrandImageUrl, isWebLink } from "../config/brand-urls.ts";
import { BrandingErrors } from "./errors.ts";
import {
  BRANDING_FIELDS,
  type BrandingField,
  type BrandingSettings,
  type BrandingUpdateBody,
  COLOR_SCHEMES,
  HEX_COLOR,
  MAX_DISPLAY_NAME_LENGTH,
  MAX_EMAIL_LENGTH,
  MAX_URL_LENGTH,
} from "./schemas.ts";

/** The fields an update sets, each to a checked value or null (cleared). */
export type BrandingPatch = Partial<BrandingSettings>;

/** Control characters (line breaks included): a name is one line in a page header and a mail subject. */
const CONTROL = /\p{Cc}/u;
const email = z.email();

type FieldRule = (value: string, allowHttp: boolean) => string | null;

/** Each field's rule: the value to store, or null when the value is refused. */
const RULES: Record<BrandingField, FieldRule> = {
  displayName: (value) => {
    const name = value.trim();
    return name.length >= 1 && name.length <= MAX_DISPLAY_NAME_LENGTH && !CONTROL.test(name) ? name : null;
  },
  logoUrl: (value, allowHttp) => imageAddress(value, allowHttp),
  iconUrl: (value, allowHttp) => imageAddress(value, allowHttp),
  primaryColor: (value) => (HEX_COLOR.test(value.trim()) ? value.trim().toLowerCase() : null),
  colorScheme: (value) => ((COLOR_SCHEMES as readonly string[]).includes(value) ? value : null),
  supportEmail: (value) => {
    const address = value.trim();
    return address.length <= MAX_EMAIL_LENGTH && email.safeParse(address).success ? address : null;
  },
  supportUrl: (value) => {
    const link = value.trim();
    return link.length <= MAX_URL_LENGTH && isWebLink(link) ? link : null;
  },
};

function imageAddress(value: string, allowHttp: boolean): string | null {
  const address = value.trim();
  if (address.length > MAX_URL_LENGTH) return null;
  if (address.startsWith("/")) return brandAssetIdOf(address) ? address : null;
  return isBrandImageUrl(address, allowHttp) ? address : null;
}

/**
 * The fields an update body sets, checked in the form's order: the first refused one is the
 * answer (400 with that field's code), and nothing is stored. A field left out stays as it is.
 */
export function brandingPatch(body: BrandingUpdateBody, allowHttp: boolean): BrandingPatch {
  const patch: Record<string, string | null> = {};
  for (const field of BRANDING_FIELDS) {
    const value = body[field];
    if (value === undefined) continue;
    if (value === null) {
      patch[field] = null;
      continue;
    }
    const checked = typeof value === "string" ? RULES[field](value, allowHttp) : null;
    if (checked === null) throw BrandingErrors.invalidField(field);
    patch[field] = checked;
  }
  return patch as BrandingPatch;
}
