import { ActionIcon, Button, Group, NativeSelect, NumberInput, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import type { ProductFormValues } from "../lib/product-form";
import {
  SEAT_TIER_TYPE_LABELS,
  SEAT_TIER_TYPES,
  type SeatTiersValues,
  withTierAdded,
  withTierMax,
  withTierRemoved,
} from "../lib/seat-tiers";

interface SeatTiersEditorProps {
  form: UseFormReturnType<ProductFormValues>;
  priceIndex: number;
  readOnly: boolean;
}

const seatProps = { min: 1, step: 1, allowDecimal: false, allowNegative: false, hideControls: true } as const;
const moneyProps = { decimalScale: 2, min: 0, allowNegative: false, hideControls: true } as const;

/**
 * A seat-based price's tiers: the tier type, then one row per tier (first seat, last seat or
 * unlimited, price per seat). Changing a tier's last seat moves the next tier's start, so the tiers
 * stay contiguous as Polar requires; the server's 422s land on the inputs their `loc` names, or
 * under the list (`prices.N.seat_tiers.tiers`).
 */
export function SeatTiersEditor({ form, priceIndex, readOnly }: SeatTiersEditorProps) {
  const { t } = useTranslation("billing-products");
  const path = `prices.${priceIndex}.seat_tiers`;
  const price = form.values.prices[priceIndex];
  if (!price) return null;
  const tiers = price.seat_tiers;
  const currency = price.price_currency.toUpperCase();
  const set = (next: SeatTiersValues) => form.setFieldValue(path, next);
  const listError = form.errors[`${path}.tiers`] ?? form.errors[path];

  return (
    <Stack gap="xs" data-testid="seat-tiers">
      <NativeSelect
        label={t("seatTiers.tierType")}
        disabled={readOnly}
        description={t(SEAT_TIER_TYPE_LABELS[tiers.seat_tier_type].description)}
        data={SEAT_TIER_TYPES.map((type) => ({ value: type, label: t(SEAT_TIER_TYPE_LABELS[type].label) }))}
        {...form.getInputProps(`${path}.seat_tier_type`)}
      />
      {tiers.tiers.map((tier, index) => {
        const tierPath = `${path}.tiers.${index}`;
        const last = index === tiers.tiers.length - 1;
        const maxProps = form.getInputProps(`${tierPath}.max_seats`);
        return (
          <Paper
            key={tier.rowKey}
            withBorder
            p="sm"
            radius="sm"
            role="group"
            aria-label={t("seatTiers.tier", { number: index + 1 })}
            data-testid="seat-tier-row"
          >
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" fw={500}>
                  {t("seatTiers.tier", { number: index + 1 })}
                </Text>
                {!readOnly && tiers.tiers.length > 1 && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t("seatTiers.removeTier", { number: index + 1 })}
                    onClick={() => set(withTierRemoved(tiers, index))}
                  >
                    ×
                  </ActionIcon>
                )}
              </Group>
              <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
                <NumberInput
                  label={t("seatTiers.minSeats")}
                  readOnly={readOnly}
                  {...seatProps}
                  {...form.getInputProps(`${tierPath}.min_seats`)}
                />
                <NumberInput
                  label={t("seatTiers.maxSeats")}
                  placeholder={last ? t("seatTiers.unlimited") : undefined}
                  readOnly={readOnly}
                  {...seatProps}
                  {...maxProps}
                  onChange={(value) => {
                    set(withTierMax(tiers, index, value));
                    if (form.errors[`${tierPath}.max_seats`]) form.clearFieldError(`${tierPath}.max_seats`);
                  }}
                />
                <NumberInput
                  label={t("seatTiers.pricePerSeat", { currency })}
                  readOnly={readOnly}
                  {...moneyProps}
                  {...form.getInputProps(`${tierPath}.price_per_seat`)}
                />
              </SimpleGrid>
            </Stack>
          </Paper>
        );
      })}
      <Text size="xs" c="dimmed">
        {t("seatTiers.hint")}
      </Text>
      {typeof listError === "string" && (
        <Text size="xs" c="red" role="alert">
          {listError}
        </Text>
      )}
      {!readOnly && (
        <Group>
          <Button variant="light" size="xs" onClick={() => set(withTierAdded(tiers))}>
            {t("seatTiers.addTier")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
