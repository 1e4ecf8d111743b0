import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../i18n/format";
import { i18n } from "../../../i18n/i18n";
import type { FullOrganization } from "../../../lib/auth-client";
import { formatDateTime } from "../../../lib/format";
import { isBuiltInRole } from "../../../lib/permissions";
import type { Viewer } from "../lib/viewer";
import { NextSteps } from "./next-steps";
import { RoleBadges } from "./role-badges";

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

/** What the viewer's roles let them do, in a sentence: the built-in roles' own, or the organization's roles'. */
function abilitiesText(viewer: Viewer): string {
  if (viewer.isOwner) return i18n.t("organizations:overviewTab.ownerAbilities");
  if (viewer.roles.includes("admin")) return i18n.t("organizations:overviewTab.adminAbilities");
  if (viewer.roles.every(isBuiltInRole)) return i18n.t("organizations:overviewTab.memberAbilities");
  return i18n.t("organizations:overviewTab.ownRoleAbilities");
}

export function OverviewTab({ organization, viewer }: { organization: FullOrganization; viewer: Viewer }) {
  const { t } = useTranslation("organizations");
  const pending = organization.invitations.filter((invitation) => invitation.status === "pending").length;
  return (
    <Stack gap="lg">
      <NextSteps organization={organization} viewer={viewer} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Stat label={t("overviewTab.members")} value={formatNumber(organization.members.length)} />
        <Stat label={t("overviewTab.teams")} value={formatNumber(organization.teams.length)} />
        <Stat label={t("overviewTab.pendingInvitations")} value={formatNumber(pending)} />
      </SimpleGrid>
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t("overviewTab.membership")}
          </Title>
          <RoleBadges role={viewer.roles.join(",")} />
          <Text size="sm" c="dimmed">
            {abilitiesText(viewer)}
          </Text>
          <Text size="sm" c="dimmed">
            {t("overviewTab.created", { date: formatDateTime(organization.createdAt) })}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
