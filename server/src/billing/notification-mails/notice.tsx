import { Button, Column, Heading, Row, Section, Text } from "@react-email/components";
import type { Locale } from "../../i18n/locales.ts";
import type { MailBrand } from "../../mail/brand.ts";
import { actionButton, BillingMailLayout, linkStyle, paragraph } from "./layout.tsx";

/** What a billing notice says: a heading, paragraphs, a few label/value lines, and its links. */
export type Notice = {
  subject: string;
  preview: string;
  heading: string;
  paragraphs: string[];
  /** Amounts, dates, numbers: shown as a small table. */
  details: Array<[label: string, value: string]>;
  /** The first is the button; the others are plain links under it. */
  actions: Array<{ label: string; url: string }>;
  footer: string;
};

const detailLabel = { color: "#4b5563", fontSize: "14px", margin: "4px 0" };
const detailValue = {
  color: "#111827",
  fontSize: "14px",
  fontWeight: 600,
  margin: "4px 0",
  textAlign: "right" as const,
};

/** Every billing mail (receipts, subscription changes, refunds, merchant notices) is one of these. */
export function NoticeMailBody({ brand, notice, locale }: { brand: MailBrand; notice: Notice; locale: Locale }) {
  const [primary, ...others] = notice.actions;
  return (
    <BillingMailLayout brand={brand} locale={locale} preview={notice.preview} footer={notice.footer}>
      <Heading as="h1" style={{ color: "#111827", fontSize: "22px" }}>
        {notice.heading}
      </Heading>
      {notice.paragraphs.map((text) => (
        <Text key={text} style={paragraph}>
          {text}
        </Text>
      ))}
      {notice.details.length > 0 && (
        <Section
          style={{
            borderTop: "1px solid #e5e7eb",
            borderBottom: "1px solid #e5e7eb",
            margin: "16px 0",
            padding: "6px 0",
          }}
        >
          {notice.details.map(([label, value]) => (
            <Row key={label}>
              <Column style={detailLabel}>{label}</Column>
              <Column style={detailValue}>{value}</Column>
            </Row>
          ))}
        </Section>
      )}
      {primary && (
        <Section>
          <Button href={primary.url} style={actionButton(brand)}>
            {primary.label}
          </Button>
        </Section>
      )}
      {others.map((action) => (
        <Text key={action.url} style={{ margin: "12px 0 0" }}>
          <a href={action.url} style={linkStyle(brand)}>
            {action.label}
          </a>
        </Text>
      ))}
    </BillingMailLayout>
  );
}
