/**
 * How a mail looks and whom it names: the brand of the organization it is sent for, or the
 * instance's (branding/mail-brand.ts makes one from a resolved brand). Addresses are absolute:
 * a mail client has no page to resolve a path against.
 */
export type MailBrand = {
  name: string;
  logoUrl: string | null;
  /** The button's colour, and the text on it (at least 4.5:1 on it). */
  primaryColor: string;
  primaryTextColor: string;
  /** Links in the text: the primary colour, darkened where white would not carry it. */
  linkColor: string;
  supportEmail: string | null;
  supportUrl: string | null;
};

/** "Questions? Write to … or visit …", or null when the brand names no support contact. */
export function supportLine(brand: MailBrand): string | null {
  const ways = [
    brand.supportEmail ? `write to ${brand.supportEmail}` : null,
    brand.supportUrl ? `visit ${brand.supportUrl}` : null,
  ].filter((way): way is string => way !== null);
  return ways.length > 0 ? `Questions? ${capitalized(ways.join(" or "))}.` : null;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
