import { Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { SectionCard } from "../../../components/section-card";
import type { FullOrganization } from "../../../lib/auth-client";
import { BrandingSection } from "../../branding/components/branding-section";
import { OAuthClients } from "../../oauth/components/oauth-clients";
import { ScimConnection } from "../../scim/components/scim-connection";
import { SsoProviders } from "../../sso/components/sso-providers";
import type { Viewer } from "../lib/viewer";
import { DeleteOrganization } from "./delete-organization";
import { LeaveOrganization } from "./leave-organization";
import { OrganizationSettingsForm } from "./organization-settings-form";
import { TwoFactorRequirement } from "./two-factor-requirement";

interface SettingsTabProps {
  organization: FullOrganization;
  viewer: Viewer;
}

function Section({
  title,
  description,
  danger,
  children,
}: {
  title: string;
  description?: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <SectionCard title={title} aria-label={title} description={description} danger={danger} titleSize="h4">
      {children}
    </SectionCard>
  );
}

export function SettingsTab({ organization, viewer }: SettingsTabProps) {
  return (
    <Stack gap="lg">
      <Section
        title="Organization details"
        description={viewer.can.updateOrganization ? undefined : "Only owners and admins can change these."}
      >
        {/* Keyed so the form re-initialises after a save elsewhere changes the organization. */}
        <OrganizationSettingsForm
          key={`${organization.id}:${organization.slug}`}
          organization={organization}
          canEdit={viewer.can.updateOrganization}
        />
      </Section>
      <Section
        title="Branding"
        description={`How your checkout, customer portal and sign-in pages look to your customers.${viewer.can.updateOrganization ? "" : " Only owners and admins can change it."}`}
      >
        <BrandingSection
          organizationId={organization.id}
          organizationName={organization.name}
          canEdit={viewer.can.updateOrganization}
        />
      </Section>
      <Section title="Security">
        <TwoFactorRequirement organization={organization} isOwner={viewer.isOwner} />
      </Section>
      {viewer.can.updateOrganization && (
        <Section
          title="Single sign-on"
          description="People with an email at your verified domain sign in through your identity provider (OpenID Connect or SAML 2.0); their first sign-in makes them members."
        >
          <SsoProviders organizationId={organization.id} />
        </Section>
      )}
      {viewer.can.updateOrganization && (
        <Section
          title="Directory provisioning (SCIM)"
          description="Your directory (Okta, Microsoft Entra ID, …) adds and removes members and keeps its groups as teams."
        >
          <ScimConnection organizationId={organization.id} />
        </Section>
      )}
      {viewer.isOwner && (
        <Section
          title="Sign in with Gatehouse"
          description="Let your own applications sign people in with their Gatehouse account (OpenID Connect)."
        >
          <OAuthClients organizationId={organization.id} />
        </Section>
      )}
      <Section title="Leave organization" danger>
        <LeaveOrganization organization={organization} viewer={viewer} />
      </Section>
      {viewer.can.deleteOrganization && (
        <Section title="Delete organization" danger>
          <DeleteOrganization organization={organization} />
        </Section>
      )}
    </Stack>
  );
}
