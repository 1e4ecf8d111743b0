import { Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { changeOf, formatChange, formatMetric } from "../lib/metric-format";
import type { MetricSlug, MetricType } from "../lib/types";

interface MetricCardProps {
  slug: MetricSlug;
  label: string;
  type: MetricType;
  currency: string;
  value: number;
  /** The previous period's total; undefined while it loads. */
  previous: number | undefined;
  /** The length of both ranges: the change is against the same number of days just before. */
  days: number;
}

/** One total of the range, with its change against the same length of time just before. */
export function MetricCard({ slug, label, type, currency, value, previous, days }: MetricCardProps) {
  const { t } = useTranslation("billing-overview");
  const change = previous === undefined ? undefined : changeOf(value, previous);
  const formatted = formatMetric(value, type, currency);
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      role="group"
      aria-label={label}
      data-testid="metric-card"
      data-metric={slug}
      data-value={String(value)}
    >
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="xl" fw={700} data-testid="metric-value">
          {formatted}
        </Text>
        <Group gap={6} wrap="nowrap">
          {change === undefined ? (
            <Text size="xs">{t("card.comparing")}</Text>
          ) : change === null ? (
            <Text size="xs">{t("card.nothingInPrevious", { count: days })}</Text>
          ) : (
            <>
              <Badge
                size="sm"
                variant="light"
                color={change > 0 ? "teal" : change < 0 ? "red" : "gray"}
                data-testid="metric-change"
              >
                {formatChange(change)}
              </Badge>
              <Text size="xs">{t("card.versusPrevious", { count: days })}</Text>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
