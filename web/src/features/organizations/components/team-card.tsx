import { ActionIcon, Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { ConfirmActionModal } from "../../../components/confirm-action-modal";
import { FormAlert } from "../../../components/form-alert";
import { messageOf } from "../../../lib/errors";
import { notifySuccess } from "../../../lib/notify";
import { useServerForm } from "../../../lib/use-server-form";
import type { OrganizationMember } from "../hooks/use-members";
import {
  type OrganizationTeam,
  renameTeam,
  useAddTeamMember,
  useInvalidateTeams,
  useRemoveTeam,
  useRemoveTeamMember,
  useTeamRoster,
} from "../hooks/use-teams";
import type { Viewer } from "../lib/viewer";
import { validateTeamName } from "./create-team-form";

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

function RenameTeamForm({
  organizationId,
  team,
  onDone,
}: {
  organizationId: string;
  team: OrganizationTeam;
  onDone: () => void;
}) {
  const invalidate = useInvalidateTeams(organizationId);
  const { form, onSubmit, submitting, formError, clearFormError } = useServerForm({
    initialValues: { name: team.name },
    validate: { name: validateTeamName },
    request: ({ name }) => renameTeam(team.id, name.trim()),
    onSuccess: async (updated) => {
      notifySuccess("Team renamed", `The team is now called ${updated?.name ?? form.values.name}.`);
      await invalidate();
      onDone();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate style={{ flex: 1 }}>
      <Stack gap="xs">
        <FormAlert error={formError} title="Could not rename the team" onClose={clearFormError} />
        <Group align="flex-start" gap="xs">
          <TextInput
            aria-label={`New name for ${team.name}`}
            size="xs"
            required
            data-autofocus
            style={{ flex: 1 }}
            {...form.getInputProps("name")}
          />
          <Button size="xs" type="submit" loading={submitting}>
            Save name
          </Button>
          <Button size="xs" variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function TeamMembers({ organizationId, team, members, viewer }: TeamCardProps) {
  const roster = useTeamRoster(
    organizationId,
    team.id,
    members.map((m) => m.userId),
    viewer.can.updateMembers,
  );
  const add = useAddTeamMember(organizationId, team.id);
  const remove = useRemoveTeamMember(organizationId, team.id);
  const [picked, setPicked] = useState<string | null>(null);

  const inTeam = new Set(roster.userIds ?? []);
  const people = [...inTeam].map((userId) => ({ userId, member: members.find((m) => m.userId === userId) }));
  const candidates = members
    .filter((m) => !inTeam.has(m.userId))
    .map((m) => ({ value: m.userId, label: `${m.user.name} (${m.user.email})` }));
  const mutationError = add.error ?? remove.error;

  return (
    <Stack gap="xs">
      <FormAlert
        error={mutationError ? { status: 0, message: messageOf(mutationError) } : null}
        title="Could not change the team"
        onClose={() => {
          add.reset();
          remove.reset();
        }}
      />
      {roster.hidden ? (
        <Text size="sm" c="dimmed">
          Only the team's members can see who is in it.
        </Text>
      ) : roster.isPending ? (
        <Text size="sm" c="dimmed" role="status">
          Loading the team's members…
        </Text>
      ) : roster.error ? (
        <Text size="sm" c="red">
          {messageOf(roster.error)}
        </Text>
      ) : people.length === 0 ? (
        <Text size="sm" c="dimmed">
          No members yet.
        </Text>
      ) : (
        <Stack
          gap={4}
          component="ul"
          style={{ listStyle: "none", padding: 0, margin: 0 }}
          aria-label={`Members of ${team.name}`}
        >
          {people.map(({ userId, member }) => {
            const name = member?.user.name ?? "Former member";
            return (
              <Group key={userId} component="li" justify="space-between" wrap="nowrap">
                <Text size="sm">
                  {name}
                  {member && (
                    <Text span size="xs" c="dimmed">
                      {" "}
                      {member.user.email}
                    </Text>
                  )}
                </Text>
                {viewer.can.removeMembers && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="sm"
                    loading={remove.isPending && remove.variables === userId}
                    onClick={() =>
                      remove.mutate(userId, {
                        onSuccess: () => notifySuccess("Removed from team", `${name} left ${team.name}.`),
                      })
                    }
                    aria-label={`Remove ${name} from ${team.name}`}
                  >
                    ×
                  </ActionIcon>
                )}
              </Group>
            );
          })}
        </Stack>
      )}
      {viewer.can.updateMembers && !roster.hidden && (
        <Group gap="xs" align="flex-end">
          <NativeSelect
            aria-label={`Add a member to ${team.name}`}
            data={[
              { value: "", label: candidates.length ? "Pick a member to add" : "Everyone is already in this team" },
              ...candidates,
            ]}
            value={picked ?? ""}
            onChange={(event) => setPicked(event.currentTarget.value || null)}
            disabled={roster.userIds === null || candidates.length === 0}
            size="xs"
            style={{ flex: 1 }}
          />
          <Button
            size="xs"
            variant="light"
            disabled={!picked}
            loading={add.isPending}
            onClick={() => {
              if (!picked) return;
              const who = members.find((m) => m.userId === picked)?.user.name ?? "The member";
              add.mutate(picked, {
                onSuccess: () => {
                  setPicked(null);
                  notifySuccess("Added to team", `${who} joined ${team.name}.`);
                },
              });
            }}
          >
            Add to team
          </Button>
        </Group>
      )}
    </Stack>
  );
}
