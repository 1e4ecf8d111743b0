import { Badge, Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { QueryState } from "../../../components/query-state";
import { ScrollTable } from "../../../components/scroll-table";
import { messageOf } from "../../../lib/errors";
import { formatDateTime } from "../../../lib/format";
import { notifySuccess } from "../../../lib/notify";
import { useRoleDefinitions } from "../../roles/hooks/use-role-definitions";
import { type OrganizationInvitation, useCancelInvitation, useInvitations } from "../hooks/use-invitations";
import { useMembers } from "../hooks/use-members";
import { useTeams } from "../hooks/use-teams";
import type { Viewer } from "../lib/viewer";
import { InviteForm } from "./invite-form";
import { RoleBadges } from "./role-badges";

interface InvitationsTabProps {
  organizationId: string;
  viewer: Viewer;
}

function isOpen(invitation: OrganizationInvitation): boolean {
  return invitation.status === "pending" && new Date(invitation.expiresAt).getTime() > Date.now();
}

export function InvitationsTab({ organizationId, viewer }: InvitationsTabProps) {
  const { t } = useTranslation("organizations");
  const invitations = useInvitations(organizationId);
  const members = useMembers(organizationId);
  const teams = useTeams(organizationId);
  const cancel = useCancelInvitation(organizationId);
  const roles = useRoleDefinitions(organizationId, viewer);
  const pending = (invitations.data ?? []).filter(isOpen);

  const inviterOf = (invitation: OrganizationInvitation) =>
    members.data?.find((member) => member.userId === invitation.inviterId)?.user.email ?? "—";
  const teamOf = (invitation: OrganizationInvitation) =>
    invitation.teamId
      ? invitation.teamId
          .split(",")
          .map((id) => teams.data?.find((team) => team.id === id.trim())?.name ?? t("invitationsTab.removedTeam"))
          .join(", ")
      : "—";

  return (
    <Stack gap="lg">
      {viewer.can.inviteMembers && (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t("invitationsTab.invite")}
            </Title>
            <Text size="sm" c="dimmed">
              {t("invitationsTab.inviteDescription")}
            </Text>
            <QueryState
              isPending={roles.definitions === null}
              error={null}
              loadingLabel={t("invitationsTab.loadingRoles")}
              errorTitle={t("invitationsTab.loadError")}
            >
              {roles.definitions && (
                <InviteForm organizationId={organizationId} viewer={viewer} definitions={roles.definitions} />
              )}
            </QueryState>
          </Stack>
        </Paper>
      )}
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("invitationsTab.pending")}
        </Title>
        <FormAlert
          error={cancel.error ? { status: 0, message: messageOf(cancel.error) } : null}
          title={t("invitationsTab.cancelError")}
          onClose={() => cancel.reset()}
        />
        <QueryState
          isPending={invitations.isPending}
          error={invitations.error}
          onRetry={() => void invitations.refetch()}
          loadingLabel={t("invitationsTab.loading")}
          errorTitle={t("invitationsTab.loadError")}
        >
          {pending.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("invitationsTab.empty")}
            </Text>
          ) : (
            <ScrollTable minWidth={640} label={t("invitationsTab.pending")}>
              <Table verticalSpacing="sm" aria-label={t("invitationsTab.pending")}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("invitationsTab.email")}</Table.Th>
                    <Table.Th>{t("invitationsTab.role")}</Table.Th>
                    <Table.Th>{t("invitationsTab.team")}</Table.Th>
                    <Table.Th>{t("invitationsTab.invitedBy")}</Table.Th>
                    <Table.Th>{t("invitationsTab.expires")}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{t("invitationsTab.actions")}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {pending.map((invitation) => (
                    <InvitationRow
                      key={invitation.id}
                      invitation={invitation}
                      team={teamOf(invitation)}
                      inviter={inviterOf(invitation)}
                      canCancel={viewer.can.cancelInvitations}
                      canceling={cancel.isPending && cancel.variables === invitation.id}
                      onCancel={() =>
                        cancel.mutate(invitation.id, {
                          onSuccess: () =>
                            notifySuccess(
                              t("invitationsTab.canceled"),
                              t("invitationsTab.canceledMessage", { email: invitation.email }),
                            ),
                        })
                      }
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          )}
        </QueryState>
      </Stack>
    </Stack>
  );
}

interface InvitationRowProps {
  invitation: OrganizationInvitation;
  team: string;
  inviter: string;
  canCancel: boolean;
  canceling: boolean;
  onCancel: () => void;
}

function InvitationRow({ invitation, team, inviter, canCancel, canceling, onCancel }: InvitationRowProps) {
  const { t } = useTranslation("organizations");
  const labelId = useId();
  return (
    <Table.Tr data-testid="invitation-row" data-email={invitation.email}>
      <Table.Td>
        <Group gap="xs" id={labelId}>
          <Text size="sm" fw={500}>
            {invitation.email}
          </Text>
          <Badge size="xs" variant="light" color="yellow">
            {t("invitationsTab.pendingBadge")}
          </Badge>
        </Group>
      </Table.Td>
      <Table.Td>
        <RoleBadges role={invitation.role} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{team}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{inviter}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatDateTime(invitation.expiresAt)}</Text>
      </Table.Td>
      <Table.Td>
        {canCancel && (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            loading={canceling}
            onClick={onCancel}
            aria-describedby={labelId}
          >
            {t("invitationsTab.cancel")}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
