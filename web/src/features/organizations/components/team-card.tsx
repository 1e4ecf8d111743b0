import { Button, Group, Paper, Stack, Title } from "@mantine/core";
import { useState } from "react";
import { ConfirmActionModal } from "../../../components/confirm-action-modal";
import { notifySuccess } from "../../../lib/notify";
import type { OrganizationMember } from "../hooks/use-members";
import { type OrganizationTeam, useRemoveTeam } from "../hooks/use-teams";
import type { Viewer } from "../lib/viewer";
import { RenameTeamForm } from "./rename-team-form";
import { TeamMembers } from "./team-members";

interface TeamCardProps {
  organizationId: string;
  team: OrganizationTeam;
  members: OrganizationMember[];
  viewer: Viewer;
}

/** One team: rename, remove, and its members (adding needs member update, removing member delete). */
export function TeamCard({ organizationId, team, members, viewer }: TeamCardProps) {
  const [renaming, setRenaming] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const removeTeam = useRemoveTeam(organizationId);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={`Team ${team.name}`} data-testid="team-card">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          {renaming ? (
            <RenameTeamForm organizationId={organizationId} team={team} onDone={() => setRenaming(false)} />
          ) : (
            <Title order={3} size="h5">
              {team.name}
            </Title>
          )}
          {!renaming && (
            <Group gap="xs" wrap="nowrap">
              {viewer.can.updateTeams && (
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => setRenaming(true)}
                  aria-label={`Rename ${team.name}`}
                >
                  Rename
                </Button>
              )}
              {viewer.can.deleteTeams && (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => {
                    removeTeam.reset();
                    setConfirmRemove(true);
                  }}
                  aria-label={`Remove team ${team.name}`}
                >
                  Remove team
                </Button>
              )}
            </Group>
          )}
        </Group>
        <TeamMembers organizationId={organizationId} team={team} members={members} viewer={viewer} />
      </Stack>
      <ConfirmActionModal
        opened={confirmRemove}
        onClose={() => setConfirmRemove(false)}
        title={`Remove ${team.name}?`}
        description="The team is removed; its people stay members of the organization."
        confirmLabel={<>Remove {team.name}</>}
        loading={removeTeam.isPending}
        error={removeTeam.error}
        errorTitle="Could not remove the team"
        // mutateAsync: once removed, the card unmounts when the team list refetches.
        onConfirm={() =>
          removeTeam
            .mutateAsync(team.id)
            .then(() => notifySuccess("Team removed", `${team.name} is gone.`))
            .catch(() => undefined)
        }
      />
    </Paper>
  );
}
