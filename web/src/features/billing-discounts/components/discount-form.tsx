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
import { FormAlert } from "../../../components/form-alert";
import { SectionCard } from "../../../components/section-card";
import { EditFormFooter } from "../../billing/components/edit-form-footer";
import { validateMetadataRows } from "../../billing/lib/metadata";
import { useV1Form } from "../../billing/lib/use-v1-form";
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
    <form onSubmit={onSubmit} noValidate aria-label={discount ? "Edit discount" : "New discount"}>
      <Fieldset variant="unstyled" disabled={!canWrite}>
        <Stack gap="lg">
          <FormAlert error={formError} title="Could not save the discount" onClose={clearFormError} />
          <SectionCard title="Discount">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Name" description="Shown to the customer." required {...form.getInputProps("name")} />
              <TextInput
                label="Code"
                description="Optional; customers type it at checkout (case-insensitive)."
                {...form.getInputProps("code")}
              />
            </SimpleGrid>
            <Stack gap={4}>
              <Text size="sm" fw={500} id="discount-type-label">
                Discount type
              </Text>
              <SegmentedControl
                aria-labelledby="discount-type-label"
                data={[
                  { value: "percentage", label: "Percentage" },
                  { value: "fixed", label: "Fixed amount" },
                ]}
                disabled={!canWrite}
                value={type}
                onChange={(value) => form.setFieldValue("type", value as DiscountType)}
                style={{ alignSelf: "flex-start" }}
              />
            </Stack>
            {type === "percentage" ? (
              <TextInput
                label="Percent off"
                inputMode="decimal"
                rightSection="%"
                w={200}
                {...form.getInputProps("percent")}
              />
            ) : (
              <Group align="flex-start">
                <TextInput
                  label="Amount off"
                  inputMode="decimal"
                  placeholder="5.00"
                  w={200}
                  {...form.getInputProps("amount")}
                />
                <NativeSelect
                  label="Currency"
                  data={CURRENCIES.map((c) => ({ value: c, label: c.toUpperCase() }))}
                  {...form.getInputProps("currency")}
                />
              </Group>
            )}
            <Group align="flex-start">
              <NativeSelect
                label="Duration"
                description="How long a subscription keeps the discount."
                data={(Object.keys(DURATION_LABELS) as DiscountDuration[]).map((value) => ({
                  value,
                  label: DURATION_LABELS[value],
                }))}
                {...form.getInputProps("duration")}
              />
              {duration === "repeating" && (
                <TextInput label="Months" inputMode="numeric" w={120} {...form.getInputProps("duration_in_months")} />
              )}
            </Group>
          </SectionCard>
          <SectionCard title="Restrictions">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label="Starts at" type="datetime-local" {...form.getInputProps("starts_at")} />
              <TextInput label="Ends at" type="datetime-local" {...form.getInputProps("ends_at")} />
              <TextInput
                label="Maximum redemptions"
                inputMode="numeric"
                placeholder="Unlimited"
                {...form.getInputProps("max_redemptions")}
              />
            </SimpleGrid>
            <MultiSelect
              label="Products"
              description="Leave empty to apply to every product."
              placeholder={
                products.isPending ? "Loading products…" : products.data?.length ? "Pick products" : "No products yet"
              }
              data={products.data ?? []}
              searchable
              clearable
              disabled={!canWrite}
              error={form.errors.products ?? (products.error ? "Could not load the products" : undefined)}
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
        submitLabel={discount ? "Save discount" : "Create discount"}
        onCancel={onCancel}
      />
    </form>
  );
}
