import type { V1Body, V1Schemas } from "../../billing-kit/lib/v1-api";

/** Wire shapes of /v1/custom-fields (one of five types), generated from the server's OpenAPI document. */
export type CustomField = V1Schemas["CustomField"];
export type CustomFieldType = CustomField["type"];
export type CustomFieldCreate = V1Body<"/v1/custom-fields/", "post">;

export const CUSTOM_FIELD_TYPES = [
  "text",
  "number",
  "date",
  "checkbox",
  "select",
] as const satisfies readonly CustomFieldType[];
