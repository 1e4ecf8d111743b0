import type { TFunction } from "i18next";

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

/**
 * "Questions? Write to … or visit …" in the mail's language, or null when the brand names no
 * support contact. `shown` is what stands for the address and the page: themselves in a text
 * part, markers an HTML part replaces with links.
 */
export function supportLine(
  brand: MailBrand,
  t: TFunction<"mail">,
  shown: { email: string; url: string } = { email: brand.supportEmail ?? "", url: brand.supportUrl ?? "" },
): string | null {
  if (brand.supportEmail && brand.supportUrl) return t("support.emailAndUrl", shown);
  if (brand.supportEmail) return t("support.email", shown);
  if (brand.supportUrl) return t("support.url", shown);
  return null;
}

// Stand for the support address and page in the translated line until a part puts links there.
const MARKS = { email: "\uE000email\uE000", url: "\uE000url\uE000" };

/** A piece of the support line: its text, or a link to the support address or page. */
export type SupportPart = string | { href: string; text: string };

/** The support line in pieces, for an HTML part that makes the address and the page links; null without a contact. */
export function supportLineParts(brand: MailBrand, t: TFunction<"mail">): SupportPart[] | null {
  const line = supportLine(brand, t, MARKS);
  if (line === null) return null;
  const email = brand.supportEmail ?? "";
  const url = brand.supportUrl ?? "";
  return line
    .split(new RegExp(`(${MARKS.email}|${MARKS.url})`))
    .filter((part) => part !== "")
    .map((part) => {
      if (part === MARKS.email) return { href: `mailto:${email}`, text: email };
      if (part === MARKS.url) return { href: url, text: url };
      return part;
    });
}
