import { Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../../../components/section-card";
import type { FullOrganization } from "../../../lib/auth-client";
import { BrandingSection } from "../../branding/components/branding-section";
import { EnrollmentSettingsCard } from "../../enrollment/components/enrollment-section";
import { OAuthClients } from "../../oauth/components/oauth-clients";
import { ScimConnection } from "../../scim/components/scim-connection";
import { SsoProviders } from "../../sso/components/sso-providers";
import { managesSso, type Viewer } from "../lib/viewer";
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
  const { t } = useTranslation("organizations");
  return (
    <Stack gap="lg">
      <Section
        title={t("settingsTab.details")}
        description={viewer.can.updateOrganization ? undefined : t("settingsTab.detailsReadOnly")}
      >
        {/* Keyed so the form re-initialises after a save elsewhere changes the organization. */}
        <OrganizationSettingsForm
          key={`${organization.id}:${organization.slug}`}
          organization={organization}
          canEdit={viewer.can.updateOrganization}
        />
      </Section>
      <Section
        title={t("settingsTab.branding")}
        description={
          viewer.can.updateOrganization ? t("settingsTab.brandingDescription") : t("settingsTab.brandingReadOnly")
        }
      >
        <BrandingSection
          organizationId={organization.id}
          organizationName={organization.name}
          canEdit={viewer.can.updateOrganization}
        />
      </Section>
      <Section title={t("settingsTab.security")}>
        <TwoFactorRequirement organization={organization} canChange={viewer.can.updateSecurity} />
      </Section>
      {managesSso(viewer) && (
        <Section title={t("settingsTab.sso")} description={t("settingsTab.ssoDescription")}>
          <SsoProviders organizationId={organization.id} />
        </Section>
      )}
      {viewer.can.updateOrganization && <EnrollmentSettingsCard organizationId={organization.id} />}
      {/* The connection's screen edits as well as shows: for those who may do both. */}
      {viewer.can.readScim && viewer.can.writeScim && (
        <Section title={t("settingsTab.scim")} description={t("settingsTab.scimDescription")}>
          <ScimConnection organizationId={organization.id} />
        </Section>
      )}
      {viewer.can.readOAuthClients && viewer.can.writeOAuthClients && (
        <Section title={t("settingsTab.oauth")} description={t("settingsTab.oauthDescription")}>
          <OAuthClients organizationId={organization.id} />
        </Section>
      )}
      <Section title={t("settingsTab.leave")} danger>
        <LeaveOrganization organization={organization} viewer={viewer} />
      </Section>
      {viewer.can.deleteOrganization && (
        <Section title={t("settingsTab.delete")} danger>
          <DeleteOrganization organization={organization} />
        </Section>
      )}
    </Stack>
  );
}
