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
import { useTranslation } from "react-i18next";
import { useMeters } from "../../billing-meters/hooks/use-meters";
import { errorUnder } from "../lib/form-errors";
import {
  CURRENCIES,
  meteredUnitTiers,
  nextPriceValues,
  type PriceValues,
  type ProductFormValues,
} from "../lib/product-form";
import { AMOUNT_TYPE_LABELS, AMOUNT_TYPES, isMetered, type Product } from "../lib/types";
import { TierExample, TiersEditor } from "./tiers-editor";

interface PriceEditorProps {
  organizationId: string;
  form: UseFormReturnType<ProductFormValues>;
  /** The saved product (its metered prices name their meters), or null for a new one. */
  product: Product | null;
  readOnly: boolean;
}

const amountProps = { decimalScale: 2, min: 0, hideControls: true, allowNegative: false } as const;
const countProps = { min: 1, step: 1, allowDecimal: false, allowNegative: false, hideControls: true } as const;

/**
 * The product's prices: at most one static price (fixed, pay what you want, seat-based,
 * unit-based or free) per currency, and metered prices on subscriptions. metered_unit prices (per
 * unit of a meter) are made through the API and kept here as they are. Errors come from 422s at
 * `prices.N.<field>` as well as from the form's own checks.
 */
export function PriceEditor({ organizationId, form, product, readOnly }: PriceEditorProps) {
  const { t } = useTranslation("billing-products");
  const listError = form.errors.prices;
  const prices = form.values.prices;
  return (
    <Stack gap="sm" role="group" aria-labelledby="price-heading">
      <div>
        <Text size="sm" fw={500} id="price-heading">
          {t("priceEditor.heading")}
        </Text>
        <Text size="xs" c="dimmed">
          {t("priceEditor.perCurrency")}
        </Text>
      </div>
      {prices.map((price, index) => (
        <Paper
          key={price.rowKey}
          withBorder
          p="sm"
          radius="sm"
          role="group"
          aria-label={t("priceEditor.price", { number: index + 1 })}
          data-testid="price-row"
        >
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" fw={500}>
                {t("priceEditor.price", { number: index + 1 })}
              </Text>
              {!readOnly && prices.length > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t("priceEditor.remove", { number: index + 1 })}
                  onClick={() => form.removeListItem("prices", index)}
                >
                  ×
                </ActionIcon>
              )}
            </Group>
            <PriceRow organizationId={organizationId} form={form} index={index} product={product} readOnly={readOnly} />
          </Stack>
        </Paper>
      ))}
      {typeof listError === "string" && (
        <Text size="xs" c="red" role="alert">
          {listError}
        </Text>
      )}
      {!readOnly && (
        <Group>
          <Button variant="light" onClick={() => form.insertListItem("prices", nextPriceValues(prices))}>
            {t("form.addPrice")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

interface PriceRowProps {
  organizationId: string;
  form: UseFormReturnType<ProductFormValues>;
  index: number;
  product: Product | null;
  readOnly: boolean;
}

function PriceRow({ organizationId, form, index, product, readOnly }: PriceRowProps) {
  const { t } = useTranslation("billing-products");
  const price = form.values.prices[index];
  if (!price) return null;
  const path = `prices.${index}`;
  const rowError = form.errors[path];
  // Metered prices are billed at period end: subscriptions only (a row keeps its type if it has it).
  const types = AMOUNT_TYPES.filter(
    (type) => form.values.billing === "recurring" || !isMetered(type) || type === price.amount_type,
  );
  return (
    <Stack gap="xs">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <NativeSelect
          style={{ flex: 2, minWidth: 0 }}
          label={t("priceEditor.type")}
          disabled={readOnly}
          data={types.map((type) => ({ value: type, label: t(AMOUNT_TYPE_LABELS[type]) }))}
          {...form.getInputProps(`${path}.amount_type`)}
        />
        <NativeSelect
          style={{ flex: 1, minWidth: 0 }}
          label={t("priceEditor.currency")}
          disabled={readOnly}
          // A currency set through the API may be outside the usual list: keep it choosable.
          data={[...new Set([...CURRENCIES, price.price_currency])].map((c) => ({
            value: c,
            label: c.toUpperCase(),
          }))}
          {...form.getInputProps(`${path}.price_currency`)}
        />
      </Group>
      {price.amount_type === "fixed" && (
        <NumberInput
          label={t("priceEditor.amount")}
          required
          withAsterisk={false}
          readOnly={readOnly}
          {...amountProps}
          {...form.getInputProps(`${path}.price_amount`)}
        />
      )}
      {price.amount_type === "custom" && (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          <NumberInput
            label={t("priceEditor.minimum")}
            description={t("priceEditor.minimumDescription")}
            readOnly={readOnly}
            {...amountProps}
            {...form.getInputProps(`${path}.minimum_amount`)}
          />
          <NumberInput
            label={t("priceEditor.maximum")}
            readOnly={readOnly}
            {...amountProps}
            {...form.getInputProps(`${path}.maximum_amount`)}
          />
          <NumberInput
            label={t("priceEditor.suggested")}
            readOnly={readOnly}
            {...amountProps}
            {...form.getInputProps(`${path}.preset_amount`)}
          />
        </SimpleGrid>
      )}
      {price.amount_type === "seat_based" && (
        <TiersEditor form={form} priceIndex={index} kind="seats" readOnly={readOnly} />
      )}
      {price.amount_type === "unit_based" && <UnitBasedFields form={form} index={index} readOnly={readOnly} />}
      {isMetered(price.amount_type) && (
        <MeteredFields
          organizationId={organizationId}
          form={form}
          index={index}
          price={price}
          product={product}
          readOnly={readOnly}
        />
      )}
      {typeof rowError === "string" && (
        <Text size="xs" c="red" role="alert">
          {rowError}
        </Text>
      )}
    </Stack>
  );
}

function UnitBasedFields({
  form,
  index,
  readOnly,
}: {
  form: UseFormReturnType<ProductFormValues>;
  index: number;
  readOnly: boolean;
}) {
  const { t } = useTranslation("billing-products");
  const path = `prices.${index}`;
  const singular = form.getInputProps(`${path}.unit_label.one`);
  return (
    <Stack gap="xs">
      <NumberInput
        label={t("unitBased.minimumUnits")}
        description={t("unitBased.minimumUnitsDescription")}
        placeholder="1"
        readOnly={readOnly}
        {...countProps}
        {...form.getInputProps(`${path}.minimum_units`)}
      />
      <SimpleGrid cols={2} spacing="xs">
        <TextInput
          label={t("unitBased.unitOne")}
          placeholder={t("unitBased.unitOnePlaceholder")}
          readOnly={readOnly}
          {...singular}
          // A 422 on the label as a whole (`prices.N.unit_label…`) shows here too.
          error={singular.error ?? errorUnder(form.errors, `${path}.unit_label`)}
        />
        <TextInput
          label={t("unitBased.unitOther")}
          placeholder={t("unitBased.unitOtherPlaceholder")}
          readOnly={readOnly}
          {...form.getInputProps(`${path}.unit_label.other`)}
        />
      </SimpleGrid>
      <TiersEditor form={form} priceIndex={index} kind="units" readOnly={readOnly} />
    </Stack>
  );
}

interface MeteredFieldsProps {
  organizationId: string;
  form: UseFormReturnType<ProductFormValues>;
  index: number;
  price: PriceValues;
  product: Product | null;
  readOnly: boolean;
}

/** A metered price: its meter, its cap, and one rate per unit (metered_unit) or tiers (metered_tiers). */
function MeteredFields({ organizationId, form, index, price, product, readOnly }: MeteredFieldsProps) {
  const { t } = useTranslation("billing-products");
  const path = `prices.${index}`;
  const currency = price.price_currency.toUpperCase();
  return (
    <Stack gap="xs">
      <MeterSelect
        organizationId={organizationId}
        form={form}
        index={index}
        current={savedMeter(product, price)}
        readOnly={readOnly}
      />
      <NumberInput
        label={t("meteredTiers.cap", { currency })}
        description={t("meteredTiers.capDescription")}
        readOnly={readOnly}
        {...amountProps}
        {...form.getInputProps(`${path}.cap_amount`)}
      />
      {price.amount_type === "metered_tiers" ? (
        <TiersEditor form={form} priceIndex={index} kind="units" readOnly={readOnly} />
      ) : (
        <>
          <TextInput
            label={t("unitTiers.pricePerUnit", { currency })}
            description={t("meteredUnit.unitAmountDescription")}
            inputMode="decimal"
            autoComplete="off"
            readOnly={readOnly}
            {...form.getInputProps(`${path}.unit_amount`)}
          />
          <TierExample price={price} tiers={meteredUnitTiers(price)} kind="units" />
        </>
      )}
    </Stack>
  );
}

/** The meter a saved price names (it may be archived now, so not in the picker's list). */
function savedMeter(product: Product | null, price: PriceValues): { id: string; name: string } | null {
  const saved = product?.prices.find((p) => p.id === price.id);
  return saved && "meter" in saved ? { id: saved.meter.id, name: saved.meter.name } : null;
}

interface MeterSelectProps {
  organizationId: string;
  form: UseFormReturnType<ProductFormValues>;
  index: number;
  current: { id: string; name: string } | null;
  readOnly: boolean;
}

/** The organization's live meters (first 100, by name), plus the one the saved price names. */
function MeterSelect({ organizationId, form, index, current, readOnly }: MeterSelectProps) {
  const { t } = useTranslation("billing-products");
  const meters = useMeters(organizationId, 1, "", "active", 100);
  const items = meters.data?.items ?? [];
  const options = [
    { value: "", label: meters.isPending ? t("meteredTiers.loadingMeters") : t("meteredTiers.chooseMeter") },
    ...items.map((meter) => ({ value: meter.id, label: meter.name })),
    ...(current && !items.some((meter) => meter.id === current.id) ? [{ value: current.id, label: current.name }] : []),
  ];
  const description = meters.error
    ? t("meteredTiers.metersError")
    : meters.data && items.length === 0
      ? t("meteredTiers.noMeters")
      : t("meteredTiers.meterDescription");
  return (
    <NativeSelect
      label={t("meteredTiers.meter")}
      description={description}
      disabled={readOnly || meters.isPending}
      data={options}
      {...form.getInputProps(`prices.${index}.meter_id`)}
    />
  );
}
