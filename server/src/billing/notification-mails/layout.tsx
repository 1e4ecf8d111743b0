import { Body, Container, Head, Hr, Html, Img, Link, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { directionOf, type Locale } from "../../i18n/locales.ts";
import { translator } from "../../i18n/translator.ts";
import { type MailBrand, supportLineParts } from "../../mail/brand.ts";

const page = {
  backgroundColor: "#f6f7f9",
  fontFamily: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
};
const card = {
  backgroundColor: "#ffffff",
  borderRadius: "8px",
  margin: "24px auto",
  maxWidth: "560px",
  padding: "32px",
};
const seller = { color: "#1f2937", fontSize: "16px", fontWeight: 600, margin: "0" };
const footer = { color: "#4b5563", fontSize: "12px", lineHeight: "18px" };

/**
 * The frame of every billing mail (React Email: tables and inline styles that mail clients
 * render alike): the brand's logo and name, the content, and a footer saying why it came and
 * where to ask. A customer's mail carries the seller's brand; a notice to the seller's own
 * owners and admins, the instance's. It speaks the reader's language (right to left for Arabic).
 */
export function BillingMailLayout(props: {
  brand: MailBrand;
  locale: Locale;
  preview: string;
  footer: string;
  children: ReactNode;
}) {
  const { brand, locale } = props;
  return (
    <Html lang={locale} dir={directionOf(locale) === "rtl" ? "rtl" : undefined}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Section>
            {brand.logoUrl && (
              <Img src={brand.logoUrl} alt="" height="40" style={{ borderRadius: "8px", maxWidth: "200px" }} />
            )}
            <Text style={seller}>{brand.name}</Text>
          </Section>
          {props.children}
          <Hr style={{ borderColor: "#e5e7eb", margin: "24px 0" }} />
          <Text style={footer}>{props.footer}</Text>
          <SupportContact brand={brand} locale={locale} />
        </Container>
      </Body>
    </Html>
  );
}

/** "Questions? Write to … or visit …", the address and the page as links in the brand's link colour. */
function SupportContact({ brand, locale }: { brand: MailBrand; locale: Locale }) {
  const parts = supportLineParts(brand, translator(locale, "mail"));
  if (!parts) return null;
  return (
    <Text style={footer}>
      {parts.map((part) =>
        typeof part === "string" ? (
          part
        ) : (
          <Link key={part.href} href={part.href} style={{ color: brand.linkColor }}>
            {part.text}
          </Link>
        ),
      )}
    </Text>
  );
}

/** A paragraph of a billing mail. */
export const paragraph = { color: "#1f2937", fontSize: "15px", lineHeight: "22px" };

/** A mailed code (portal sign-in, email change): large, spaced, monospaced, easy to copy. */
export const codeBlock = {
  backgroundColor: "#f3f4f6",
  borderRadius: "6px",
  color: "#111827",
  fontFamily: "'SFMono-Regular', Menlo, Consolas, monospace",
  fontSize: "28px",
  fontWeight: 700,
  letterSpacing: "6px",
  margin: "16px 0",
  padding: "12px 16px",
  textAlign: "center" as const,
};

/** The one call to action of a billing mail: the brand's primary colour, with its readable text colour. */
export const actionButton = (brand: MailBrand) => ({
  backgroundColor: brand.primaryColor,
  borderRadius: "6px",
  color: brand.primaryTextColor,
  fontSize: "15px",
  fontWeight: 600,
  padding: "12px 20px",
  textDecoration: "none",
});

/** A plain link of a billing mail, in the brand's colour where it reads on white (else a darker shade of it). */
export const linkStyle = (brand: MailBrand) => ({ color: brand.linkColor, fontSize: "14px" });
