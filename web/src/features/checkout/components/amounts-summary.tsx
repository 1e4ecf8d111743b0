import { Divider, Stack, Text } from "@mantine/core";
import { AmountRow } from "../../../components/amount-row";
import { formatDateTime } from "../../../lib/format";
import { formatAmount } from "../../billing-products/lib/types";
import { seatsSummary } from "../lib/seats";
import type { CheckoutPublic } from "../lib/types";

/** Subtotal, discount, tax and total, as the server last computed them (after each PATCH). */
export function AmountsSummary({ checkout }: { checkout: CheckoutPublic }) {
  const money = (amount: number) => formatAmount(amount, checkout.currency);
  const seats = seatsSummary(checkout);
  return (
    <Stack gap={6} aria-label="Order summary" role="group" aria-live="polite">
      {seats && <AmountRow label="Seats" value={seats} testId="checkout-seats" />}
      <AmountRow label="Subtotal" value={money(checkout.amount)} testId="checkout-subtotal" />
      {(checkout.discount || checkout.discount_amount > 0) && (
        <AmountRow
          label={checkout.discount ? `Discount (${checkout.discount.code ?? checkout.discount.name})` : "Discount"}
          value={`−${money(checkout.discount_amount)}`}
          testId="checkout-discount"
        />
      )}
      <AmountRow
        label="Tax"
        value={checkout.tax_amount === null ? "Calculated with your address" : money(checkout.tax_amount)}
        testId="checkout-tax"
      />
      <Divider />
      <AmountRow label="Total" value={money(checkout.total_amount)} strong testId="checkout-total" />
      {checkout.trial_end !== null && (
        <>
          <AmountRow label="Due today" value={money(0)} strong testId="checkout-due-today" />
          <Text size="sm" c="dimmed" data-testid="checkout-trial">
            Free trial until {formatDateTime(checkout.trial_end)}: your card is saved now and charged{" "}
            {money(checkout.total_amount)} when the trial ends, unless you cancel before.
          </Text>
        </>
      )}
    </Stack>
  );
}
