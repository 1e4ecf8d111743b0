import { Badge, Stack, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state";
import { RouterLink } from "../../../components/router-link";
import { ScrollTable } from "../../../components/scroll-table";
import { SectionCard } from "../../../components/section-card";
import { formatDateTime } from "../../../lib/format";
import { billingPath } from "../../../lib/paths";
import { benefitTypeLabel } from "../../billing-benefits/lib/types";
import type { BillingContext } from "../../billing-kit/lib/context";
import { type BenefitGrantStatus, grantStatus, useCustomerBenefitGrants } from "../hooks/use-benefit-grants";
import { useCustomerMembers } from "../hooks/use-members";
import type { BenefitGrant } from "../lib/types";

const STATUS_COLORS: Record<BenefitGrantStatus, string> = {
  granted: "teal",
  revoked: "gray",
  failed: "red",
  pending: "yellow",
};

const STATUS_KEYS = {
  granted: "grants.statuses.granted",
  revoked: "grants.statuses.revoked",
  failed: "grants.statuses.failed",
  pending: "grants.statuses.pending",
} as const satisfies Record<BenefitGrantStatus, string>;

/** The customer's benefit grants: what was granted, when, when revoked, and the last error. */
export function CustomerBenefitGrants({ billing, customerId }: { billing: BillingContext; customerId: string }) {
  const { t } = useTranslation("billing-customers");
  const grants = useCustomerBenefitGrants(billing.organizationId, customerId);
  const items = grants.data?.items ?? [];
  // A team customer's seats grant benefits to its members: name the member each such grant is for.
  const members = useCustomerMembers(billing.organizationId, customerId).data?.items ?? [];
  const memberOf = (grant: BenefitGrant): string | null => {
    if (!grant.member_id) return null;
    const member = members.find((item) => item.id === grant.member_id);
    return member ? t("grants.forMember", { email: member.email }) : t("grants.forTeamMember");
  };
  return (
    <SectionCard title={t("grants.title")} description={t("grants.description")}>
      <QueryState
        isPending={grants.isPending}
        error={grants.error}
        onRetry={() => void grants.refetch()}
        loadingLabel={t("grants.loading")}
        errorTitle={t("grants.loadError")}
      >
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("grants.empty")}
          </Text>
        ) : (
          <ScrollTable minWidth={720} label={t("grants.label")}>
            <Table aria-label={t("grants.label")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("grants.benefit")}</Table.Th>
                  <Table.Th>{t("grants.status")}</Table.Th>
                  <Table.Th>{t("grants.granted")}</Table.Th>
                  <Table.Th>{t("grants.revoked")}</Table.Th>
                  <Table.Th>{t("grants.source")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((grant) => (
                  <GrantRow key={grant.id} slug={billing.slug} grant={grant} member={memberOf(grant)} />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </QueryState>
    </SectionCard>
  );
}

function GrantRow({ slug, grant, member }: { slug: string; grant: BenefitGrant; member: string | null }) {
  const { t } = useTranslation("billing-customers");
  const status = grantStatus(grant);
  return (
    <Table.Tr data-testid="benefit-grant-row" data-status={status} data-benefit={grant.benefit.description}>
      <Table.Td>
        <Stack gap={0}>
          <RouterLink to={billingPath(slug, "benefits", grant.benefit_id)} size="sm">
            {grant.benefit.description}
          </RouterLink>
          <Text size="xs" c="dimmed">
            {benefitTypeLabel(grant.benefit.type)}
          </Text>
          {member && (
            <Text size="xs" data-testid="benefit-grant-member">
              {member}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Stack gap={2}>
          <Badge variant="light" color={STATUS_COLORS[status]} data-testid="benefit-grant-status">
            {t(STATUS_KEYS[status])}
          </Badge>
          {grant.error && (
            <Text size="xs" c="red" data-testid="benefit-grant-error">
              {t("grants.errorAt", { message: grant.error.message, date: formatDateTime(grant.error.timestamp) })}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>{formatDateTime(grant.granted_at)}</Table.Td>
      <Table.Td>{formatDateTime(grant.revoked_at)}</Table.Td>
      <Table.Td>
        {grant.subscription_id ? (
          <RouterLink to={billingPath(slug, "subscriptions", grant.subscription_id)} size="sm">
            {t("grants.subscription")}
          </RouterLink>
        ) : grant.order_id ? (
          <RouterLink to={billingPath(slug, "orders", grant.order_id)} size="sm">
            {t("grants.order")}
          </RouterLink>
        ) : (
          "—"
        )}
      </Table.Td>
    </Table.Tr>
  );
}
