import { Button, Group, Paper, Stack, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("organizations");
  const [renaming, setRenaming] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const removeTeam = useRemoveTeam(organizationId);

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-label={t("teamCard.label", { name: team.name })}
      data-testid="team-card"
    >
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
                  aria-label={t("teamCard.renameLabel", { name: team.name })}
                >
                  {t("teamCard.rename")}
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
                  aria-label={t("teamCard.removeLabel", { name: team.name })}
                >
                  {t("teamCard.remove")}
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
        title={t("teamCard.confirmTitle", { name: team.name })}
        description={t("teamCard.confirmDescription")}
        confirmLabel={t("teamCard.confirm", { name: team.name })}
        loading={removeTeam.isPending}
        error={removeTeam.error}
        errorTitle={t("teamCard.error")}
        // mutateAsync: once removed, the card unmounts when the team list refetches.
        onConfirm={() =>
          removeTeam
            .mutateAsync(team.id)
            .then(() => notifySuccess(t("teamCard.removed"), t("teamCard.removedMessage", { name: team.name })))
            .catch(() => undefined)
        }
      />
    </Paper>
  );
}
