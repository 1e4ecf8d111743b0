import { Button, Heading, Section, Text } from "@react-email/components";
import type { Locale } from "../../i18n/locales.ts";
import { translator } from "../../i18n/translator.ts";
import type { MailBrand } from "../../mail/brand.ts";
import { actionButton, BillingMailLayout, codeBlock, paragraph } from "./layout.tsx";

export type EmailUpdateCodeMail = {
  /** The seller's brand: the customer changes the email they are known by there. */
  brand: MailBrand;
  /** The customer's language. */
  locale: Locale;
  code: string;
  lifetimeMinutes: number;
  /** The portal page that confirms the change with the code. */
  url: string;
};

export const emailUpdateCodeSubject = (locale: Locale, brand: MailBrand) =>
  translator(locale, "billing-mail")("emailUpdate.title", { seller: brand.name });

/** Mailed to the new address: the code (and link) that proves the customer reads it. */
export function EmailUpdateCodeMailBody({ brand, locale, code, lifetimeMinutes, url }: EmailUpdateCodeMail) {
  const t = translator(locale, "billing-mail");
  return (
    <BillingMailLayout
      brand={brand}
      locale={locale}
      preview={t("emailUpdate.preview", { seller: brand.name, code })}
      footer={t("emailUpdate.footer")}
    >
      <Heading as="h1" style={{ color: "#111827", fontSize: "22px" }}>
        {emailUpdateCodeSubject(locale, brand)}
      </Heading>
      <Text style={paragraph}>{t("emailUpdate.body", { seller: brand.name })}</Text>
      <Text style={codeBlock}>{code}</Text>
      <Text style={paragraph}>{t("emailUpdate.lifetime", { minutes: lifetimeMinutes })}</Text>
      <Section>
        <Button href={url} style={actionButton(brand)}>
          {t("emailUpdate.confirm")}
        </Button>
      </Section>
    </BillingMailLayout>
  );
}

export type EmailChangedMail = {
  brand: MailBrand;
  locale: Locale;
  /** The address the customer is now known by. */
  newEmail: string;
};

export const emailChangedSubject = (locale: Locale, brand: MailBrand) =>
  translator(locale, "billing-mail")("emailChanged.title", { seller: brand.name });

/** Mailed to the old address once the change is made, so a change nobody asked for is noticed. */
export function EmailChangedMailBody({ brand, locale, newEmail }: EmailChangedMail) {
  const t = translator(locale, "billing-mail");
  return (
    <BillingMailLayout
      brand={brand}
      locale={locale}
      preview={t("emailChanged.body", { seller: brand.name, email: newEmail })}
      footer={t("emailChanged.footer", { seller: brand.name })}
    >
      <Heading as="h1" style={{ color: "#111827", fontSize: "22px" }}>
        {emailChangedSubject(locale, brand)}
      </Heading>
      <Text style={paragraph}>{t("emailChanged.body", { seller: brand.name, email: newEmail })}</Text>
    </BillingMailLayout>
  );
}
