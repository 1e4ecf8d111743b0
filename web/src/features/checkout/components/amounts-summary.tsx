import { Divider, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AmountRow } from "../../../components/amount-row";
import { formatDateWith, formatMoney } from "../../../i18n/format";
import { seatsSummary } from "../lib/seats";
import type { CheckoutPublic } from "../lib/types";
import { unitsSummary } from "../lib/units";

/** Subtotal, discount, tax and total, as the server last computed them (after each PATCH). */
export function AmountsSummary({ checkout }: { checkout: CheckoutPublic }) {
  const { t } = useTranslation("checkout");
  const money = (amount: number) => formatMoney(amount, checkout.currency);
  const seats = seatsSummary(checkout);
  const units = unitsSummary(checkout);
  return (
    <Stack gap={6} aria-label={t("summary.label")} role="group" aria-live="polite">
      {seats && <AmountRow label={t("summary.seats")} value={seats} testId="checkout-seats" />}
      {units && <AmountRow label={t("units.label")} value={units} testId="checkout-units" />}
      <AmountRow label={t("summary.subtotal")} value={money(checkout.amount)} testId="checkout-subtotal" />
      {(checkout.discount || checkout.discount_amount > 0) && (
        <AmountRow
          label={
            checkout.discount
              ? t("summary.discountNamed", { name: checkout.discount.code ?? checkout.discount.name })
              : t("summary.discount")
          }
          value={t("summary.discountAmount", { amount: money(checkout.discount_amount) })}
          testId="checkout-discount"
        />
      )}
      <AmountRow
        label={t("summary.tax")}
        value={checkout.tax_amount === null ? t("summary.taxPending") : money(checkout.tax_amount)}
        testId="checkout-tax"
      />
      <Divider />
      <AmountRow label={t("summary.total")} value={money(checkout.total_amount)} strong testId="checkout-total" />
      {checkout.trial_end !== null && (
        <>
          <AmountRow label={t("summary.dueToday")} value={money(0)} strong testId="checkout-due-today" />
          <Text size="sm" c="dimmed" data-testid="checkout-trial">
            {t("summary.trial", {
              // The month in words: a buyer reads "16. Dezember", not "16.12.", wherever they are.
              date: formatDateWith(checkout.trial_end, { dateStyle: "long", timeStyle: "short" }),
              amount: money(checkout.total_amount),
            })}
          </Text>
        </>
      )}
    </Stack>
  );
}
