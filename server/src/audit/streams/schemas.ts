import { z } from "zod";

const httpUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(2048)
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
      } catch {
        return false;
      }
    }, message);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

export const DEFAULT_DATADOG_URL = "https://http-intake.logs.datadoghq.com";

/** What each type stores in plain text (shown in lists) and the one secret it needs. */
export const streamSettingsSchemas = {
  https: z.object({ url: httpUrl("Give an http or https URL") }),
  s3: z.object({
    endpoint: httpUrl("Give the bucket service's http or https URL, or leave it empty for AWS")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    region: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{2,40}$/, "Give a region such as us-east-1"),
    bucket: z
      .string()
      .trim()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        "Give a bucket name: 3 to 63 lower-case letters, digits, dots or dashes",
      ),
    prefix: z
      .string()
      .trim()
      .max(200)
      .regex(/^[A-Za-z0-9!_.*'()/-]*$/, "A prefix holds letters, digits and ! _ . * ' ( ) / - only")
      .optional()
      .transform((value) => value?.replace(/^\/+|\/+$/g, "") ?? ""),
    accessKeyId: z.string().trim().min(1, "Give the access key id").max(256),
  }),
  datadog: z.object({
    url: httpUrl("Give Datadog's logs intake URL for your site").default(DEFAULT_DATADOG_URL),
    service: optionalText(100),
  }),
  splunk: z.object({
    url: httpUrl("Give the HTTP Event Collector's URL (https://splunk.example.com:8088)"),
    index: optionalText(100),
    sourcetype: optionalText(100),
  }),
} as const;

export type AuditStreamSettings = {
  [Type in keyof typeof streamSettingsSchemas]: z.output<(typeof streamSettingsSchemas)[Type]>;
};

/** The secret field of each type: generated for `https` (shown once), given for the others. */
export const SECRET_FIELDS = {
  https: null,
  s3: "secretAccessKey",
  datadog: "apiKey",
  splunk: "token",
} as const;

export const streamTypeSchema = z.enum(["https", "s3", "datadog", "splunk"]);
export const streamNameSchema = z.string().trim().min(1, "Give the stream a name").max(100, "At most 100 characters");
export const streamSecretSchema = z.string().trim().min(1, "Give the secret").max(4096);

/** Bodies are read as records and checked field by field (audit/streams/validation.ts). */
export const streamBodySchema = z.record(z.string(), z.unknown());
export const streamIdBodySchema = z.object({ id: z.string().min(1), organizationId: z.string().min(1).optional() });
export const streamListQuerySchema = z.object({ organizationId: z.string().min(1).optional() });

/** A destination as the routes show it: never its secret. */
export type AuditStreamView = {
  id: string;
  organizationId: string | null;
  type: z.infer<typeof streamTypeSchema>;
  name: string;
  settings: Record<string, unknown>;
  status: "active" | "failing";
  lastSuccessAt: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
  /** Entries waiting to be delivered. */
  backlog: number;
  createdAt: string;
  updatedAt: string | null;
};

/** What `test` answers: the outcome of one test record sent there and then. */
export type StreamTestResult = { ok: boolean; status: number | null; error: string | null; durationMs: number };
