import { Button, Heading, Section, Text } from "@react-email/components";
import type { Locale } from "../../i18n/locales.ts";
import { translator } from "../../i18n/translator.ts";
import type { MailBrand } from "../../mail/brand.ts";
import { actionButton, BillingMailLayout, codeBlock, paragraph } from "./layout.tsx";

export type PortalCodeMail = {
  /** The seller's brand: the code opens its portal. */
  brand: MailBrand;
  /** The customer's language. */
  locale: Locale;
  code: string;
  lifetimeMinutes: number;
  /** The portal's sign-in page, where the code is entered. */
  url: string;
};

/** The code mail's subject: its heading. */
export const portalCodeSubject = (locale: Locale, brand: MailBrand) =>
  translator(locale, "billing-mail")("portalCode.title", { seller: brand.name });

/** The code a customer enters to sign in to the seller's customer portal (Polar's customer session code). */
export function PortalCodeMailBody({ brand, locale, code, lifetimeMinutes, url }: PortalCodeMail) {
  const t = translator(locale, "billing-mail");
  return (
    <BillingMailLayout
      brand={brand}
      locale={locale}
      preview={t("portalCode.preview", { seller: brand.name, code })}
      footer={t("portalCode.footer")}
    >
      <Heading as="h1" style={{ color: "#111827", fontSize: "22px" }}>
        {portalCodeSubject(locale, brand)}
      </Heading>
      <Text style={paragraph}>{t("portalCode.body")}</Text>
      <Text style={codeBlock}>{code}</Text>
      <Text style={paragraph}>{t("portalCode.lifetime", { minutes: lifetimeMinutes })}</Text>
      <Section>
        <Button href={url} style={actionButton(brand)}>
          {t("actions.openPortal")}
        </Button>
      </Section>
    </BillingMailLayout>
  );
}
