import type { z } from "zod";
import { AuditStreamErrors } from "./errors.ts";
import {
  type AuditStreamSettings,
  SECRET_FIELDS,
  streamNameSchema,
  streamSecretSchema,
  streamSettingsSchemas,
  streamTypeSchema,
} from "./schemas.ts";
import type { AuditStreamType } from "./tables.ts";

type Body = Record<string, unknown>;

/** A destination's settings as checked: its type, name, plain settings and (when given) its secret. */
export type CheckedStream<Type extends AuditStreamType = AuditStreamType> = {
  type: Type;
  name: string;
  settings: AuditStreamSettings[Type];
  secret: string | undefined;
};

function collect(errors: Record<string, string>, prefix: string, issues: z.core.$ZodIssue[]) {
  for (const issue of issues) {
    const field = String(issue.path[0] ?? prefix);
    errors[field] ??= issue.message;
  }
}

/**
 * Checks a create (`requireSecret`) or an update body merged over the stored settings: every
 * field's refusal at once, as field errors (400), before anything is written.
 */
export function checkStream(body: Body, { requireSecret }: { requireSecret: boolean }): CheckedStream {
  const errors: Record<string, string> = {};
  const type = streamTypeSchema.safeParse(body.type);
  if (!type.success) throw AuditStreamErrors.invalidFields({ type: "Choose https, s3, datadog or splunk" });
  const name = streamNameSchema.safeParse(body.name);
  if (!name.success) collect(errors, "name", name.error.issues);
  const settings = streamSettingsSchemas[type.data].safeParse(body);
  if (!settings.success) collect(errors, "settings", settings.error.issues);
  const secretField = SECRET_FIELDS[type.data];
  let secret: string | undefined;
  if (secretField && (requireSecret || body[secretField] !== undefined)) {
    const given = streamSecretSchema.safeParse(body[secretField]);
    if (given.success) secret = given.data;
    else errors[secretField] = "Give the secret";
  }
  if (Object.keys(errors).length > 0) throw AuditStreamErrors.invalidFields(errors);
  return {
    type: type.data,
    name: name.data as string,
    settings: settings.data as AuditStreamSettings[AuditStreamType],
    secret,
  };
}
