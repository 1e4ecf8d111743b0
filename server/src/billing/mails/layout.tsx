import { Body, Container, Head, Hr, Html, Img, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";

/** Who a billing mail comes from: the seller, named and shown, never Gatehouse. */
export type MailOrganization = { name: string; logoUrl: string | null };

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
 * render alike): the seller's logo and name, the content, and a footer saying why it came.
 */
export function BillingMailLayout(props: {
  organization: MailOrganization;
  preview: string;
  footer: string;
  children: ReactNode;
}) {
  const { organization } = props;
  return (
    <Html lang="en">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Section>
            {organization.logoUrl && (
              <Img src={organization.logoUrl} alt="" width="40" height="40" style={{ borderRadius: "8px" }} />
            )}
            <Text style={seller}>{organization.name}</Text>
          </Section>
          {props.children}
          <Hr style={{ borderColor: "#e5e7eb", margin: "24px 0" }} />
          <Text style={footer}>{props.footer}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/** A paragraph of a billing mail. */
export const paragraph = { color: "#1f2937", fontSize: "15px", lineHeight: "22px" };
/** The one call to action of a billing mail (contrast 7.4:1 on white). */
export const actionButton = {
  backgroundColor: "#1d4ed8",
  borderRadius: "6px",
  color: "#ffffff",
  fontSize: "15px",
  fontWeight: 600,
  padding: "12px 20px",
  textDecoration: "none",
};
