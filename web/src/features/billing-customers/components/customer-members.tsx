import { Button, Group, Select, Stack, Table, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state";
import { SectionCard } from "../../../components/section-card";
import { messageOf } from "../../../lib/errors";
import { notifyError, notifySuccess } from "../../../lib/notify";
import type { BillingContext } from "../../billing-kit/lib/context";
import {
  type CustomerMember,
  type MemberRole,
  useAddMember,
  useCustomerMembers,
  useRemoveMember,
  useUpdateMemberRole,
} from "../hooks/use-members";

const ROLES: MemberRole[] = ["owner", "billing_manager", "member"];
const ROLE_LABELS = {
  owner: "members.roles.owner",
  billing_manager: "members.roles.billing_manager",
  member: "members.roles.member",
} as const satisfies Record<MemberRole, string>;

/** A team customer's members: add one, change a role (making another the owner demotes the owner), remove one. */
export function CustomerMembers({ billing, customerId }: { billing: BillingContext; customerId: string }) {
  const { t } = useTranslation("billing-customers");
  const members = useCustomerMembers(billing.organizationId, customerId);
  const canWrite = billing.can.members.write;
  return (
    <SectionCard title={t("members.title")} description={t("members.description")}>
      <QueryState
        isPending={members.isPending}
        error={members.error}
        onRetry={() => void members.refetch()}
        loadingLabel={t("members.loading")}
        errorTitle={t("members.loadError")}
      >
        <Stack gap="md">
          <Table aria-label={t("members.title")} data-testid="customer-members">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("members.email")}</Table.Th>
                <Table.Th>{t("members.name")}</Table.Th>
                <Table.Th>{t("members.role")}</Table.Th>
                {canWrite && <Table.Th aria-label={t("members.actions")} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.data?.items.map((member) => (
                <MemberRow
                  key={member.id}
                  billing={billing}
                  customerId={customerId}
                  member={member}
                  canWrite={canWrite}
                />
              ))}
            </Table.Tbody>
          </Table>
          {canWrite && <AddMember billing={billing} customerId={customerId} />}
        </Stack>
      </QueryState>
    </SectionCard>
  );
}

function MemberRow({
  billing,
  customerId,
  member,
  canWrite,
}: {
  billing: BillingContext;
  customerId: string;
  member: CustomerMember;
  canWrite: boolean;
}) {
  const { t } = useTranslation("billing-customers");
  const update = useUpdateMemberRole(billing.organizationId, customerId);
  const remove = useRemoveMember(billing.organizationId, customerId);
  const isOwner = member.role === "owner";
  const roleLabel = t(ROLE_LABELS[member.role]);
  return (
    <Table.Tr data-testid="customer-member" data-role={member.role}>
      <Table.Td>{member.email}</Table.Td>
      <Table.Td>{member.name ?? "—"}</Table.Td>
      <Table.Td>
        {canWrite && !isOwner ? (
          <Select
            aria-label={t("members.roleOf", { email: member.email })}
            data={ROLES.map((role) => ({ value: role, label: t(ROLE_LABELS[role]) }))}
            value={member.role}
            allowDeselect={false}
            disabled={update.isPending}
            onChange={(value) => {
              if (!value || value === member.role) return;
              update.mutate(
                { id: member.id, role: value as MemberRole },
                {
                  onSuccess: () => notifySuccess(t("members.roleChanged")),
                  onError: (error) => notifyError(t("members.roleError"), messageOf(error)),
                },
              );
            }}
          />
        ) : (
          <Text size="sm">{roleLabel}</Text>
        )}
      </Table.Td>
      {canWrite && (
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
                  onError: (error) => notifyError(t("members.removeError"), messageOf(error)),
                })
              }
            >
              {t("members.remove")}
            </Button>
          )}
        </Table.Td>
      )}
    </Table.Tr>
  );
}

function AddMember({ billing, customerId }: { billing: BillingContext; customerId: string }) {
  const { t } = useTranslation("billing-customers");
  const add = useAddMember(billing.organizationId, customerId);
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [role, setRole] = useState<"member" | "billing_manager">("member");
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
        onError: (error) => notifyError(t("members.addError"), messageOf(error)),
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
          data={(["member", "billing_manager"] as const).map((value) => ({
            value,
            label: t(ROLE_LABELS[value]),
          }))}
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
