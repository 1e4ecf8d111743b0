import { Group, NativeSelect, NumberInput, Stack, Text } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { CURRENCIES, type ProductFormValues } from "../lib/product-form";
import { AMOUNT_TYPE_LABELS, EDITABLE_AMOUNT_TYPES } from "../lib/types";
import { SeatTiersEditor } from "./seat-tiers-editor";

interface PriceEditorProps {
  form: UseFormReturnType<ProductFormValues>;
  readOnly: boolean;
}

const amountProps = { decimalScale: 2, min: 0, hideControls: true, allowNegative: false } as const;

/**
 * The product's static price (Polar allows one: fixed, pay what you want, seat-based, or free). Metered prices
 * (per unit of a meter) are made through the API and kept here as they are. Errors come from 422s
 * at `prices.N.<field>` as well as from the form's own checks.
 */
export function PriceEditor({ form, readOnly }: PriceEditorProps) {
  const { t } = useTranslation("billing-products");
  const listError = form.errors.prices;
  return (
    <Stack gap="sm" role="group" aria-labelledby="price-heading">
      <Text size="sm" fw={500} id="price-heading">
        {t("priceEditor.heading")}
      </Text>
      {form.values.prices.map((price, index) => {
        const path = `prices.${index}`;
        const rowError = form.errors[path];
        if (price.amount_type === "metered_unit") {
          return (
            <Text key={price.rowKey} size="sm" c="dimmed" data-testid="price-row">
              {t("priceEditor.meteredKept")}
            </Text>
          );
        }
        return (
          <Stack key={price.rowKey} gap="xs" data-testid="price-row">
            <Group align="flex-start" grow>
              <NativeSelect
                label={t("priceEditor.type")}
                disabled={readOnly}
                data={EDITABLE_AMOUNT_TYPES.map((type) => ({ value: type, label: t(AMOUNT_TYPE_LABELS[type]) }))}
                {...form.getInputProps(`${path}.amount_type`)}
              />
              {price.amount_type !== "free" && (
                <NativeSelect
                  label={t("priceEditor.currency")}
                  disabled={readOnly}
                  // A currency set through the API may be outside the usual list: keep it choosable.
                  data={[...new Set([...CURRENCIES, price.price_currency])].map((c) => ({
                    value: c,
                    label: c.toUpperCase(),
                  }))}
                  {...form.getInputProps(`${path}.price_currency`)}
                />
              )}
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
              <Group align="flex-start" grow>
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
              </Group>
            )}
            {price.amount_type === "seat_based" && (
              <SeatTiersEditor form={form} priceIndex={index} readOnly={readOnly} />
            )}
            {typeof rowError === "string" && (
              <Text size="xs" c="red" role="alert">
                {rowError}
              </Text>
            )}
          </Stack>
        );
      })}
      {typeof listError === "string" && (
        <Text size="xs" c="red" role="alert">
          {listError}
        </Text>
      )}
    </Stack>
  );
}
