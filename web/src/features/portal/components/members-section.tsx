import { Button, Group, Select, Stack, Table, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state";
import { SectionCard } from "../../../components/section-card";
import { messageOf } from "../../../lib/errors";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { V1Error } from "../../billing-kit/lib/v1-errors";
import {
  type PortalMember,
  type PortalMemberRole,
  useAddPortalMember,
  usePortalMembers,
  useRemovePortalMember,
  useUpdatePortalMember,
} from "../hooks/use-portal-members";
import type { PortalAuth } from "../lib/portal-client";

const ROLE_LABELS = {
  owner: "members.roles.owner",
  billing_manager: "members.roles.billing_manager",
  member: "members.roles.member",
} as const satisfies Record<PortalMemberRole, string>;
const ROLES = Object.keys(ROLE_LABELS) as PortalMemberRole[];

/**
 * The team's members, for its owner and billing managers: the server answers anyone else 403
 * (a plain member, an individual customer), and the section stays hidden for them.
 */
export function MembersSection({ auth }: { auth: PortalAuth }) {
  const members = usePortalMembers(auth);
  const { t } = useTranslation("portal");
  if (members.error instanceof V1Error && members.error.status === 403) return null;
  return (
    <SectionCard
      title={t("members.title")}
      id="members"
      aria-label={t("members.title")}
      description={t("members.description")}
    >
      <QueryState
        isPending={members.isPending}
        error={members.error}
        onRetry={() => void members.refetch()}
        loadingLabel={t("members.loading")}
        errorTitle={t("members.loadFailed")}
      >
        <Stack gap="md">
          <Table aria-label={t("members.title")} data-testid="portal-members">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("members.email")}</Table.Th>
                <Table.Th>{t("members.name")}</Table.Th>
                <Table.Th>{t("members.role")}</Table.Th>
                <Table.Th aria-label={t("members.actions")} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.data?.items.map((member) => (
                <MemberRow key={member.id} auth={auth} member={member} />
              ))}
            </Table.Tbody>
          </Table>
          <AddMember auth={auth} />
        </Stack>
      </QueryState>
    </SectionCard>
  );
}

function MemberRow({ auth, member }: { auth: PortalAuth; member: PortalMember }) {
  const { t } = useTranslation("portal");
  const update = useUpdatePortalMember(auth);
  const remove = useRemovePortalMember(auth);
  const isOwner = member.role === "owner";
  return (
    <Table.Tr data-testid="portal-member" data-role={member.role}>
      <Table.Td>{member.email}</Table.Td>
      <Table.Td>{member.name ?? "—"}</Table.Td>
      <Table.Td>
        {isOwner ? (
          <Text size="sm">{t(ROLE_LABELS.owner)}</Text>
        ) : (
          <Select
            aria-label={t("members.roleOf", { email: member.email })}
            data={ROLES.map((role) => ({ value: role, label: t(ROLE_LABELS[role]) }))}
            value={member.role}
            allowDeselect={false}
            disabled={update.isPending}
            onChange={(value) => {
              const role = ROLES.find((candidate) => candidate === value);
              if (!role || role === member.role) return;
              update.mutate(
                { id: member.id, role },
                {
                  onSuccess: () => notifySuccess(t("members.roleChanged")),
                  onError: (error) => notifyError(t("members.roleFailed"), messageOf(error)),
                },
              );
            }}
          />
        )}
      </Table.Td>
      <Table.Td>
        {!isOwner && (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            loading={remove.isPending}
            aria-label={t("members.removeOf", { email: member.email })}
            onClick={() =>
              remove.mutate(member.id, {
                onSuccess: () => notifySuccess(t("members.removed")),
                onError: (error) => notifyError(t("members.removeFailed"), messageOf(error)),
              })
            }
          >
            {t("members.remove")}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function AddMember({ auth }: { auth: PortalAuth }) {
  const { t } = useTranslation("portal");
  const add = useAddPortalMember(auth);
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [role, setRole] = useState<PortalMemberRole>("member");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { email, ...(name ? { name } : {}), role },
      {
        onSuccess: () => {
          setEmail("");
          setName("");
          notifySuccess(t("members.added"));
        },
        onError: (error) => notifyError(t("members.addFailed"), messageOf(error)),
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label={t("members.add")}>
      <Group align="end" gap="sm">
        <TextInput
          label={t("members.email")}
          type="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <TextInput label={t("members.name")} value={name} onChange={(event) => setName(event.currentTarget.value)} />
        <Select
          label={t("members.role")}
          data={(["member", "billing_manager"] as const).map((value) => ({ value, label: t(ROLE_LABELS[value]) }))}
          value={role}
          allowDeselect={false}
          onChange={(value) => setRole(value === "billing_manager" ? "billing_manager" : "member")}
        />
        <Button type="submit" loading={add.isPending}>
          {t("members.add")}
        </Button>
      </Group>
    </form>
  );
}
