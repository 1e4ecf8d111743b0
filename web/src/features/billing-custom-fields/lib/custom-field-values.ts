import { type MetadataRow, metadataToRows, rowsToBillingMetadata } from "../../billing/lib/metadata";
import type { CustomField, CustomFieldInput, CustomFieldProperties, CustomFieldType } from "../hooks/use-custom-fields";

export const TYPE_LABELS: Record<CustomFieldType, string> = {
  text: "Text",
  number: "Number",
  date: "Date",
  checkbox: "Checkbox",
  select: "Select",
};

/** The form's values: numbers as text (an empty input means "no bound"), dates as YYYY-MM-DD. */
export interface CustomFieldValues extends Record<string, unknown> {
  type: CustomFieldType;
  name: string;
  slug: string;
  form_label: string;
  form_help_text: string;
  form_placeholder: string;
  textarea: boolean;
  min_length: string;
  max_length: string;
  ge: string;
  le: string;
  options: { value: string; label: string }[];
  metadata: MetadataRow[];
}

const DAY = 86_400;
const toDateInput = (seconds: number | undefined) =>
  seconds === undefined ? "" : new Date(seconds * 1000).toISOString().slice(0, 10);
const fromDateInput = (text: string) => (text ? Math.floor(Date.parse(`${text}T00:00:00Z`) / 1000) : undefined);
const toText = (value: number | undefined) => (value === undefined ? "" : String(value));
const fromText = (text: string) => (text.trim() === "" ? undefined : Number(text));

export function initialValues(field?: CustomField): CustomFieldValues {
  const p = field?.properties ?? {};
  const isDate = field?.type === "date";
  return {
    type: field?.type ?? "text",
    name: field?.name ?? "",
    slug: field?.slug ?? "",
    form_label: p.form_label ?? "",
    form_help_text: p.form_help_text ?? "",
    form_placeholder: p.form_placeholder ?? "",
    textarea: p.textarea ?? false,
    min_length: toText(p.min_length),
    max_length: toText(p.max_length),
    ge: isDate ? toDateInput(p.ge) : toText(p.ge),
    le: isDate ? toDateInput(p.le) : toText(p.le),
    options: p.options ?? [{ value: "", label: "" }],
    metadata: metadataToRows(field?.metadata ?? {}),
  };
}

/** Only the properties of the chosen type, empty texts left out (Polar refuses empty labels). */
export function toInput(values: CustomFieldValues, previous?: CustomField): CustomFieldInput {
  const properties: CustomFieldProperties = {};
  const text = (value: string) => value.trim() || undefined;
  properties.form_label = text(values.form_label);
  properties.form_help_text = text(values.form_help_text);
  properties.form_placeholder = text(values.form_placeholder);
  switch (values.type) {
    case "text":
      properties.textarea = values.textarea;
      properties.min_length = fromText(values.min_length);
      properties.max_length = fromText(values.max_length);
      break;
    case "number":
      properties.ge = fromText(values.ge);
      properties.le = fromText(values.le);
      break;
    case "date":
      properties.ge = fromDateInput(values.ge);
      // The latest day is inclusive: its end, not its midnight.
      properties.le = values.le ? (fromDateInput(values.le) ?? 0) + DAY - 1 : undefined;
      break;
    case "select":
      properties.options = values.options.map((option) => ({ value: option.value.trim(), label: option.label.trim() }));
      break;
    case "checkbox":
      break;
  }
  const clean = Object.fromEntries(
    Object.entries(properties).filter(([, value]) => value !== undefined),
  ) as CustomFieldProperties;
  return {
    type: values.type,
    name: values.name.trim(),
    slug: values.slug.trim(),
    properties: clean,
    metadata: rowsToBillingMetadata(values.metadata, previous?.metadata),
  };
}

/** A slug from a name: what the field's values are stored under. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 128);
}

const integer = (label: string) => (value: string) =>
  value.trim() === "" || /^-?\d+$/.test(value.trim()) ? null : `${label} must be a whole number`;

export const validate = {
  name: (value: string) => (value.trim() ? null : "Enter a name"),
  slug: (value: string) =>
    !value.trim()
      ? "Enter a slug"
      : /^[a-zA-Z0-9_-]+$/.test(value.trim())
        ? null
        : "Letters, numbers, hyphens and underscores only",
  min_length: integer("Minimum length"),
  max_length: integer("Maximum length"),
  ge: (value: string, values: CustomFieldValues) => (values.type === "number" ? integer("Minimum")(value) : null),
  le: (value: string, values: CustomFieldValues) => (values.type === "number" ? integer("Maximum")(value) : null),
  options: {
    value: (value: string, values: CustomFieldValues) =>
      values.type === "select" && !value.trim() ? "Enter a value" : null,
    label: (value: string, values: CustomFieldValues) =>
      values.type === "select" && !value.trim() ? "Enter a label" : null,
  },
};
