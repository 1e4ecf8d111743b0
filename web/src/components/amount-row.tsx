import { Group, Text } from "@mantine/core";

interface AmountRowProps {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}

/** One line of an amounts summary (label left, formatted amount right): checkout totals, order amounts. */
export function AmountRow({ label, value, testId, strong = false }: AmountRowProps) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}
