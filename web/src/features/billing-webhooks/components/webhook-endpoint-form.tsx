import { Fieldset, MultiSelect, Stack, Switch, TextInput } from "@mantine/core";
import { FormAlert } from "../../../components/form-alert";
import { SectionCard } from "../../../components/section-card";
import { EditFormFooter } from "../../billing/components/edit-form-footer";
import { useV1Form } from "../../billing/lib/use-v1-form";
import { createWebhookEndpoint, updateWebhookEndpoint, useRefreshWebhooks } from "../hooks/use-webhook-endpoints";
import { eventTypeGroups, isWebhookEventType, webhookUrlError } from "../lib/event-types";
import type { WebhookEndpoint } from "../lib/types";

interface EndpointValues extends Record<string, unknown> {
  url: string;
  name: string;
  events: string[];
  enabled: boolean;
}

interface WebhookEndpointFormProps {
  organizationId: string;
  endpoint?: WebhookEndpoint;
  canWrite: boolean;
  onSaved: (endpoint: WebhookEndpoint) => void | Promise<void>;
  onCancel: () => void;
}

/** Create or edit an endpoint: its URL, an optional name, the event types it receives, enabled. */
export function WebhookEndpointForm({
  organizationId,
  endpoint,
  canWrite,
  onSaved,
  onCancel,
}: WebhookEndpointFormProps) {
  const refresh = useRefreshWebhooks(organizationId);
  const { form, onSubmit, submitting, formError, clearFormError } = useV1Form<EndpointValues, WebhookEndpoint>({
    initialValues: {
      url: endpoint?.url ?? "",
      name: endpoint?.name ?? "",
      events: endpoint?.events ?? [],
      enabled: endpoint?.enabled ?? true,
    },
    validate: {
      url: (value) => webhookUrlError(value),
      events: (value) => (value.length === 0 ? "Pick at least one event type" : null),
    },
    request: (values) => {
      const events = values.events.filter(isWebhookEventType);
      const input = { url: values.url.trim(), name: values.name.trim() || null, events };
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
    <form onSubmit={onSubmit} noValidate aria-label={endpoint ? "Edit webhook endpoint" : "New webhook endpoint"}>
      <Fieldset variant="unstyled" disabled={!canWrite}>
        <Stack gap="lg">
          <FormAlert error={formError} title="Could not save the endpoint" onClose={clearFormError} />
          <SectionCard title="Endpoint">
            <TextInput
              label="URL"
              description="Gatehouse POSTs each event here, signed (Standard Webhooks)."
              placeholder="https://example.com/webhooks/gatehouse"
              required
              {...form.getInputProps("url")}
            />
            <TextInput label="Name" description="Optional, to tell endpoints apart." {...form.getInputProps("name")} />
            <MultiSelect
              label="Events"
              description="The event types this endpoint receives."
              placeholder="Pick event types"
              data={eventTypeGroups()}
              searchable
              clearable
              required
              disabled={!canWrite}
              error={form.errors.events}
              value={form.values.events}
              onChange={(value) => form.setFieldValue("events", value)}
            />
            {endpoint && (
              <Switch
                label="Enabled"
                description="Disabled endpoints receive nothing. Gatehouse disables an endpoint after 10 failed attempts in a row."
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
        submitLabel={endpoint ? "Save endpoint" : "Create endpoint"}
        onCancel={onCancel}
      />
    </form>
  );
}
