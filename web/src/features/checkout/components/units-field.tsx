import { Loader, NumberInput, Stack, Text } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../i18n/format";
import type { CheckoutFormHandle } from "../lib/checkout-form";
import type { CheckoutPublic } from "../lib/types";
import { unitBounds, unitCountProblem, unitPriceOf, unitsSummary } from "../lib/units";

interface UnitsFieldProps {
  form: CheckoutFormHandle;
  checkout: CheckoutPublic;
  /** A PATCH of the unit count is on its way. */
  busy: boolean;
  /** PATCHes the checkout to this unit count (its errors land on the field). */
  onCommit: (units: number) => void;
}

/**
 * How many units to buy (a unit-based price), as the seats field does for seats: within the
 * price's bounds; each change settles for a moment, then updates the checkout, whose answer gives
 * the price of the units (the tiers are priced by the server).
 */
export function UnitsField({ form, checkout, busy, onCommit }: UnitsFieldProps) {
  const { t } = useTranslation("checkout");
  const commit = useDebouncedCallback((value: number | string) => {
    if (unitCountProblem(checkout, value) !== null) {
      form.validateField("units");
      return;
    }
    if (Number(value) !== checkout.units) onCommit(Number(value));
  }, 400);
  if (!unitPriceOf(checkout)) return null;
  const phrase = unitsSummary(checkout);
  return (
    <Stack gap={4}>
      <NumberInput
        label={t("units.label")}
        description={unitBounds(checkout)}
        min={checkout.min_units ?? 1}
        max={checkout.max_units ?? undefined}
        step={1}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        thousandSeparator={false}
        required
        withAsterisk={false}
        rightSection={busy ? <Loader size="xs" aria-label={t("units.updating")} /> : undefined}
        {...form.getInputProps("units")}
        onChange={(value) => {
          form.setFieldValue("units", value);
          form.clearFieldError("units");
          commit(value);
        }}
      />
      {phrase && (
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="checkout-unit-price">
          {t("units.total", { units: phrase, amount: formatMoney(checkout.amount, checkout.currency) })}
        </Text>
      )}
    </Stack>
  );
}
