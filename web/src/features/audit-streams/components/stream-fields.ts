import type { AuditStream, StreamType } from "../hooks/use-audit-streams";

/** Every field of every type, as the form holds them (text inputs). */
export type StreamFormValues = {
  type: StreamType;
  name: string;
  url: string;
  endpoint: string;
  region: string;
  bucket: string;
  prefix: string;
  accessKeyId: string;
  secretAccessKey: string;
  apiKey: string;
  service: string;
  index: string;
  sourcetype: string;
  token: string;
};

export type SecretField = "secretAccessKey" | "apiKey" | "token";
export type StreamField = Exclude<keyof StreamFormValues, "type" | "name" | SecretField>;

/** The fields each type shows, in order; the secret one last. */
export const FIELDS_OF: Record<StreamType, { plain: StreamField[]; secret: SecretField | null }> = {
  https: { plain: ["url"], secret: null },
  s3: { plain: ["endpoint", "region", "bucket", "prefix", "accessKeyId"], secret: "secretAccessKey" },
  datadog: { plain: ["url", "service"], secret: "apiKey" },
  splunk: { plain: ["url", "index", "sourcetype"], secret: "token" },
};

export const DATADOG_INTAKE = "https://http-intake.logs.datadoghq.com";

const EMPTY: StreamFormValues = {
  type: "https",
  name: "",
  url: "",
  endpoint: "",
  region: "",
  bucket: "",
  prefix: "",
  accessKeyId: "",
  secretAccessKey: "",
  apiKey: "",
  service: "",
  index: "",
  sourcetype: "",
  token: "",
};

/** The form's first values: empty for a new stream, the stored settings (never a secret) for an edit. */
export function initialValues(stream: AuditStream | null): StreamFormValues {
  if (!stream) return EMPTY;
  const settings = Object.fromEntries(
    Object.entries(stream.settings).map(([key, value]) => [key, typeof value === "string" ? value : ""]),
  );
  return { ...EMPTY, ...settings, type: stream.type, name: stream.name };
}

/** The body of a create or an update: the type's fields only; an empty secret on an edit keeps the stored one. */
export function bodyOf(values: StreamFormValues, editing: boolean): Record<string, string> {
  const fields = FIELDS_OF[values.type];
  const body: Record<string, string> = { name: values.name };
  if (!editing) body.type = values.type;
  for (const field of fields.plain) body[field] = values[field];
  if (fields.secret && (!editing || values[fields.secret] !== "")) body[fields.secret] = values[fields.secret];
  return body;
}

/** Each field's refusal code (the server's `INVALID_<FIELD>`), for the form's server errors. */
export const FIELD_ERROR_CODES = {
  INVALID_NAME: "name",
  INVALID_TYPE: "type",
  INVALID_URL: "url",
  INVALID_ENDPOINT: "endpoint",
  INVALID_REGION: "region",
  INVALID_BUCKET: "bucket",
  INVALID_PREFIX: "prefix",
  INVALID_ACCESS_KEY_ID: "accessKeyId",
  INVALID_SECRET_ACCESS_KEY: "secretAccessKey",
  INVALID_API_KEY: "apiKey",
  INVALID_SERVICE: "service",
  INVALID_INDEX: "index",
  INVALID_SOURCETYPE: "sourcetype",
  INVALID_TOKEN: "token",
} as const satisfies Record<string, keyof StreamFormValues>;

/** The catalog key of each type's name. */
export const TYPE_LABELS = {
  https: "types.https",
  s3: "types.s3",
  datadog: "types.datadog",
  splunk: "types.splunk",
} as const satisfies Record<StreamType, string>;

/** The catalog key of each field's label; the URL reads differently for each type. */
export const URL_LABELS = {
  https: "form.url.https",
  s3: "form.url.s3",
  datadog: "form.url.datadog",
  splunk: "form.url.splunk",
} as const satisfies Record<StreamType, string>;

export const FIELD_LABELS = {
  endpoint: "form.endpoint",
  region: "form.region",
  bucket: "form.bucket",
  prefix: "form.prefix",
  accessKeyId: "form.accessKeyId",
  service: "form.service",
  index: "form.index",
  sourcetype: "form.sourcetype",
  secretAccessKey: "form.secretAccessKey",
  apiKey: "form.apiKey",
  token: "form.token",
} as const satisfies Record<Exclude<StreamField, "url"> | SecretField, string>;
