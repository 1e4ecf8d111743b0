import { Badge, Group, Paper, Stack, Text } from "@mantine/core";
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
  /** "the previous 30 days". */
  comparedWith: string;
}

/** One total of the range, with its change against the same length of time just before. */
export function MetricCard({ slug, label, type, currency, value, previous, comparedWith }: MetricCardProps) {
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
            <Text size="xs">Comparing…</Text>
          ) : change === null ? (
            <Text size="xs">Nothing in {comparedWith}</Text>
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
              <Text size="xs">vs {comparedWith}</Text>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
