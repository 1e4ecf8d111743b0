import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { Box, Table, Text, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { MeterQuantities, TimeInterval } from "../lib/types";
import { bucketLabel, formatQuantity } from "../lib/usage-range";

interface UsageChartProps {
  /** The series' name in the tooltip and the figure's accessible name. */
  label: string;
  quantities: MeterQuantities;
  interval: TimeInterval;
  /** A small chart without axes (the portal's usage rows); the tooltip still names each bucket. */
  compact?: boolean;
  /** The figure's test id; `usage-chart` (the meter page's) by default. */
  testId?: string;
  /** The figure's accessible name; `<label> per <interval>` by default. */
  ariaLabel?: string;
}

/**
 * A meter's quantity per interval as bars. The same numbers are in a visually hidden table for
 * screen readers; `data-nonzero` counts the buckets with usage (the browser tests read it).
 */
export function UsageChart({
  label,
  quantities,
  interval,
  compact = false,
  testId = "usage-chart",
  ariaLabel,
}: UsageChartProps) {
  const { t } = useTranslation("billing-meters");
  const name = ariaLabel ?? t("chart.label", { label, interval });
  const data = quantities.quantities.map((bucket) => ({
    bucket: bucketLabel(bucket.timestamp, interval),
    quantity: bucket.quantity,
  }));
  const nonzero = quantities.quantities.filter((bucket) => bucket.quantity !== 0).length;
  return (
    <Box component="figure" m={0} aria-label={name} data-testid={testId} data-nonzero={String(nonzero)}>
      {data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("chart.empty")}
        </Text>
      ) : (
        <BarChart
          h={compact ? 56 : 240}
          withXAxis={!compact}
          withYAxis={!compact}
          data={data}
          dataKey="bucket"
          series={[{ name: "quantity", label, color: "indigo.6" }]}
          valueFormatter={formatQuantity}
          tickLine="y"
          gridAxis={compact ? "none" : "y"}
          minBarSize={0}
        />
      )}
      <VisuallyHidden>
        <Table aria-label={t("chart.tableLabel", { label: name })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("chart.period")}</Table.Th>
              <Table.Th>{t("chart.quantity")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: read-only rows in bucket order, replaced whole on every answer
              <Table.Tr key={index}>
                <Table.Td>{row.bucket}</Table.Td>
                <Table.Td>{formatQuantity(row.quantity)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Box>
  );
}
