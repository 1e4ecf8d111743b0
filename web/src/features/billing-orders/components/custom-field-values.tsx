import { Stack, Text } from "@mantine/core";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { BillingContext } from "../../billing-kit/lib/context";
import { useCustomFieldChoices } from "../../billing-products/hooks/use-products";

type Value = string | number | boolean | null;

/** A stored answer as a person reads it: checkboxes as Yes / No, nothing as a dash. */
const shown = (value: Value, t: TFunction<"billing-orders">) =>
  value === null
    ? "—"
    : value === true
      ? t("customFields.yes")
      : value === false
        ? t("customFields.no")
        : String(value);

/**
 * What the buyer answered in the checkout's custom fields, each under the field's name (the data
 * is keyed by slug); a field since deleted, or one the viewer may not read, keeps its slug.
 */
export function CustomFieldValues({ billing, data }: { billing: BillingContext; data: Record<string, Value> | null }) {
  const { t } = useTranslation("billing-orders");
  const entries = Object.entries(data ?? {});
  const fields = useCustomFieldChoices(billing.organizationId, {
    enabled: entries.length > 0 && billing.can.custom_fields.read,
  });
  if (entries.length === 0) return null;
  const nameOf = new Map((fields.data?.items ?? []).map((field) => [field.slug, field.name]));
  return (
    <Stack gap={2} data-testid="order-custom-fields">
      {entries.map(([slug, value]) => (
        <Text size="sm" key={slug}>
          {nameOf.get(slug) ?? slug}: {shown(value, t)}
        </Text>
      ))}
    </Stack>
  );
}
