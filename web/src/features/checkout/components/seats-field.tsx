import { Loader, NumberInput, Stack, Text } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { i18n } from "../../../i18n/i18n";
import { type CheckoutFormHandle, seatPriceOf } from "../lib/checkout-form";
import { seatCountProblem } from "../lib/checkout-rules";
import { seatPriceLine } from "../lib/seats";
import type { CheckoutPublic } from "../lib/types";

interface SeatsFieldProps {
  form: CheckoutFormHandle;
  checkout: CheckoutPublic;
  /** A PATCH of the seat count is on its way. */
  busy: boolean;
  /** PATCHes the checkout to this seat count (its errors land on the field). */
  onCommit: (seats: number) => void;
}

function boundsOf(checkout: CheckoutPublic): string {
  const min = checkout.min_seats ?? 1;
  const max = checkout.max_seats;
  if (max === null) return i18n.t("checkout:seats.atLeast", { min });
  if (max === min) return i18n.t("checkout:seats.exactly", { count: min });
  return i18n.t("checkout:seats.between", { min, max });
}

/**
 * How many seats to buy (a seat-based price): within the price's bounds; each change settles for a
 * moment, then updates the checkout, whose answer gives the price per seat and the total.
 */
export function SeatsField({ form, checkout, busy, onCommit }: SeatsFieldProps) {
  const { t } = useTranslation("checkout");
  const commit = useDebouncedCallback((value: number | string) => {
    if (seatCountProblem(checkout, value) !== null) {
      form.validateField("seats");
      return;
    }
    if (Number(value) !== checkout.seats) onCommit(Number(value));
  }, 400);
  if (!seatPriceOf(checkout)) return null;
  const line = seatPriceLine(checkout);
  return (
    <Stack gap={4}>
      <NumberInput
        label={t("summary.seats")}
        description={boundsOf(checkout)}
        min={checkout.min_seats ?? 1}
        max={checkout.max_seats ?? undefined}
        step={1}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        required
        withAsterisk={false}
        rightSection={busy ? <Loader size="xs" aria-label={t("seats.updating")} /> : undefined}
        {...form.getInputProps("seats")}
        onChange={(value) => {
          form.setFieldValue("seats", value);
          form.clearFieldError("seats");
          commit(value);
        }}
      />
      {line && (
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="checkout-seat-price">
          {line}
        </Text>
      )}
    </Stack>
  );
}
