import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state";
import { useMembers } from "../hooks/use-members";
import { useTeams } from "../hooks/use-teams";
import type { Viewer } from "../lib/viewer";
import { CreateTeamForm } from "./create-team-form";
import { TeamCard } from "./team-card";

interface TeamsTabProps {
  organizationId: string;
  viewer: Viewer;
}

export function TeamsTab({ organizationId, viewer }: TeamsTabProps) {
  const { t } = useTranslation("organizations");
  const teams = useTeams(organizationId);
  const members = useMembers(organizationId);

  return (
    <Stack gap="lg">
      {viewer.can.createTeams && (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t("teamsTab.newTeam")}
            </Title>
            <CreateTeamForm organizationId={organizationId} />
          </Stack>
        </Paper>
      )}
      <QueryState
        isPending={teams.isPending}
        error={teams.error}
        onRetry={() => void teams.refetch()}
        loadingLabel={t("teamsTab.loading")}
        errorTitle={t("teamsTab.loadError")}
      >
        {teams.data?.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("teamsTab.empty")}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {(teams.data ?? []).map((team) => (
              <TeamCard
                key={team.id}
                organizationId={organizationId}
                team={team}
                members={members.data ?? []}
                viewer={viewer}
              />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Stack>
  );
}
