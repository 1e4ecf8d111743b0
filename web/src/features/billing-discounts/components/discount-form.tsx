import {
  Fieldset,
  Group,
  MultiSelect,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { SectionCard } from "../../../components/section-card";
import { EditFormFooter } from "../../billing-kit/components/edit-form-footer";
import { validateMetadataRows } from "../../billing-kit/lib/metadata";
import { useV1Form } from "../../billing-kit/lib/use-v1-form";
import { useLiveProductChoices } from "../../billing-products/hooks/use-products";
import { MetadataEditor } from "../../organizations/components/metadata-editor";
import { createDiscount, updateDiscount, useRefreshDiscounts } from "../hooks/use-discounts";
import {
  CURRENCIES,
  type DiscountValues,
  DURATION_LABELS,
  fieldOfLoc,
  initialValues,
  toInput,
  validate,
} from "../lib/discount-values";
import type { Discount, DiscountDuration, DiscountType } from "../lib/types";

interface DiscountFormProps {
  organizationId: string;
  discount?: Discount;
  canWrite: boolean;
  onSaved: (discount: Discount) => void | Promise<void>;
  onCancel: () => void;
}

/** Create or edit a discount: amount (percentage or fixed), duration, code, window, limits, products. */
export function DiscountForm({ organizationId, discount, canWrite, onSaved, onCancel }: DiscountFormProps) {
  const { t } = useTranslation("billing-discounts");
  const refresh = useRefreshDiscounts(organizationId);
  const products = useLiveProductChoices(organizationId);
  const { form, onSubmit, submitting, formError, clearFormError } = useV1Form<DiscountValues, Discount>({
    initialValues: initialValues(discount),
    validate: { ...validate, metadata: (rows) => validateMetadataRows(rows) },
    fieldOf: fieldOfLoc,
    request: (values) => {
      const input = toInput(values, discount);
      return discount ? updateDiscount(organizationId, discount.id, input) : createDiscount(organizationId, input);
    },
    onSuccess: async (saved) => {
      await refresh();
      await onSaved(saved);
    },
  });
  const { type, duration } = form.values;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={discount ? t("form.editLabel") : t("form.newLabel")}>
      <Fieldset variant="unstyled" disabled={!canWrite}>
        <Stack gap="lg">
          <FormAlert error={formError} title={t("form.saveError")} onClose={clearFormError} />
          <SectionCard title={t("form.discount")}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t("form.name")}
                description={t("form.nameHint")}
                required
                {...form.getInputProps("name")}
              />
              <TextInput label={t("form.code")} description={t("form.codeHint")} {...form.getInputProps("code")} />
            </SimpleGrid>
            <Stack gap={4}>
              <Text size="sm" fw={500} id="discount-type-label">
                {t("form.type")}
              </Text>
              <SegmentedControl
                aria-labelledby="discount-type-label"
                data={[
                  { value: "percentage", label: t("form.percentage") },
                  { value: "fixed", label: t("form.fixed") },
                ]}
                disabled={!canWrite}
                value={type}
                onChange={(value) => form.setFieldValue("type", value as DiscountType)}
                style={{ alignSelf: "flex-start" }}
              />
            </Stack>
            {type === "percentage" ? (
              <TextInput
                label={t("form.percentOff")}
                inputMode="decimal"
                rightSection="%"
                w={200}
                {...form.getInputProps("percent")}
              />
            ) : (
              <Group align="flex-start">
                <TextInput
                  label={t("form.amountOff")}
                  inputMode="decimal"
                  placeholder="5.00"
                  w={200}
                  {...form.getInputProps("amount")}
                />
                <NativeSelect
                  label={t("form.currency")}
                  data={CURRENCIES.map((c) => ({ value: c, label: c.toUpperCase() }))}
                  {...form.getInputProps("currency")}
                />
              </Group>
            )}
            <Group align="flex-start">
              <NativeSelect
                label={t("form.duration")}
                description={t("form.durationHint")}
                data={(Object.keys(DURATION_LABELS) as DiscountDuration[]).map((value) => ({
                  value,
                  label: t(DURATION_LABELS[value]),
                }))}
                {...form.getInputProps("duration")}
              />
              {duration === "repeating" && (
                <TextInput
                  label={t("form.months")}
                  inputMode="numeric"
                  w={120}
                  {...form.getInputProps("duration_in_months")}
                />
              )}
            </Group>
          </SectionCard>
          <SectionCard title={t("form.restrictions")}>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label={t("form.startsAt")} type="datetime-local" {...form.getInputProps("starts_at")} />
              <TextInput label={t("form.endsAt")} type="datetime-local" {...form.getInputProps("ends_at")} />
              <TextInput
                label={t("form.maxRedemptions")}
                inputMode="numeric"
                placeholder={t("form.unlimited")}
                {...form.getInputProps("max_redemptions")}
              />
              <TextInput
                label={t("form.maxRedemptionsPerCustomer")}
                inputMode="numeric"
                placeholder={t("form.unlimited")}
                {...form.getInputProps("max_redemptions_per_customer")}
              />
            </SimpleGrid>
            <MultiSelect
              label={t("form.products")}
              description={t("form.productsHint")}
              placeholder={
                products.isPending
                  ? t("form.loadingProducts")
                  : products.data?.length
                    ? t("form.pickProducts")
                    : t("form.noProducts")
              }
              data={products.data ?? []}
              searchable
              clearable
              disabled={!canWrite}
              error={form.errors.products ?? (products.error ? t("form.productsError") : undefined)}
              value={form.values.products}
              onChange={(value) => form.setFieldValue("products", value)}
            />
          </SectionCard>
          <MetadataEditor
            rows={form.values.metadata}
            onChange={(rows) => form.setFieldValue("metadata", rows)}
            error={typeof form.errors.metadata === "string" ? form.errors.metadata : null}
            disabled={!canWrite}
          />
        </Stack>
      </Fieldset>
      <EditFormFooter
        canWrite={canWrite}
        submitting={submitting}
        submitLabel={discount ? t("form.save") : t("form.create")}
        onCancel={onCancel}
      />
    </form>
  );
}
