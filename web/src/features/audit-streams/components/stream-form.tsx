import { Button, Group, PasswordInput, Select, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import type { ServerError } from "../../../lib/errors";
import { useServerForm } from "../../../lib/use-server-form";
import { type AuditStream, postStream, type StreamScope, useInvalidateStreams } from "../hooks/use-audit-streams";
import {
  bodyOf,
  DATADOG_INTAKE,
  FIELD_ERROR_CODES,
  FIELD_LABELS,
  FIELDS_OF,
  initialValues,
  type StreamField,
  type StreamFormValues,
  TYPE_LABELS,
  URL_LABELS,
} from "./stream-fields";

type Created = { stream: AuditStream; secret: string | null };

/** The label key of a field: the URL reads differently for each type. */
function labelKey(field: StreamField, type: StreamFormValues["type"]) {
  return field === "url" ? URL_LABELS[type] : FIELD_LABELS[field];
}

interface StreamFormProps {
  scope: StreamScope;
  /** null: a new stream. */
  stream: AuditStream | null;
  onDone: (created: Created | null) => void;
  onCancel: () => void;
}

/**
 * A stream's settings: the type (fixed once created), its name and the type's fields; a secret
 * field left empty on an edit keeps the stored secret. The server's field errors land on their fields.
 */
export function StreamForm({ scope, stream, onDone, onCancel }: StreamFormProps) {
  const { t } = useTranslation("audit-streams");
  const invalidate = useInvalidateStreams(scope);
  const editing = stream !== null;
  const server = useServerForm<StreamFormValues, Created | { stream: AuditStream }>({
    initialValues: initialValues(stream),
    validate: { name: (value) => (value.trim() ? null : t("form.nameRequired")) },
    fieldErrors: FIELD_ERROR_CODES,
    request: async (values) => {
      const result = await postStream<Created | { stream: AuditStream }>(
        scope,
        editing ? "update" : "create",
        editing ? { id: stream.id, ...bodyOf(values, true) } : bodyOf(values, false),
      );
      // Every refused field at once, not only the first.
      const fields = (result.error as (ServerError & { fields?: Record<string, string> }) | null)?.fields;
      if (fields) server.form.setErrors(fields);
      return result;
    },
    onSuccess: async (data) => {
      await invalidate();
      onDone("secret" in data ? data : null);
    },
  });
  const { form } = server;
  const type = form.values.type;
  const fields = FIELDS_OF[type];

  return (
    <form onSubmit={server.onSubmit} noValidate>
      <Stack gap="sm">
        <FormAlert error={server.formError} />
        <Select
          label={t("form.type")}
          data={(["https", "s3", "datadog", "splunk"] as const).map((value) => ({
            value,
            label: t(TYPE_LABELS[value]),
          }))}
          disabled={editing}
          allowDeselect={false}
          {...form.getInputProps("type")}
          onChange={(value) => {
            form.setFieldValue("type", (value ?? "https") as StreamFormValues["type"]);
            if (value === "datadog" && !form.values.url) form.setFieldValue("url", DATADOG_INTAKE);
          }}
        />
        <TextInput label={t("form.name")} required maxLength={100} {...form.getInputProps("name")} />
        {fields.plain.map((field) => (
          <TextInput
            key={`${type}-${field}`}
            label={t(labelKey(field, type))}
            description={field === "endpoint" ? t("form.endpointHint") : undefined}
            required={
              ["url", "region", "bucket", "accessKeyId"].includes(field) && !(type === "datadog" && field === "url")
            }
            {...form.getInputProps(field)}
          />
        ))}
        {fields.secret && (
          <PasswordInput
            label={t(FIELD_LABELS[fields.secret])}
            description={editing ? t("form.keepSecret") : undefined}
            required={!editing}
            autoComplete="off"
            {...form.getInputProps(fields.secret)}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t("form.cancel")}
          </Button>
          <Button type="submit" loading={server.submitting}>
            {editing ? t("form.save") : t("form.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
