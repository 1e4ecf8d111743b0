import { Checkbox, NativeSelect, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { CheckoutFormHandle } from "../lib/checkout-form";
import type { CheckoutAttachedCustomField } from "../lib/types";

/** One of the product's custom fields, as the input its type calls for. */
export function CustomFieldInput({
  attached,
  form,
}: {
  attached: CheckoutAttachedCustomField;
  form: CheckoutFormHandle;
}) {
  const { t } = useTranslation("checkout");
  const field = attached.custom_field;
  const p = field.properties;
  const label = p.form_label || field.name;
  const path = `custom_field_data.${field.slug}`;
  const common = { label, description: p.form_help_text ?? undefined, required: attached.required };
  switch (field.type) {
    case "checkbox":
      return <Checkbox {...common} {...form.getInputProps(path, { type: "checkbox" })} />;
    case "select":
      return (
        <NativeSelect
          {...common}
          data={[{ value: "", label: p.form_placeholder || t("customField.choose") }, ...field.properties.options]}
          {...form.getInputProps(path)}
        />
      );
    case "number":
      return (
        <TextInput
          {...common}
          type="number"
          min={field.properties.ge}
          max={field.properties.le}
          placeholder={p.form_placeholder ?? undefined}
          {...form.getInputProps(path)}
        />
      );
    case "date":
      return <TextInput {...common} type="date" {...form.getInputProps(path)} />;
    default:
      return field.properties.textarea ? (
        <Textarea
          {...common}
          placeholder={p.form_placeholder ?? undefined}
          minLength={field.properties.min_length}
          maxLength={field.properties.max_length}
          {...form.getInputProps(path)}
        />
      ) : (
        <TextInput
          {...common}
          placeholder={p.form_placeholder ?? undefined}
          minLength={field.properties.min_length}
          maxLength={field.properties.max_length}
          {...form.getInputProps(path)}
        />
      );
  }
}
