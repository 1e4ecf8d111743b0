import { Button, Divider, Group, NativeSelect, Radio, Stack, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { messageOf } from "../../../lib/errors";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { validateMetadataRows } from "../../billing-kit/lib/metadata";
import { useV1Form } from "../../billing-kit/lib/use-v1-form";
import { MetadataEditor } from "../../organizations/components/metadata-editor";
import { createProduct, setProductBenefits, updateProduct, useInvalidateBilling } from "../hooks/use-products";
import { errorUnder } from "../lib/form-errors";
import {
  type ProductFormValues,
  priceFieldOf,
  priceRules,
  productToValues,
  valuesToCreate,
  valuesToUpdate,
} from "../lib/product-form";
import { type Product, RECURRING_INTERVALS } from "../lib/types";
import { BenefitChecklist } from "./benefit-checklist";
import { CustomFieldsEditor } from "./custom-fields-editor";
import { MediaEditor } from "./media-editor";
import { PriceEditor } from "./price-editor";

interface ProductFormProps {
  organizationId: string;
  /** null: a new product. */
  product: Product | null;
  canWrite: boolean;
  onSaved: (product: Product) => void | Promise<void>;
}

const INTERVAL_LABELS = {
  day: "interval.day",
  week: "interval.week",
  month: "interval.month",
  year: "interval.year",
} as const;

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

/** Create or edit a product: details, billing, price, media, benefits, checkout fields, metadata. */
export function ProductForm({ organizationId, product, canWrite, onSaved }: ProductFormProps) {
  const { t } = useTranslation("billing-products");
  const invalidate = useInvalidateBilling(organizationId);
  const readOnly = !canWrite;
  const { form, onSubmit, submitting, formError, clearFormError } = useV1Form<ProductFormValues, Product>({
    initialValues: productToValues(product),
    validate: {
      name: (value) => (value.trim().length === 0 ? t("validation.enterName") : null),
      prices: priceRules,
      metadata: (rows) => validateMetadataRows(rows),
    },
    fieldOf: priceFieldOf,
    request: async (values) => {
      let saved = product
        ? await updateProduct(organizationId, product.id, valuesToUpdate(values, product))
        : await createProduct(organizationId, valuesToCreate(values));
      const before = saved.benefits.map((b) => b.id);
      if (sameSet(before, values.benefits)) return saved;
      if (product) return setProductBenefits(organizationId, saved.id, values.benefits);
      // The product exists now: a failure here must not leave the create form up (a retry would
      // create it twice). Its page opens, where the benefits can be saved again.
      try {
        saved = await setProductBenefits(organizationId, saved.id, values.benefits);
      } catch (error) {
        notifyError(t("form.benefitsNotSaved"), messageOf(error));
      }
      return saved;
    },
    onSuccess: async (saved) => {
      notifySuccess(product ? t("form.saved") : t("form.created"), saved.name);
      await invalidate();
      await onSaved(saved);
    },
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={product ? t("form.editLabel", { name: product.name }) : t("form.newLabel")}
    >
      <Stack>
        <FormAlert
          error={formError}
          title={product ? t("form.saveError") : t("form.createError")}
          onClose={clearFormError}
        />
        <TextInput label={t("form.name")} required readOnly={readOnly} {...form.getInputProps("name")} />
        <Textarea
          label={t("form.description")}
          autosize
          minRows={2}
          readOnly={readOnly}
          {...form.getInputProps("description")}
        />
        <Radio.Group
          label={t("form.billing")}
          description={product ? t("form.billingFixed") : undefined}
          {...form.getInputProps("billing")}
        >
          <Group mt="xs">
            <Radio value="one_time" label={t("form.oneTime")} disabled={readOnly || product !== null} />
            <Radio value="recurring" label={t("form.subscription")} disabled={readOnly || product !== null} />
          </Group>
        </Radio.Group>
        {form.values.billing === "recurring" && (
          <NativeSelect
            label={t("form.interval")}
            disabled={readOnly || product !== null}
            data={RECURRING_INTERVALS.map((i) => ({ value: i, label: t(INTERVAL_LABELS[i]) }))}
            {...form.getInputProps("recurring_interval")}
          />
        )}
        <Divider />
        <PriceEditor organizationId={organizationId} form={form} product={product} readOnly={readOnly} />
        <Divider />
        <MediaEditor
          organizationId={organizationId}
          medias={form.values.medias}
          onChange={(medias) => form.setFieldValue("medias", medias)}
          readOnly={readOnly}
          error={errorUnder(form.errors, "medias")}
        />
        <Divider />
        <BenefitChecklist
          organizationId={organizationId}
          value={form.values.benefits}
          onChange={(ids) => form.setFieldValue("benefits", ids)}
          readOnly={readOnly}
          error={errorUnder(form.errors, "benefits")}
        />
        <Divider />
        <CustomFieldsEditor
          organizationId={organizationId}
          value={form.values.attached_custom_fields}
          onChange={(rows) => form.setFieldValue("attached_custom_fields", rows)}
          attached={product?.attached_custom_fields ?? []}
          readOnly={readOnly}
          error={errorUnder(form.errors, "attached_custom_fields")}
        />
        <Divider />
        <MetadataEditor
          rows={form.values.metadata}
          onChange={(rows) => form.setFieldValue("metadata", rows)}
          error={errorUnder(form.errors, "metadata")}
          disabled={readOnly}
        />
        {canWrite && (
          <Group justify="flex-end">
            <Button type="submit" loading={submitting}>
              {product ? t("form.save") : t("form.create")}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
