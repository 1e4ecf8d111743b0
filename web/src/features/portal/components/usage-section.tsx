import { Anchor, Loader, Progress, Table, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state";
import { ScrollTable } from "../../../components/scroll-table";
import { SectionCard } from "../../../components/section-card";
import { formatNumber } from "../../../i18n/format";
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
  const { t } = useTranslation("portal");
  const name = t("usage.chartLabel", { meter: meter.meter.name });
  if (quantities.isPending) return <Loader size="xs" aria-label={t("usage.chartLoading", { chart: name })} />;
  if (quantities.error) {
    return (
      <Text size="xs" c="red" role="alert">
        {t("usage.chartFailed")}{" "}
        <Anchor component="button" type="button" size="xs" onClick={() => void quantities.refetch()}>
          {t("usage.retry")}
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
  const { t } = useTranslation("portal");
  if (meter.credited_units <= 0) {
    return (
      <Text size="xs" c="dimmed">
        {t("usage.noCredits")}
      </Text>
    );
  }
  const used = Math.min(100, (meter.consumed_units / meter.credited_units) * 100);
  return (
    <Progress
      value={used}
      color={meter.balance < 0 ? "red" : used > 80 ? "orange" : "teal"}
      size="lg"
      aria-label={t("usage.creditsUsedLabel", {
        meter: meter.meter.name,
        percent: formatNumber(used / 100, { style: "percent", maximumFractionDigits: 2 }),
      })}
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
  const { t } = useTranslation("portal");
  if (meters.data?.items.length === 0) return null;
  return (
    <SectionCard title={t("usage.title")} id="usage" aria-label={t("usage.title")} description={t("usage.description")}>
      <QueryState
        isPending={meters.isPending}
        error={meters.error}
        onRetry={() => void meters.refetch()}
        loadingLabel={t("usage.loading")}
        errorTitle={t("usage.loadFailed")}
      >
        <ScrollTable minWidth={780} label={t("usage.tableLabel")}>
          <Table aria-label={t("usage.tableLabel")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("usage.meter")}</Table.Th>
                <Table.Th>{t("usage.consumed")}</Table.Th>
                <Table.Th>{t("usage.credited")}</Table.Th>
                <Table.Th>{t("usage.balance")}</Table.Th>
                <Table.Th>{t("usage.creditsUsed")}</Table.Th>
                <Table.Th>{t("usage.last30Days")}</Table.Th>
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
