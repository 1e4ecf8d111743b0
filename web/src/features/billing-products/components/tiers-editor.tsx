import {
  ActionIcon,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PriceValues, ProductFormValues } from "../lib/product-form";
import {
  SEAT_TIER_TYPES,
  type SeatTiersValues,
  seatTiersForExample,
  withTierAdded,
  withTierMax,
  withTierRemoved,
} from "../lib/seat-tiers";
import { type Tiers, type TierType, tieredAmount } from "../lib/tier-math";
import { formatAmount, isMetered } from "../lib/types";
import {
  tierStart,
  type UnitTiersValues,
  unitTiersForExample,
  withUnitTierAdded,
  withUnitTierRemoved,
} from "../lib/unit-tiers";

/** Seats (`seat_tiers`, first and last seat per row) or units (`tiers`, an "up to" bound per row). */
type TierKind = "seats" | "units";

interface TiersEditorProps {
  form: UseFormReturnType<ProductFormValues>;
  priceIndex: number;
  kind: TierKind;
  readOnly: boolean;
}

const countProps = { min: 1, step: 1, allowDecimal: false, allowNegative: false, hideControls: true } as const;
const moneyProps = { decimalScale: 2, min: 0, allowNegative: false, hideControls: true } as const;

const TYPE_DESCRIPTIONS = {
  seats: { volume: "seatTierType.volumeDescription", graduated: "seatTierType.graduatedDescription" },
  units: { volume: "unitTierType.volumeDescription", graduated: "unitTierType.graduatedDescription" },
} as const;
const TYPE_LABELS = { volume: "seatTierType.volume", graduated: "seatTierType.graduated" } as const;

/** The shared arithmetic's view of a row's tiers (null while a rate is not valid yet). */
function exampleTiers(price: PriceValues, kind: TierKind): Tiers | null {
  return kind === "seats" ? seatTiersForExample(price.seat_tiers) : unitTiersForExample(price.tiers);
}

/**
 * The tiers of a seat-based, unit-based or metered tiered price: the tier type, one row per tier,
 * and a live example computed as the server bills it. Changing a seat tier's last seat moves the
 * next tier's start, so seat tiers stay contiguous; unit tiers start after the previous bound by
 * construction. The server's 422s land on the inputs their `loc` names, or under the list.
 */
export function TiersEditor({ form, priceIndex, kind, readOnly }: TiersEditorProps) {
  const { t } = useTranslation("billing-products");
  const price = form.values.prices[priceIndex];
  if (!price) return null;
  const path = `prices.${priceIndex}.${kind === "seats" ? "seat_tiers" : "tiers"}`;
  const tierType: TierType = kind === "seats" ? price.seat_tiers.seat_tier_type : price.tiers.type;
  const rowCount = kind === "seats" ? price.seat_tiers.tiers.length : price.tiers.tiers.length;
  const setSeats = (next: SeatTiersValues) => form.setFieldValue(`prices.${priceIndex}.seat_tiers`, next);
  const setUnits = (next: UnitTiersValues) => form.setFieldValue(`prices.${priceIndex}.tiers`, next);
  const listError = form.errors[`${path}.tiers`] ?? form.errors[path];

  return (
    <Stack gap="xs" data-testid={kind === "seats" ? "seat-tiers" : "unit-tiers"}>
      <NativeSelect
        label={t("tiers.tierType")}
        disabled={readOnly}
        description={t(TYPE_DESCRIPTIONS[kind][tierType])}
        data={SEAT_TIER_TYPES.map((type) => ({ value: type, label: t(TYPE_LABELS[type]) }))}
        {...form.getInputProps(`${path}.${kind === "seats" ? "seat_tier_type" : "type"}`)}
      />
      {Array.from({ length: rowCount }, (_, index) => (
        <Paper
          key={(kind === "seats" ? price.seat_tiers.tiers[index]?.rowKey : price.tiers.tiers[index]?.rowKey) ?? index}
          withBorder
          p="sm"
          radius="sm"
          role="group"
          aria-label={t("tiers.tier", { number: index + 1 })}
          data-testid={kind === "seats" ? "seat-tier-row" : "unit-tier-row"}
        >
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap">
              <Group gap="xs">
                <Text size="sm" fw={500}>
                  {t("tiers.tier", { number: index + 1 })}
                </Text>
                {kind === "units" && <TierStart tiers={price.tiers} index={index} />}
              </Group>
              {!readOnly && rowCount > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t("tiers.removeTier", { number: index + 1 })}
                  onClick={() =>
                    kind === "seats"
                      ? setSeats(withTierRemoved(price.seat_tiers, index))
                      : setUnits(withUnitTierRemoved(price.tiers, index))
                  }
                >
                  ×
                </ActionIcon>
              )}
            </Group>
            {kind === "seats" ? (
              <SeatTierInputs form={form} priceIndex={priceIndex} index={index} readOnly={readOnly} />
            ) : (
              <UnitTierInputs form={form} priceIndex={priceIndex} index={index} readOnly={readOnly} />
            )}
          </Stack>
        </Paper>
      ))}
      <Text size="xs" c="dimmed">
        {t(kind === "seats" ? "seatTiers.hint" : "unitTiers.hint")}
      </Text>
      {typeof listError === "string" && (
        <Text size="xs" c="red" role="alert">
          {listError}
        </Text>
      )}
      {!readOnly && (
        <Group>
          <Button
            variant="light"
            size="xs"
            onClick={() =>
              kind === "seats" ? setSeats(withTierAdded(price.seat_tiers)) : setUnits(withUnitTierAdded(price.tiers))
            }
          >
            {t("tiers.addTier")}
          </Button>
        </Group>
      )}
      <TierExample price={price} tiers={exampleTiers(price, kind)} kind={kind} />
    </Stack>
  );
}

interface RowProps {
  form: UseFormReturnType<ProductFormValues>;
  priceIndex: number;
  index: number;
  readOnly: boolean;
}

function SeatTierInputs({ form, priceIndex, index, readOnly }: RowProps) {
  const { t } = useTranslation("billing-products");
  const price = form.values.prices[priceIndex];
  if (!price) return null;
  const tiers = price.seat_tiers;
  const tierPath = `prices.${priceIndex}.seat_tiers.tiers.${index}`;
  const last = index === tiers.tiers.length - 1;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
      <NumberInput
        label={t("seatTiers.minSeats")}
        readOnly={readOnly}
        {...countProps}
        {...form.getInputProps(`${tierPath}.min_seats`)}
      />
      <NumberInput
        label={t("seatTiers.maxSeats")}
        placeholder={last ? t("seatTiers.unlimited") : undefined}
        readOnly={readOnly}
        {...countProps}
        {...form.getInputProps(`${tierPath}.max_seats`)}
        onChange={(value) => {
          form.setFieldValue(`prices.${priceIndex}.seat_tiers`, withTierMax(tiers, index, value));
          if (form.errors[`${tierPath}.max_seats`]) form.clearFieldError(`${tierPath}.max_seats`);
        }}
      />
      <NumberInput
        label={t("seatTiers.pricePerSeat", { currency: price.price_currency.toUpperCase() })}
        readOnly={readOnly}
        {...moneyProps}
        {...form.getInputProps(`${tierPath}.price_per_seat`)}
      />
    </SimpleGrid>
  );
}

function UnitTierInputs({ form, priceIndex, index, readOnly }: RowProps) {
  const { t } = useTranslation("billing-products");
  const price = form.values.prices[priceIndex];
  if (!price) return null;
  const tiers = price.tiers.tiers;
  const tierPath = `prices.${priceIndex}.tiers.tiers.${index}`;
  const last = index === tiers.length - 1;
  return (
    <SimpleGrid cols={2} spacing="xs">
      <NumberInput
        label={t("unitTiers.upTo")}
        placeholder={last ? t("unitTiers.noLimit") : undefined}
        readOnly={readOnly}
        {...countProps}
        {...form.getInputProps(`${tierPath}.bound`)}
      />
      <TextInput
        label={t("unitTiers.pricePerUnit", { currency: price.price_currency.toUpperCase() })}
        inputMode="decimal"
        autoComplete="off"
        readOnly={readOnly}
        {...form.getInputProps(`${tierPath}.unit_amount`)}
      />
    </SimpleGrid>
  );
}

/** "From unit 11": where a unit tier starts (one past the bound before it), once that bound is a number. */
function TierStart({ tiers, index }: { tiers: UnitTiersValues; index: number }) {
  const { t } = useTranslation("billing-products");
  const start = tierStart(tiers.tiers, index);
  if (start === null) return null;
  return (
    <Text size="xs" c="dimmed">
      {t("unitTiers.from", { start })}
    </Text>
  );
}

interface TierExampleProps {
  price: PriceValues;
  /** The rates as the arithmetic reads them; null while one is not valid yet. */
  tiers: Tiers | null;
  kind: TierKind;
}

/** "100 units cost $12.34": what the server would charge for a quantity the merchant picks (capped as billed). */
export function TierExample({ price, tiers, kind }: TierExampleProps) {
  const { t } = useTranslation("billing-products");
  const [quantity, setQuantity] = useState<number | string>(kind === "seats" ? 10 : 100);
  const count = Number(quantity);
  // Nothing to say while the quantity is being typed; a hint while a rate is not valid yet.
  const counted = quantity !== "" && Number.isInteger(count) && count >= 1;
  const valid = tiers !== null && counted;
  const amount = valid ? tieredAmount(tiers, count) : 0;
  const cap =
    isMetered(price.amount_type) && price.cap_amount !== "" ? Math.round(Number(price.cap_amount) * 100) : null;
  const capped = cap !== null && Number.isFinite(cap) && amount > cap;
  const total = formatAmount(capped && cap !== null ? cap : amount, price.price_currency);
  return (
    <Paper bg="var(--mantine-color-default-hover)" p="sm" radius="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberInput
          label={t(kind === "seats" ? "tierExample.seats" : "tierExample.units")}
          value={quantity}
          onChange={setQuantity}
          w={140}
          {...countProps}
        />
        <Text size="sm" aria-live="polite" data-testid="tier-example" style={{ flex: 1, minWidth: 160 }}>
          {tiers === null
            ? t("tierExample.incomplete")
            : !counted
              ? null
              : kind === "seats"
                ? t("tierExample.seatsCost", { count, total })
                : capped
                  ? t("tierExample.unitsCostCapped", { count, total })
                  : t("tierExample.unitsCost", { count, total })}
        </Text>
      </Group>
    </Paper>
  );
}
