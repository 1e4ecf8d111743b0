import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state";
import { SectionCard } from "../../../components/section-card";
import { MembersTable } from "../../billing-kit/components/members-table";
import type { BillingContext } from "../../billing-kit/lib/context";
import { useAddMember, useCustomerMembers, useRemoveMember, useUpdateMemberRole } from "../hooks/use-members";

/** A team customer's members: add one, change a role (making another the owner demotes the owner), remove one. */
export function CustomerMembers({ billing, customerId }: { billing: BillingContext; customerId: string }) {
  const { t } = useTranslation("billing-customers");
  const members = useCustomerMembers(billing.organizationId, customerId);
  const actions = {
    changeRole: useUpdateMemberRole(billing.organizationId, customerId),
    remove: useRemoveMember(billing.organizationId, customerId),
    add: useAddMember(billing.organizationId, customerId),
  };
  return (
    <SectionCard title={t("members.title")} description={t("members.description")}>
      <QueryState
        isPending={members.isPending}
        error={members.error}
        onRetry={() => void members.refetch()}
        loadingLabel={t("members.loading")}
        errorTitle={t("members.loadError")}
      >
        <MembersTable
          members={members.data?.items ?? []}
          actions={billing.can.members.write ? actions : undefined}
          label={t("members.title")}
          testIds={{ table: "customer-members", row: "customer-member" }}
        />
      </QueryState>
    </SectionCard>
  );
}
