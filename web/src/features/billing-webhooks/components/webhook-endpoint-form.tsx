import { Fieldset, MultiSelect, NativeSelect, Stack, Switch, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { SectionCard } from "../../../components/section-card";
import { EditFormFooter } from "../../billing-kit/components/edit-form-footer";
import { useV1Form } from "../../billing-kit/lib/use-v1-form";
import { createWebhookEndpoint, updateWebhookEndpoint, useRefreshWebhooks } from "../hooks/use-webhook-endpoints";
import { eventTypeGroups, isWebhookEventType, webhookUrlError } from "../lib/event-types";
import type { ApiVersion, WebhookEndpoint } from "../lib/types";

interface EndpointValues extends Record<string, unknown> {
  url: string;
  name: string;
  events: string[];
  api_version: ApiVersion;
  enabled: boolean;
}

const API_VERSIONS = ["2026-04", "2026-10", "2027-01"] as const satisfies readonly ApiVersion[];
// What the server gives a new endpoint when none is picked (Polar's current version).
const DEFAULT_API_VERSION: ApiVersion = "2026-10";
const isApiVersion = (value: string | undefined): value is ApiVersion =>
  API_VERSIONS.some((version) => version === value);

interface WebhookEndpointFormProps {
  organizationId: string;
  endpoint?: WebhookEndpoint;
  canWrite: boolean;
  onSaved: (endpoint: WebhookEndpoint) => void | Promise<void>;
  onCancel: () => void;
}

/** Create or edit an endpoint: its URL, an optional name, the event types it receives, its API version, enabled. */
export function WebhookEndpointForm({
  organizationId,
  endpoint,
  canWrite,
  onSaved,
  onCancel,
}: WebhookEndpointFormProps) {
  const { t } = useTranslation("billing-webhooks");
  const refresh = useRefreshWebhooks(organizationId);
  const { form, onSubmit, submitting, formError, clearFormError } = useV1Form<EndpointValues, WebhookEndpoint>({
    initialValues: {
      url: endpoint?.url ?? "",
      name: endpoint?.name ?? "",
      events: endpoint?.events ?? [],
      api_version: isApiVersion(endpoint?.api_version) ? endpoint.api_version : DEFAULT_API_VERSION,
      enabled: endpoint?.enabled ?? true,
    },
    validate: {
      url: (value) => webhookUrlError(value),
      events: (value) => (value.length === 0 ? t("validation.events") : null),
    },
    request: (values) => {
      const events = values.events.filter(isWebhookEventType);
      const input = {
        url: values.url.trim(),
        name: values.name.trim() || null,
        events,
        api_version: values.api_version,
      };
      return endpoint
        ? updateWebhookEndpoint(organizationId, endpoint.id, { ...input, enabled: values.enabled })
        : createWebhookEndpoint(organizationId, input);
    },
    onSuccess: async (saved) => {
      await refresh();
      await onSaved(saved);
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={endpoint ? t("form.editLabel") : t("form.newLabel")}>
      <Fieldset variant="unstyled" disabled={!canWrite}>
        <Stack gap="lg">
          <FormAlert error={formError} title={t("form.saveError")} onClose={clearFormError} />
          <SectionCard title={t("form.endpointSection")}>
            <TextInput
              label={t("form.url")}
              description={t("form.urlDescription")}
              placeholder="https://example.com/webhooks/gatehouse"
              required
              {...form.getInputProps("url")}
            />
            <TextInput label={t("form.name")} description={t("form.nameDescription")} {...form.getInputProps("name")} />
            <MultiSelect
              label={t("form.events")}
              description={t("form.eventsDescription")}
              placeholder={t("form.eventsPlaceholder")}
              data={eventTypeGroups()}
              searchable
              clearable
              required
              disabled={!canWrite}
              error={form.errors.events}
              value={form.values.events}
              onChange={(value) => form.setFieldValue("events", value)}
            />
            <NativeSelect
              label={t("form.apiVersion")}
              description={t("form.apiVersionDescription")}
              data={[...API_VERSIONS]}
              disabled={!canWrite}
              {...form.getInputProps("api_version")}
            />
            {endpoint && (
              <Switch
                label={t("form.enabled")}
                description={t("form.enabledDescription")}
                disabled={!canWrite}
                {...form.getInputProps("enabled", { type: "checkbox" })}
              />
            )}
          </SectionCard>
        </Stack>
      </Fieldset>
      <EditFormFooter
        canWrite={canWrite}
        submitting={submitting}
        submitLabel={endpoint ? t("form.save") : t("form.create")}
        onCancel={onCancel}
      />
    </form>
  );
}
