import { randomId } from "@mantine/hooks";
import { i18n } from "../../../i18n/i18n";
import { type MetadataRow, metadataToRows, rowsToBillingMetadata } from "../../billing-kit/lib/metadata";
import type { CustomField, CustomFieldCreate, CustomFieldType } from "./types";

/** Each type's name in the billing-custom-fields catalog. */
export const TYPE_LABELS = {
  text: "types.text",
  number: "types.number",
  date: "types.date",
  checkbox: "types.checkbox",
  select: "types.select",
} as const satisfies Record<CustomFieldType, string>;

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
  /** `rowKey`: the option row's identity while it is edited (its React key); never sent. */
  options: { rowKey: string; value: string; label: string }[];
  metadata: MetadataRow[];
}

const DAY = 86_400;
const toDateInput = (seconds: number | undefined) =>
  seconds === undefined ? "" : new Date(seconds * 1000).toISOString().slice(0, 10);
const fromDateInput = (text: string) => (text ? Math.floor(Date.parse(`${text}T00:00:00Z`) / 1000) : undefined);
const toText = (value: number | undefined) => (value === undefined ? "" : String(value));
const fromText = (text: string) => (text.trim() === "" ? undefined : Number(text));

/** A blank option row for the select type's list. */
export const newOption = () => ({ rowKey: randomId(), value: "", label: "" });

type TypeValues = Pick<CustomFieldValues, "textarea" | "min_length" | "max_length" | "ge" | "le" | "options">;

const BLANK_TYPE_VALUES: TypeValues = {
  textarea: false,
  min_length: "",
  max_length: "",
  ge: "",
  le: "",
  options: [newOption()],
};

/** The inputs of the field's own type, filled from its properties; the other types' left blank. */
function typeValues(field?: CustomField): TypeValues {
  switch (field?.type) {
    case "text": {
      const { textarea, min_length, max_length } = field.properties;
      return {
        ...BLANK_TYPE_VALUES,
        textarea: textarea ?? false,
        min_length: toText(min_length),
        max_length: toText(max_length),
      };
    }
    case "number":
      return { ...BLANK_TYPE_VALUES, ge: toText(field.properties.ge), le: toText(field.properties.le) };
    case "date":
      return { ...BLANK_TYPE_VALUES, ge: toDateInput(field.properties.ge), le: toDateInput(field.properties.le) };
    case "select":
      return {
        ...BLANK_TYPE_VALUES,
        options: field.properties.options.map((option) => ({ ...option, rowKey: randomId() })),
      };
    default:
      return BLANK_TYPE_VALUES;
  }
}

export function initialValues(field?: CustomField): CustomFieldValues {
  const p = field?.properties;
  return {
    type: field?.type ?? "text",
    name: field?.name ?? "",
    slug: field?.slug ?? "",
    form_label: p?.form_label ?? "",
    form_help_text: p?.form_help_text ?? "",
    form_placeholder: p?.form_placeholder ?? "",
    ...typeValues(field),
    metadata: metadataToRows(field?.metadata ?? {}),
  };
}

/**
 * Only the properties of the chosen type; empty texts and bounds are left out (undefined is not
 * sent), as Polar refuses empty labels.
 */
export function toInput(values: CustomFieldValues, previous?: CustomField): CustomFieldCreate {
  const text = (value: string) => value.trim() || undefined;
  const labels = {
    form_label: text(values.form_label),
    form_help_text: text(values.form_help_text),
    form_placeholder: text(values.form_placeholder),
  };
  const base = {
    name: values.name.trim(),
    slug: values.slug.trim(),
    metadata: rowsToBillingMetadata(values.metadata, previous?.metadata),
  };
  switch (values.type) {
    case "text":
      return {
        ...base,
        type: "text",
        properties: {
          ...labels,
          textarea: values.textarea,
          min_length: fromText(values.min_length),
          max_length: fromText(values.max_length),
        },
      };
    case "number":
      return { ...base, type: "number", properties: { ...labels, ge: fromText(values.ge), le: fromText(values.le) } };
    case "date":
      return {
        ...base,
        type: "date",
        properties: {
          ...labels,
          ge: fromDateInput(values.ge),
          // The latest day is inclusive: its end, not its midnight.
          le: values.le ? (fromDateInput(values.le) ?? 0) + DAY - 1 : undefined,
        },
      };
    case "select":
      return {
        ...base,
        type: "select",
        properties: {
          ...labels,
          options: values.options.map((option) => ({ value: option.value.trim(), label: option.label.trim() })),
        },
      };
    case "checkbox":
      return { ...base, type: "checkbox", properties: labels };
  }
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

/** `message` is read only when the value is refused, in the page's language of that moment. */
const integer = (message: () => string) => (value: string) =>
  value.trim() === "" || /^-?\d+$/.test(value.trim()) ? null : message();

export const validate = {
  name: (value: string) => (value.trim() ? null : i18n.t("billing-custom-fields:validation.name")),
  slug: (value: string) =>
    !value.trim()
      ? i18n.t("billing-custom-fields:validation.slug")
      : /^[a-zA-Z0-9_-]+$/.test(value.trim())
        ? null
        : i18n.t("billing-custom-fields:validation.slugCharacters"),
  min_length: integer(() => i18n.t("billing-custom-fields:validation.minLengthWhole")),
  max_length: integer(() => i18n.t("billing-custom-fields:validation.maxLengthWhole")),
  ge: (value: string, values: CustomFieldValues) =>
    values.type === "number" ? integer(() => i18n.t("billing-custom-fields:validation.minimumWhole"))(value) : null,
  le: (value: string, values: CustomFieldValues) =>
    values.type === "number" ? integer(() => i18n.t("billing-custom-fields:validation.maximumWhole"))(value) : null,
  options: {
    value: (value: string, values: CustomFieldValues) =>
      values.type === "select" && !value.trim() ? i18n.t("billing-custom-fields:validation.optionValue") : null,
    label: (value: string, values: CustomFieldValues) =>
      values.type === "select" && !value.trim() ? i18n.t("billing-custom-fields:validation.optionLabel") : null,
  },
};
