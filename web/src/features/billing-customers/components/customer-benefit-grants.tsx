import { Badge, Stack, Table, Text } from "@mantine/core";
import { QueryState } from "../../../components/query-state";
import { RouterLink } from "../../../components/router-link";
import { ScrollTable } from "../../../components/scroll-table";
import { SectionCard } from "../../../components/section-card";
import { formatDateTime } from "../../../lib/format";
import { billingPath } from "../../../lib/paths";
import type { BillingContext } from "../../billing/lib/context";
import { BENEFIT_TYPE_LABELS } from "../../billing-benefits/lib/types";
import { type BenefitGrantStatus, grantStatus, useCustomerBenefitGrants } from "../hooks/use-benefit-grants";

const STATUS_COLORS: Record<BenefitGrantStatus, string> = {
  granted: "teal",
  revoked: "gray",
  failed: "red",
  pending: "yellow",
};

/** The customer's benefit grants: what was granted, when, when revoked, and the last error. */
export function CustomerBenefitGrants({ billing, customerId }: { billing: BillingContext; customerId: string }) {
  const grants = useCustomerBenefitGrants(billing.organizationId, customerId);
  const items = grants.data?.items ?? [];
  return (
    <SectionCard title="Benefit grants" description="Benefits granted by the customer's orders and subscriptions.">
      <QueryState
        isPending={grants.isPending}
        error={grants.error}
        onRetry={() => void grants.refetch()}
        loadingLabel="Loading the benefit grants"
        errorTitle="Could not load the benefit grants"
      >
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            No benefits granted yet.
          </Text>
        ) : (
          <ScrollTable minWidth={720} label="Benefit grants">
            <Table aria-label="Benefit grants">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Benefit</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Granted</Table.Th>
                  <Table.Th>Revoked</Table.Th>
                  <Table.Th>Source</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((grant) => {
                  const status = grantStatus(grant);
                  return (
                    <Table.Tr
                      key={grant.id}
                      data-testid="benefit-grant-row"
                      data-status={status}
                      data-benefit={grant.benefit.description}
                    >
                      <Table.Td>
                        <Stack gap={0}>
                          <RouterLink to={billingPath(billing.slug, "benefits", grant.benefit_id)} size="sm">
                            {grant.benefit.description}
                          </RouterLink>
                          <Text size="xs" c="dimmed">
                            {BENEFIT_TYPE_LABELS[grant.benefit.type]}
                          </Text>
                        </Stack>
                      </Table.Td>
                      <Table.Td>
                        <Stack gap={2}>
                          <Badge variant="light" color={STATUS_COLORS[status]} data-testid="benefit-grant-status">
                            {status}
                          </Badge>
                          {grant.error && (
                            <Text size="xs" c="red" data-testid="benefit-grant-error">
                              {grant.error.message} ({formatDateTime(grant.error.timestamp)})
                            </Text>
                          )}
                        </Stack>
                      </Table.Td>
                      <Table.Td>{formatDateTime(grant.granted_at)}</Table.Td>
                      <Table.Td>{formatDateTime(grant.revoked_at)}</Table.Td>
                      <Table.Td>
                        {grant.subscription_id ? (
                          <RouterLink to={billingPath(billing.slug, "subscriptions", grant.subscription_id)} size="sm">
                            Subscription
                          </RouterLink>
                        ) : grant.order_id ? (
                          <RouterLink to={billingPath(billing.slug, "orders", grant.order_id)} size="sm">
                            Order
                          </RouterLink>
                        ) : (
                          "—"
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </QueryState>
    </SectionCard>
  );
}
