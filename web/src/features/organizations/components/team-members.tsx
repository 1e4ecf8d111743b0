import { ActionIcon, Button, Group, NativeSelect, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { FormAlert } from "../../../components/form-alert";
import { messageOf } from "../../../lib/errors";
import { notifySuccess } from "../../../lib/notify";
import type { OrganizationMember } from "../hooks/use-members";
import { type OrganizationTeam, useAddTeamMember, useRemoveTeamMember, useTeamRoster } from "../hooks/use-teams";
import type { Viewer } from "../lib/viewer";

interface TeamMembersProps {
  organizationId: string;
  team: OrganizationTeam;
  members: OrganizationMember[];
  viewer: Viewer;
}

/** Who is in the team (to those who may see it), with remove buttons and a picker to add a member. */
export function TeamMembers({ organizationId, team, members, viewer }: TeamMembersProps) {
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
