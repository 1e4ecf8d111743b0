import { Fieldset, NativeSelect, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { FormAlert } from "../../../components/form-alert";
import { SectionCard } from "../../../components/section-card";
import { EditFormFooter } from "../../billing/components/edit-form-footer";
import { useV1Form } from "../../billing/lib/use-v1-form";
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
    <form onSubmit={onSubmit} noValidate aria-label={meter ? "Edit meter" : "New meter"}>
      <Fieldset variant="unstyled" disabled={!canWrite}>
        <Stack gap="lg">
          <FormAlert error={formError} title="Could not save the meter" onClose={clearFormError} />
          <SectionCard title="Meter">
            <TextInput
              label="Name"
              required
              description="Shown to customers on their invoices and usage."
              maw={480}
              {...form.getInputProps("name")}
            />
          </SectionCard>
          <SectionCard title="Filter" description="The events this meter counts.">
            <FilterBuilder form={form} disabled={!canWrite} />
          </SectionCard>
          <SectionCard title="Aggregation" description="How the matching events add up to a quantity.">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NativeSelect
                label="Aggregation"
                data={AGGREGATION_FUNCTIONS.map((value) => ({ value, label: AGGREGATION_LABELS[value] }))}
                {...form.getInputProps("aggregation.func")}
                onChange={(event) =>
                  form.setFieldValue("aggregation.func", event.currentTarget.value as AggregationFunction)
                }
              />
              {func !== "count" && (
                <TextInput
                  label="Property"
                  required
                  description="The metadata key whose values are aggregated."
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
        submitLabel={meter ? "Save meter" : "Create meter"}
        onCancel={onCancel}
      />
    </form>
  );
}
