import { Alert, Avatar, Group, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state";
import { RouterLink } from "../../../components/router-link";
import { SectionNav } from "../../../components/section-nav";
import type { AuthSession, FullOrganization } from "../../../lib/auth-client";
import { authClient } from "../../../lib/auth-client";
import { RequestError } from "../../../lib/errors";
import { billingPath, type OrganizationTab, organizationPath, paths } from "../../../lib/paths";
import { usePageTitle } from "../../../lib/use-page-title";
import { ApiKeysPanel } from "../../api-keys/components/api-keys-panel";
import { AuditTabs } from "../../audit-streams/components/audit-tabs";
import { refreshSession } from "../../auth/hooks/use-session";
import { RolesTab } from "../../roles/components/roles-tab";
import { useMemberPermissions } from "../hooks/use-member-permissions";
import { useOrganization } from "../hooks/use-organizations";
import { type Viewer, viewerOf } from "../lib/viewer";
import { InvitationsTab } from "./invitations-tab";
import { MembersTab } from "./members-tab";
import { OverviewTab } from "./overview-tab";
import { RoleBadges } from "./role-badges";
import { SettingsTab } from "./settings-tab";
import { TeamsTab } from "./teams-tab";
import { TwoFactorRequiredNotice } from "./two-factor-requirement";

interface OrganizationPageProps {
  slug: string;
  tab: OrganizationTab;
  session: AuthSession;
}

export function OrganizationPage({ slug, tab, session }: OrganizationPageProps) {
  const { t } = useTranslation("organizations");
  const organization = useOrganization(slug);
  usePageTitle(organization.data?.name ?? t("organizationPage.title"));

  return (
    <QueryState
      isPending={organization.isPending}
      error={null}
      loadingLabel={t("organizationPage.loading")}
      errorTitle={t("organizationPage.loadError")}
    >
      {organization.error instanceof RequestError && organization.error.code === "TWO_FACTOR_REQUIRED" ? (
        <TwoFactorRequiredNotice message={organization.error.message} />
      ) : organization.error ? (
        <Alert color="red" title={t("organizationPage.openError")}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{organization.error.message}</Text>
            <Text size="sm">{t("organizationPage.openErrorHint")}</Text>
            <RouterLink to={paths.home}>{t("organizationPage.home")}</RouterLink>
          </Stack>
        </Alert>
      ) : (
        organization.data && <Loaded organization={organization.data} tab={tab} session={session} />
      )}
    </QueryState>
  );
}

function Loaded({
  organization,
  tab,
  session,
}: {
  organization: FullOrganization;
  tab: OrganizationTab;
  session: AuthSession;
}) {
  const { t } = useTranslation("organizations");
  const permissions = useMemberPermissions(organization.id);
  useActivate(organization.id, session.session.activeOrganizationId);

  // Nothing is shown until the viewer's permissions are known: no action they may not take flashes by.
  return (
    <QueryState
      isPending={permissions.isPending}
      error={permissions.error}
      onRetry={() => void permissions.refetch()}
      loadingLabel={t("organizationPage.loadingPermissions")}
      errorTitle={t("organizationPage.permissionsError")}
    >
      {permissions.data && (
        <Tabs
          organization={organization}
          tab={tab}
          viewer={viewerOf(organization, session.user.id, permissions.data)}
        />
      )}
    </QueryState>
  );
}

function Tabs({ organization, tab, viewer }: { organization: FullOrganization; tab: OrganizationTab; viewer: Viewer }) {
  const { t } = useTranslation("organizations");
  const tabs: { value: OrganizationTab; label: string; visible: boolean }[] = [
    { value: "overview", label: t("organizationPage.tabs.overview"), visible: true },
    { value: "members", label: t("organizationPage.tabs.members"), visible: true },
    { value: "invitations", label: t("organizationPage.tabs.invitations"), visible: true },
    { value: "teams", label: t("organizationPage.tabs.teams"), visible: true },
    { value: "roles", label: t("organizationPage.tabs.roles"), visible: viewer.can.readRoles },
    { value: "settings", label: t("organizationPage.tabs.settings"), visible: true },
    { value: "api-keys", label: t("organizationPage.tabs.apiKeys"), visible: viewer.can.readApiKeys },
    { value: "audit-log", label: t("organizationPage.tabs.auditLog"), visible: viewer.can.readAuditLog },
  ];
  const visible = tabs.filter((t) => t.visible);
  const current = visible.some((t) => t.value === tab) ? tab : "overview";

  return (
    <Stack gap="lg" py="md">
      <Group gap="md" wrap="nowrap">
        <Avatar
          src={organization.logo || null}
          alt=""
          size="lg"
          radius="md"
          name={organization.name}
          color="initials"
        />
        <Stack gap={2}>
          <Title order={1} data-testid="organization-name">
            {organization.name}
          </Title>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              /{organization.slug}
            </Text>
            <RoleBadges role={viewer.roles.join(",")} />
          </Group>
        </Stack>
      </Group>
      <SectionNav
        label={t("organizationPage.sections")}
        links={[
          ...visible.map((t) => ({
            label: t.label,
            to: organizationPath(organization.slug, t.value),
            current: t.value === current,
          })),
          // Billing has its own pages (/billing/…), one more section of the organization.
          { label: t("organizationPage.tabs.billing"), to: billingPath(organization.slug), current: false },
        ]}
      />
      <TabContent tab={current} organization={organization} viewer={viewer} />
    </Stack>
  );
}

function TabContent({
  tab,
  organization,
  viewer,
}: {
  tab: OrganizationTab;
  organization: FullOrganization;
  viewer: Viewer;
}) {
  switch (tab) {
    case "members":
      return <MembersTab organizationId={organization.id} viewer={viewer} />;
    case "invitations":
      return <InvitationsTab organizationId={organization.id} viewer={viewer} />;
    case "teams":
      return <TeamsTab organizationId={organization.id} viewer={viewer} />;
    case "roles":
      return <RolesTab organizationId={organization.id} viewer={viewer} />;
    case "settings":
      return <SettingsTab organization={organization} viewer={viewer} />;
    case "api-keys":
      return <ApiKeysPanel owner={{ kind: "organization", organizationId: organization.id }} />;
    case "audit-log":
      return (
        <AuditTabs
          scope={{ kind: "organization", organizationId: organization.id }}
          canManage={viewer.can.updateOrganization}
        />
      );
    default:
      return <OverviewTab organization={organization} viewer={viewer} />;
  }
}

/**
 * The organization on screen becomes the session's active one, so the header switcher and any
 * call that defaults to the active organization agree with what the person is looking at.
 */
function useActivate(organizationId: string, activeOrganizationId: string | null | undefined) {
  const queryClient = useQueryClient();
  // Read at mount only: once on screen, a later change of the active organization (leaving,
  // switching in another tab) must not pull this one back.
  const activeAtMount = useRef(activeOrganizationId);
  useEffect(() => {
    if (activeAtMount.current === organizationId) return;
    let cancelled = false;
    void authClient.organization.setActive({ organizationId }).then((result) => {
      if (!cancelled && !result.error) void refreshSession(queryClient);
    });
    return () => {
      cancelled = true;
    };
  }, [organizationId, queryClient]);
}
