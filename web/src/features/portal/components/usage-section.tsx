import { Anchor, Loader, Progress, Table, Text } from "@mantine/core";
import { useState } from "react";
import { QueryState } from "../../../components/query-state";
import { ScrollTable } from "../../../components/scroll-table";
import { SectionCard } from "../../../components/section-card";
import { UsageChart } from "../../billing-meters/components/usage-chart";
import { formatQuantity, rangeBounds } from "../../billing-meters/lib/usage-range";
import { usePortalMeterQuantities, usePortalMeters } from "../hooks/use-portal-meters";
import type { PortalAuth } from "../lib/portal-client";
import type { CustomerMeter } from "../lib/types";

/** The last 30 days by day, the same window for every row (fixed while the section is shown). */
function MeterChart({
  auth,
  meter,
  bounds,
}: {
  auth: PortalAuth;
  meter: CustomerMeter;
  bounds: { start: string; end: string };
}) {
  const quantities = usePortalMeterQuantities(auth, meter.id, { ...bounds, interval: "day" });
  const name = `${meter.meter.name}: usage per day, last 30 days`;
  if (quantities.isPending) return <Loader size="xs" aria-label={`Loading ${name}`} />;
  if (quantities.error) {
    return (
      <Text size="xs" c="red" role="alert">
        Could not load the chart.{" "}
        <Anchor component="button" type="button" size="xs" onClick={() => void quantities.refetch()}>
          Retry
        </Anchor>
      </Text>
    );
  }
  return (
    <div style={{ width: 200 }}>
      <UsageChart
        label={meter.meter.name}
        quantities={quantities.data}
        interval="day"
        compact
        testId="portal-meter-chart"
        ariaLabel={name}
      />
    </div>
  );
}

/** How much of the credits is used: a bar when the meter has credits, else nothing to compare with. */
function CreditBar({ meter }: { meter: CustomerMeter }) {
  if (meter.credited_units <= 0) {
    return (
      <Text size="xs" c="dimmed">
        No credits
      </Text>
    );
  }
  const used = Math.min(100, (meter.consumed_units / meter.credited_units) * 100);
  return (
    <Progress
      value={used}
      color={meter.balance < 0 ? "red" : used > 80 ? "orange" : "teal"}
      size="lg"
      aria-label={`${meter.meter.name}: ${formatQuantity(used)}% of the credits used`}
      w={140}
    />
  );
}

/**
 * The customer's usage meters (Polar's portal "Usage"). Hidden for a customer without meters, so
 * the portal of a one-time purchase shows nothing about usage.
 */
export function UsageSection({ auth }: { auth: PortalAuth }) {
  const meters = usePortalMeters(auth);
  const [bounds] = useState(() => rangeBounds("30d"));
  if (meters.data?.items.length === 0) return null;
  return (
    <SectionCard
      title="Usage"
      id="usage"
      aria-label="Usage"
      description="This billing period: units consumed, credits granted and what is left; usage per day over the last 30 days."
    >
      <QueryState
        isPending={meters.isPending}
        error={meters.error}
        onRetry={() => void meters.refetch()}
        loadingLabel="Loading your usage"
        errorTitle="Could not load your usage"
      >
        <ScrollTable minWidth={780} label="Your usage">
          <Table aria-label="Your usage">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Meter</Table.Th>
                <Table.Th>Consumed</Table.Th>
                <Table.Th>Credited</Table.Th>
                <Table.Th>Balance</Table.Th>
                <Table.Th>Credits used</Table.Th>
                <Table.Th>Last 30 days</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {meters.data?.items.map((meter) => (
                <Table.Tr key={meter.id} data-testid="portal-meter-row" data-meter={meter.meter.name}>
                  <Table.Td>{meter.meter.name}</Table.Td>
                  <Table.Td data-testid="portal-meter-consumed">{formatQuantity(meter.consumed_units)}</Table.Td>
                  <Table.Td data-testid="portal-meter-credited">{formatQuantity(meter.credited_units)}</Table.Td>
                  <Table.Td data-testid="portal-meter-balance">
                    <Text size="sm" c={meter.balance < 0 ? "red" : undefined}>
                      {formatQuantity(meter.balance)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <CreditBar meter={meter} />
                  </Table.Td>
                  <Table.Td>
                    <MeterChart auth={auth} meter={meter} bounds={bounds} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      </QueryState>
    </SectionCard>
  );
}
