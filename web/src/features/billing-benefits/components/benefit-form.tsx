import { Button, Group, NativeSelect, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { i18n } from "../../../i18n/i18n";
import { notifySuccess } from "../../../lib/notify";
import { validateMetadataRows } from "../../billing-kit/lib/metadata";
import { useV1Form } from "../../billing-kit/lib/use-v1-form";
import { MetadataEditor } from "../../organizations/components/metadata-editor";
import { createBenefit, updateBenefit, useInvalidateBenefits } from "../hooks/use-benefits";
import { type BenefitFormValues, benefitToValues, valuesToWire } from "../lib/benefit-form";
import {
  BENEFIT_DESCRIPTION_MAX,
  BENEFIT_DESCRIPTION_MIN,
  BENEFIT_TYPE_KEYS,
  BENEFIT_TYPES,
  type Benefit,
} from "../lib/types";
import { BenefitPropertiesFields } from "./benefit-properties-fields";

interface BenefitFormProps {
  organizationId: string;
  benefit: Benefit | null;
  canWrite: boolean;
  onSaved: (benefit: Benefit) => void | Promise<void>;
}

const required = (value: unknown) =>
  String(value ?? "").trim() === "" ? i18n.t("billing-benefits:validation.required") : null;

/** Client checks per type: only the chosen type's inputs are on screen and sent. */
function validate(values: BenefitFormValues): Record<string, string | null> {
  const p = values.properties;
  const errors: Record<string, string | null> = {};
  const length = values.description.trim().length;
  errors.description =
    length < BENEFIT_DESCRIPTION_MIN || length > BENEFIT_DESCRIPTION_MAX
      ? i18n.t("billing-benefits:validation.descriptionLength", {
          min: BENEFIT_DESCRIPTION_MIN,
          max: BENEFIT_DESCRIPTION_MAX,
        })
      : null;
  errors.metadata = validateMetadataRows(values.metadata);
  switch (values.type) {
    case "discord":
      errors["properties.guild_token"] = required(p.guild_token);
      errors["properties.role_id"] = required(p.role_id);
      break;
    case "downloadables":
      errors["properties.files"] = p.files.length === 0 ? i18n.t("billing-benefits:validation.chooseFile") : null;
      break;
    case "github_repository":
      errors["properties.repository_owner"] = required(p.repository_owner);
      errors["properties.repository_name"] = required(p.repository_name);
      break;
    case "license_keys":
      if (values.expires_enabled) errors["properties.expires.ttl"] = required(p.expires.ttl);
      if (values.activations_enabled) errors["properties.activations.limit"] = required(p.activations.limit);
      if (values.usage_enabled) errors["properties.limit_usage"] = required(p.limit_usage);
      break;
    case "meter_credit":
      errors["properties.units"] = required(p.units);
      errors["properties.meter_id"] = required(p.meter_id);
      break;
  }
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== null));
}

export function BenefitForm({ organizationId, benefit, canWrite, onSaved }: BenefitFormProps) {
  const { t } = useTranslation("billing-benefits");
  const invalidate = useInvalidateBenefits(organizationId);
  const readOnly = !canWrite;
  const { form, onSubmit, submitting, formError, clearFormError } = useV1Form<BenefitFormValues, Benefit>({
    initialValues: benefitToValues(benefit),
    validate,
    request: (values) => {
      const body = valuesToWire(values, benefit);
      return benefit ? updateBenefit(organizationId, benefit.id, body) : createBenefit(organizationId, body);
    },
    onSuccess: async (saved) => {
      notifySuccess(benefit ? t("form.saved") : t("form.created"), saved.description);
      await invalidate();
      await onSaved(saved);
    },
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={benefit ? t("form.editLabel", { name: benefit.description }) : t("form.newLabel")}
    >
      <Stack>
        <FormAlert
          error={formError}
          title={benefit ? t("form.saveError") : t("form.createError")}
          onClose={clearFormError}
        />
        <NativeSelect
          label={t("form.type")}
          description={benefit ? t("form.typeFixed") : undefined}
          disabled={readOnly || benefit !== null}
          data={BENEFIT_TYPES.map((type) => ({ value: type, label: t(BENEFIT_TYPE_KEYS[type]) }))}
          {...form.getInputProps("type")}
        />
        <TextInput
          label={t("form.description")}
          description={t("form.descriptionHint")}
          required
          readOnly={readOnly}
          {...form.getInputProps("description")}
        />
        <BenefitPropertiesFields form={form} organizationId={organizationId} readOnly={readOnly} />
        <MetadataEditor
          rows={form.values.metadata}
          onChange={(rows) => form.setFieldValue("metadata", rows)}
          error={typeof form.errors.metadata === "string" ? form.errors.metadata : null}
          disabled={readOnly}
        />
        {canWrite && (
          <Group justify="flex-end">
            <Button type="submit" loading={submitting}>
              {benefit ? t("form.save") : t("form.create")}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
