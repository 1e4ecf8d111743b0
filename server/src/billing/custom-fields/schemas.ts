import { z } from "@hono/zod-openapi";
import { metadataFilterQuery, withMetadataFilter } from "../common/metadata-filter.ts";
import { listResourceSchema } from "../common/pagination.ts";
import { repeatedQuery, sortingQuery } from "../common/query.ts";
import {
  id,
  listQueryBase,
  metadataInput,
  metadataOutput,
  organizationIdInput,
  timestamps,
} from "../common/schemas.ts";

/** Wire shapes of `/v1/custom-fields` (Polar `CustomField*` models). */

export const CUSTOM_FIELD_TYPES = ["checkbox", "date", "number", "select", "text"] as const;
export const customFieldType = z.enum(CUSTOM_FIELD_TYPES);

const formProperties = {
  form_label: z.string().min(1).optional(),
  form_help_text: z.string().min(1).optional(),
  form_placeholder: z.string().min(1).optional(),
};
const bounds = {
  ge: z.number().int().optional().meta({ description: "Minimum value (inclusive); a Unix timestamp for dates." }),
  le: z.number().int().optional().meta({ description: "Maximum value (inclusive); a Unix timestamp for dates." }),
};

export const selectOption = z.object({ value: z.string().min(1), label: z.string().min(1) });

export const customFieldProperties = {
  checkbox: z.object(formProperties),
  date: z.object({ ...formProperties, ...bounds }),
  number: z.object({ ...formProperties, ...bounds }),
  select: z.object({ ...formProperties, options: z.array(selectOption).min(1) }),
  text: z.object({
    ...formProperties,
    textarea: z.boolean().optional(),
    min_length: z.number().int().min(0).optional(),
    max_length: z.number().int().min(0).optional(),
  }),
} as const;

const response = {
  ...timestamps,
  id,
  metadata: metadataOutput,
  slug: z.string(),
  name: z.string(),
  organization_id: z.string(),
};

export const customFieldCheckbox = z.object({
  ...response,
  type: z.literal("checkbox"),
  properties: customFieldProperties.checkbox,
});
export const customFieldDate = z.object({
  ...response,
  type: z.literal("date"),
  properties: customFieldProperties.date,
});
export const customFieldNumber = z.object({
  ...response,
  type: z.literal("number"),
  properties: customFieldProperties.number,
});
export const customFieldSelect = z.object({
  ...response,
  type: z.literal("select"),
  properties: customFieldProperties.select,
});
export const customFieldText = z.object({
  ...response,
  type: z.literal("text"),
  properties: customFieldProperties.text,
});

export const customField = z
  .discriminatedUnion("type", [
    customFieldCheckbox,
    customFieldDate,
    customFieldNumber,
    customFieldSelect,
    customFieldText,
  ])
  .openapi("CustomField");

const slug = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[a-zA-Z0-9_-]+$/, "Only ASCII letters, numbers, hyphens and underscores are allowed")
  .meta({ description: "Key under which values are stored; unique across the organization." });
const name = z.string().min(1).meta({ description: "Name of the custom field." });

const createBase = { metadata: metadataInput.optional(), slug, name, organization_id: organizationIdInput };

export const customFieldCreate = z.discriminatedUnion("type", [
  z.object({ ...createBase, type: z.literal("checkbox"), properties: customFieldProperties.checkbox }),
  z.object({ ...createBase, type: z.literal("date"), properties: customFieldProperties.date }),
  z.object({ ...createBase, type: z.literal("number"), properties: customFieldProperties.number }),
  z.object({ ...createBase, type: z.literal("select"), properties: customFieldProperties.select }),
  z.object({ ...createBase, type: z.literal("text"), properties: customFieldProperties.text }),
]);

/** Polar requires `type` on updates and refuses changing it; properties replace the old ones. */
const updateBase = { metadata: metadataInput.optional(), name: name.nullish(), slug: slug.nullish() };

export const customFieldUpdate = z.discriminatedUnion("type", [
  z.object({ ...updateBase, type: z.literal("checkbox"), properties: customFieldProperties.checkbox.nullish() }),
  z.object({ ...updateBase, type: z.literal("date"), properties: customFieldProperties.date.nullish() }),
  z.object({ ...updateBase, type: z.literal("number"), properties: customFieldProperties.number.nullish() }),
  z.object({ ...updateBase, type: z.literal("select"), properties: customFieldProperties.select.nullish() }),
  z.object({ ...updateBase, type: z.literal("text"), properties: customFieldProperties.text.nullish() }),
]);

export const customFieldListQuery = withMetadataFilter(
  z.object({
    ...listQueryBase,
    query: z.string().optional().meta({ description: "Filter by custom field name or slug." }),
    type: repeatedQuery(customFieldType).optional().meta({ description: "Filter by custom field type." }),
    sorting: sortingQuery(["created_at", "slug", "name", "type"], ["-created_at"]),
    ...metadataFilterQuery,
  }),
);

export const customFieldList = listResourceSchema(customField, "ListResource_CustomField_");

/** A custom field attached to a product (Polar `AttachedCustomField`). */
export const attachedCustomField = z.object({
  custom_field_id: z.string(),
  custom_field: customField,
  order: z.number().int().meta({ description: "Order of the custom field in the form." }),
  required: z.boolean(),
});

export const attachedCustomFieldCreate = z.object({
  custom_field_id: z.uuid(),
  required: z.boolean().meta({ description: "Whether the value is required for this custom field." }),
});

export type CustomFieldType = z.infer<typeof customFieldType>;
export type CustomField = z.infer<typeof customField>;
export type CustomFieldCreate = z.infer<typeof customFieldCreate>;
export type CustomFieldUpdate = z.infer<typeof customFieldUpdate>;
export type CustomFieldListQuery = z.infer<typeof customFieldListQuery>;
export type CustomFieldList = z.infer<typeof customFieldList>;
export type AttachedCustomField = z.infer<typeof attachedCustomField>;
