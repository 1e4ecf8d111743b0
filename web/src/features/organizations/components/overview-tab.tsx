import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { FullOrganization } from "../../../lib/auth-client";
import { formatDateTime } from "../../../lib/format";
import type { Viewer } from "../lib/viewer";
import { NextSteps } from "./next-steps";
import { RoleBadges } from "./role-badges";

function Stat({ label, value }: { label: string; value: string | number }) {
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

export function OverviewTab({ organization, viewer }: { organization: FullOrganization; viewer: Viewer }) {
  const pending = organization.invitations.filter((invitation) => invitation.status === "pending").length;
  return (
    <Stack gap="lg">
      <NextSteps organization={organization} viewer={viewer} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Stat label="Members" value={organization.members.length} />
        <Stat label="Teams" value={organization.teams.length} />
        <Stat label="Pending invitations" value={pending} />
      </SimpleGrid>
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            Your membership
          </Title>
          <RoleBadges role={viewer.roles.join(",")} />
          <Text size="sm" c="dimmed">
            {viewer.isOwner
              ? "Owners can do everything, including deleting the organization."
              : viewer.can.updateOrganization
                ? "Admins manage members, invitations, teams and settings."
                : "Members can see the organization, its members and teams."}
          </Text>
          <Text size="sm" c="dimmed">
            Organization created {formatDateTime(organization.createdAt)}.
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
