import { ActionIcon, Button, Group, NativeSelect, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("organizations");
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
    .map((m) => ({ value: m.userId, label: t("teamMembers.candidate", { name: m.user.name, email: m.user.email }) }));
  const mutationError = add.error ?? remove.error;
  const prompt = candidates.length ? t("teamMembers.pick") : t("teamMembers.everyoneIn");

  return (
    <Stack gap="xs">
      <FormAlert
        error={mutationError ? { status: 0, message: messageOf(mutationError) } : null}
        title={t("teamMembers.error")}
        onClose={() => {
          add.reset();
          remove.reset();
        }}
      />
      {roster.hidden ? (
        <Text size="sm" c="dimmed">
          {t("teamMembers.hidden")}
        </Text>
      ) : roster.isPending ? (
        <Text size="sm" c="dimmed" role="status">
          {t("teamMembers.loading")}
        </Text>
      ) : roster.error ? (
        <Text size="sm" c="red">
          {messageOf(roster.error)}
        </Text>
      ) : people.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("teamMembers.empty")}
        </Text>
      ) : (
        <Stack
          gap={4}
          component="ul"
          style={{ listStyle: "none", padding: 0, margin: 0 }}
          aria-label={t("teamMembers.listLabel", { team: team.name })}
        >
          {people.map(({ userId, member }) => {
            const name = member?.user.name ?? t("teamMembers.formerMember");
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
                        onSuccess: () =>
                          notifySuccess(
                            t("teamMembers.removed"),
                            t("teamMembers.removedMessage", { name, team: team.name }),
                          ),
                      })
                    }
                    aria-label={t("teamMembers.remove", { name, team: team.name })}
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
            aria-label={t("teamMembers.addLabel", { team: team.name })}
            data={[{ value: "", label: prompt }, ...candidates]}
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
              const who = members.find((m) => m.userId === picked)?.user.name ?? t("teamMembers.theMember");
              add.mutate(picked, {
                onSuccess: () => {
                  setPicked(null);
                  notifySuccess(t("teamMembers.added"), t("teamMembers.addedMessage", { name: who, team: team.name }));
                },
              });
            }}
          >
            {t("teamMembers.add")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
