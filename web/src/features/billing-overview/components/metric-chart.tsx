import "@mantine/charts/styles.css";
import { AreaChart } from "@mantine/charts";
import { Paper, Table, Text, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { bucketLabel } from "../../billing-meters/lib/usage-range";
import { formatMetric } from "../lib/metric-format";
import type { MetricInterval, MetricPeriod, MetricSlug, MetricType } from "../lib/types";

interface MetricChartProps {
  slug: MetricSlug;
  label: string;
  type: MetricType;
  currency: string;
  periods: readonly MetricPeriod[];
  interval: MetricInterval;
}

/**
 * One metric per period as an area chart; the same figures are in a visually hidden table for
 * screen readers (and the browser tests).
 */
export function MetricChart({ slug, label, type, currency, periods, interval }: MetricChartProps) {
  const { t } = useTranslation("billing-overview");
  const data = periods.map((period) => ({
    period: bucketLabel(period.timestamp, interval === "week" ? "day" : interval),
    value: period[slug] ?? 0,
  }));
  const format = (value: number) => formatMetric(value, type, currency);
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="figure"
      m={0}
      aria-label={t("chart.label", { metric: label, interval })}
      data-testid="metric-chart"
      data-metric={slug}
    >
      <Text size="sm" fw={500} mb="sm" component="figcaption">
        {label}
      </Text>
      <AreaChart
        h={180}
        data={data}
        dataKey="period"
        series={[{ name: "value", label, color: "indigo.7" }]}
        valueFormatter={format}
        curveType="monotone"
        withDots={false}
        gridAxis="y"
        tickLine="none"
        yAxisProps={{ width: type === "currency" ? 80 : 48, allowDecimals: type === "percentage" }}
      />
      <VisuallyHidden>
        <Table aria-label={t("chart.tableLabel", { metric: label, interval })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("chart.period")}</Table.Th>
              <Table.Th>{label}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: read-only rows in period order, replaced whole on every answer
              <Table.Tr key={index}>
                <Table.Td>{row.period}</Table.Td>
                <Table.Td>{format(row.value)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Paper>
  );
}
