import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatAmount } from '../../billing-products/lib/types';
import type { CheckoutPublic } from '../lib/types';

function Row({ label, value, strong = false, testId }: { label: string; value: string; strong?: boolean; testId: string }) {
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

/** Subtotal, discount, tax and total, as the server last computed them (after each PATCH). */
export function AmountsSummary({ checkout }: { checkout: CheckoutPublic }) {
  const money = (amount: number) => formatAmount(amount, checkout.currency);
  return (
    <Stack gap={6} aria-label="Order summary" role="group" aria-live="polite">
      <Row label="Subtotal" value={money(checkout.amount)} testId="checkout-subtotal" />
      {(checkout.discount || checkout.discount_amount > 0) && (
        <Row
          label={checkout.discount ? `Discount (${checkout.discount.code ?? checkout.discount.name})` : 'Discount'}
          value={`−${money(checkout.discount_amount)}`}
          testId="checkout-discount"
        />
      )}
      <Row label="Tax" value={checkout.tax_amount === null ? 'Calculated with your address' : money(checkout.tax_amount)} testId="checkout-tax" />
      <Divider />
      <Row label="Total" value={money(checkout.total_amount)} strong testId="checkout-total" />
    </Stack>
  );
}
