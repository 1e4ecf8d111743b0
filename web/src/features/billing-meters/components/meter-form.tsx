import { Fieldset, NativeSelect, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { SectionCard } from "../../../components/section-card";
import { EditFormFooter } from "../../billing-kit/components/edit-form-footer";
import { useV1Form } from "../../billing-kit/lib/use-v1-form";
import { MetadataEditor } from "../../organizations/components/metadata-editor";
import { createMeter, updateMeter, useRefreshMeters } from "../hooks/use-meters";
import { AGGREGATION_LABELS, initialValues, type MeterValues, toInput, validate } from "../lib/meter-values";
import { AGGREGATION_FUNCTIONS, type AggregationFunction, type Meter } from "../lib/types";
import { FilterBuilder } from "./filter-builder";

interface MeterFormProps {
  organizationId: string;
  meter?: Meter;
  canWrite: boolean;
  onSaved: (meter: Meter) => void | Promise<void>;
  onCancel: () => void;
}

/** Create or edit a meter: its name, the filter that selects its events, and how they add up. */
export function MeterForm({ organizationId, meter, canWrite, onSaved, onCancel }: MeterFormProps) {
  const { t } = useTranslation("billing-meters");
  const refresh = useRefreshMeters(organizationId);
  const { form, onSubmit, submitting, formError, clearFormError } = useV1Form<MeterValues, Meter>({
    initialValues: initialValues(meter),
    validate,
    // A union failure names the whole aggregation: show it under its property (or in the alert for count).
    fieldOf: (loc, values) =>
      loc.length === 1 && loc[0] === "aggregation"
        ? values.aggregation.func === "count"
          ? null
          : "aggregation.property"
        : undefined,
    request: (values) => {
      const input = toInput(values, meter);
      return meter ? updateMeter(organizationId, meter.id, input) : createMeter(organizationId, input);
    },
    onSuccess: async (saved) => {
      await refresh();
      await onSaved(saved);
    },
  });
  const func = form.values.aggregation.func;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={meter ? t("form.editLabel") : t("form.newLabel")}>
      <Fieldset variant="unstyled" disabled={!canWrite}>
        <Stack gap="lg">
          <FormAlert error={formError} title={t("form.saveError")} onClose={clearFormError} />
          <SectionCard title={t("form.meter")}>
            <TextInput
              label={t("form.name")}
              required
              description={t("form.nameHint")}
              maw={480}
              {...form.getInputProps("name")}
            />
          </SectionCard>
          <SectionCard title={t("form.filter")} description={t("form.filterHint")}>
            <FilterBuilder form={form} disabled={!canWrite} />
          </SectionCard>
          <SectionCard title={t("form.aggregation")} description={t("form.aggregationHint")}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NativeSelect
                label={t("form.aggregationLabel")}
                data={AGGREGATION_FUNCTIONS.map((value) => ({ value, label: t(AGGREGATION_LABELS[value]) }))}
                {...form.getInputProps("aggregation.func")}
                onChange={(event) =>
                  form.setFieldValue("aggregation.func", event.currentTarget.value as AggregationFunction)
                }
              />
              {func !== "count" && (
                <TextInput
                  label={t("form.property")}
                  required
                  description={t("form.propertyHint")}
                  placeholder="tokens"
                  {...form.getInputProps("aggregation.property")}
                />
              )}
            </SimpleGrid>
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
        submitLabel={meter ? t("form.save") : t("form.create")}
        onCancel={onCancel}
      />
    </form>
  );
}
