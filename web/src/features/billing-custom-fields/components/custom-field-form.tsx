import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { SectionCard } from "../../../components/section-card";
import { formatNumber } from "../../../i18n/format";
import { EditFormFooter } from "../../billing-kit/components/edit-form-footer";
import { validateMetadataRows } from "../../billing-kit/lib/metadata";
import { defaultFieldOf, useV1Form } from "../../billing-kit/lib/use-v1-form";
import { MetadataEditor } from "../../organizations/components/metadata-editor";
import { createCustomField, updateCustomField, useRefreshCustomFields } from "../hooks/use-custom-fields";
import {
  type CustomFieldValues,
  initialValues,
  newOption,
  slugify,
  TYPE_LABELS,
  toInput,
  validate,
} from "../lib/custom-field-values";
import { CUSTOM_FIELD_TYPES, type CustomField } from "../lib/types";

interface CustomFieldFormProps {
  organizationId: string;
  field?: CustomField;
  canWrite: boolean;
  onSaved: (field: CustomField) => void | Promise<void>;
  onCancel: () => void;
}

/** Create or edit a custom field; the type's own properties appear under the common ones. */
export function CustomFieldForm({ organizationId, field, canWrite, onSaved, onCancel }: CustomFieldFormProps) {
  const { t } = useTranslation("billing-custom-fields");
  const refresh = useRefreshCustomFields(organizationId);
  const { form, onSubmit, submitting, formError, clearFormError } = useV1Form<CustomFieldValues, CustomField>({
    initialValues: initialValues(field),
    validate: { ...validate, metadata: (rows) => validateMetadataRows(rows) },
    // `properties.min_length` is the form's `min_length`: the properties are flat in the form.
    fieldOf: (loc, values) =>
      loc[0] === "properties" && loc.length > 1 ? defaultFieldOf(values, loc.slice(1)) : undefined,
    request: (values) => {
      const input = toInput(values, field);
      return field ? updateCustomField(organizationId, field.id, input) : createCustomField(organizationId, input);
    },
    onSuccess: async (saved) => {
      await refresh();
      await onSaved(saved);
    },
  });
  const type = form.values.type;
  const slugFollowsName = !field && form.values.slug === slugify(form.values.name);

  return (
    <form onSubmit={onSubmit} noValidate aria-label={field ? t("form.editLabel") : t("form.newLabel")}>
      <Fieldset variant="unstyled" disabled={!canWrite}>
        <Stack gap="lg">
          <FormAlert error={formError} title={t("form.saveError")} onClose={clearFormError} />
          <SectionCard title={t("form.fieldSection")}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NativeSelect
                label={t("form.type")}
                description={field ? t("form.typeFixed") : undefined}
                data={CUSTOM_FIELD_TYPES.map((value) => ({ value, label: t(TYPE_LABELS[value]) }))}
                disabled={Boolean(field) || !canWrite}
                {...form.getInputProps("type")}
              />
              <TextInput
                label={t("form.name")}
                required
                {...form.getInputProps("name")}
                onChange={(event) => {
                  const name = event.currentTarget.value;
                  if (slugFollowsName) form.setFieldValue("slug", slugify(name));
                  form.setFieldValue("name", name);
                }}
              />
              <TextInput
                label={t("form.slug")}
                required
                description={t("form.slugDescription")}
                {...form.getInputProps("slug")}
              />
            </SimpleGrid>
          </SectionCard>
          <SectionCard title={t("form.checkoutSection")} description={t("form.checkoutDescription")}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t("form.formLabel")} {...form.getInputProps("form_label")} />
              <TextInput label={t("form.helpText")} {...form.getInputProps("form_help_text")} />
              {type !== "checkbox" && (
                <TextInput label={t("form.placeholder")} {...form.getInputProps("form_placeholder")} />
              )}
            </SimpleGrid>
            {type === "text" && (
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <Checkbox
                  label={t("form.multiline")}
                  mt="lg"
                  {...form.getInputProps("textarea", { type: "checkbox" })}
                />
                <TextInput label={t("form.minLength")} inputMode="numeric" {...form.getInputProps("min_length")} />
                <TextInput label={t("form.maxLength")} inputMode="numeric" {...form.getInputProps("max_length")} />
              </SimpleGrid>
            )}
            {type === "number" && (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label={t("form.minimum")} inputMode="numeric" {...form.getInputProps("ge")} />
                <TextInput label={t("form.maximum")} inputMode="numeric" {...form.getInputProps("le")} />
              </SimpleGrid>
            )}
            {type === "date" && (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label={t("form.earliestDate")} type="date" {...form.getInputProps("ge")} />
                <TextInput label={t("form.latestDate")} type="date" {...form.getInputProps("le")} />
              </SimpleGrid>
            )}
            {type === "select" && (
              <Stack gap="xs" role="group" aria-labelledby="options-heading">
                <Text size="sm" fw={500} id="options-heading">
                  {t("form.options")}
                </Text>
                {form.values.options.map((option, index) => (
                  <Group key={option.rowKey} gap="xs" align="flex-start" wrap="nowrap" data-testid="option-row">
                    <TextInput
                      aria-label={t("form.optionValue", { number: formatNumber(index + 1) })}
                      placeholder={t("form.optionValuePlaceholder")}
                      style={{ flex: 1 }}
                      {...form.getInputProps(`options.${index}.value`)}
                    />
                    <TextInput
                      aria-label={t("form.optionLabel", { number: formatNumber(index + 1) })}
                      placeholder={t("form.optionLabelPlaceholder")}
                      style={{ flex: 2 }}
                      {...form.getInputProps(`options.${index}.label`)}
                    />
                    {canWrite && form.values.options.length > 1 && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        mt={4}
                        aria-label={t("form.removeOption", { number: formatNumber(index + 1) })}
                        onClick={() => form.removeListItem("options", index)}
                      >
                        ×
                      </ActionIcon>
                    )}
                  </Group>
                ))}
                {typeof form.errors.options === "string" && (
                  <Text size="xs" c="red" role="alert">
                    {form.errors.options}
                  </Text>
                )}
                {canWrite && (
                  <Group>
                    <Button size="xs" variant="light" onClick={() => form.insertListItem("options", newOption())}>
                      {t("form.addOption")}
                    </Button>
                  </Group>
                )}
              </Stack>
            )}
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
        submitLabel={field ? t("form.save") : t("form.create")}
        onCancel={onCancel}
      />
    </form>
  );
}
