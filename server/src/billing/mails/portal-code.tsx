import { Button, Heading, Section, Text } from "@react-email/components";
import type { MailBrand } from "../../mail/brand.ts";
import { actionButton, BillingMailLayout, paragraph } from "./layout.tsx";

export type PortalCodeMail = {
  /** The seller's brand: the code opens its portal. */
  brand: MailBrand;
  code: string;
  lifetimeMinutes: number;
  /** The portal's sign-in page, where the code is entered. */
  url: string;
};

const codeStyle = {
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

/** The code a customer enters to sign in to the seller's customer portal (Polar's customer session code). */
export function PortalCodeMailBody({ brand, code, lifetimeMinutes, url }: PortalCodeMail) {
  return (
    <BillingMailLayout
      brand={brand}
      preview={`Your code for ${brand.name}: ${code}`}
      footer="You get this mail because someone asked to sign in to the customer portal with this address. If it was not you, ignore it: nothing happens without the code."
    >
      <Heading as="h1" style={{ color: "#111827", fontSize: "22px" }}>
        Access your {brand.name} purchases
      </Heading>
      <Text style={paragraph}>Enter this code to open your orders, subscriptions, license keys and invoices:</Text>
      <Text style={codeStyle}>{code}</Text>
      <Text style={paragraph}>It works once, for the next {lifetimeMinutes} minutes.</Text>
      <Section>
        <Button href={url} style={actionButton(brand)}>
          Open the customer portal
        </Button>
      </Section>
    </BillingMailLayout>
  );
}
