import { Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { ConfirmActionModal } from "../../../components/confirm-action-modal";
import { useConfirmedDelete } from "../../../components/confirmed-delete";
import { DeleteRowButton } from "../../../components/delete-row-button";
import { QueryState } from "../../../components/query-state";
import { type ResourceColumn, ResourceTable } from "../../../components/resource-table";
import { RouterLink } from "../../../components/router-link";
import { SecretShownOnce } from "../../../components/secret-shown-once";
import { formatDateTime } from "../../../lib/format";
import { notifySuccess } from "../../../lib/notify";
import { billingPath } from "../../../lib/paths";
import { ListPagination } from "../../billing/components/list-pagination";
import { ReadOnlyNotice } from "../../billing/components/read-only-notice";
import type { BillingContext, BillingSectionProps } from "../../billing/lib/context";
import {
  useDeleteWebhookEndpoint,
  useResetWebhookSecret,
  useWebhookEndpoint,
  useWebhookEndpoints,
} from "../hooks/use-webhook-endpoints";
import type { WebhookEndpoint } from "../lib/types";
import { WebhookDeliveries } from "./webhook-deliveries";
import { WebhookEndpointForm } from "./webhook-endpoint-form";

/** `/billing/webhooks` (endpoints), `/new`, `/:id` (edit, secret, delivery log). */
export function WebhooksSection({ billing }: BillingSectionProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const createdSecret = secretOf(location.state);
  const back = () => void navigate(billingPath(billing.slug, "webhooks"));
  const allLink = (
    <RouterLink to={billingPath(billing.slug, "webhooks")} size="sm">
      ← All webhook endpoints
    </RouterLink>
  );
  if (billing.item === "new") {
    if (!billing.can.webhooks.write) return <ReadOnlyNotice what="webhook endpoints" />;
    return (
      <Stack gap="md">
        {allLink}
        <Title order={2} size="h3">
          New webhook endpoint
        </Title>
        <WebhookEndpointForm
          organizationId={billing.organizationId}
          canWrite
          onCancel={back}
          onSaved={(endpoint) => {
            notifySuccess("Webhook endpoint created");
            // The edit page shows the secret once, from the navigation state (the section remounts per page).
            void navigate(billingPath(billing.slug, "webhooks", endpoint.id), {
              state: { createdSecret: endpoint.secret },
            });
          }}
        />
      </Stack>
    );
  }
  if (billing.item) {
    return (
      <Stack gap="md">
        {allLink}
        {createdSecret && (
          <SecretShownOnce
            title="Endpoint created"
            secret={createdSecret}
            noun="signing secret"
            testId="new-webhook-secret"
            onDismiss={() => void navigate(location.pathname, { replace: true, state: null })}
          />
        )}
        <EditEndpoint billing={billing} id={billing.item} onDone={back} />
      </Stack>
    );
  }
  return <EndpointsList billing={billing} />;
}

function secretOf(state: unknown): string | null {
  if (typeof state !== "object" || state === null || !("createdSecret" in state)) return null;
  return typeof state.createdSecret === "string" ? state.createdSecret : null;
}

function EditEndpoint({ billing, id, onDone }: { billing: BillingContext; id: string; onDone: () => void }) {
  const endpoint = useWebhookEndpoint(billing.organizationId, id);
  const reset = useResetWebhookSecret(billing.organizationId);
  const [confirming, setConfirming] = useState(false);
  const [newSecret, setNewSecret] = useState<string | null>(null);
  const canWrite = billing.can.webhooks.write;
  return (
    <QueryState
      isPending={endpoint.isPending}
      error={endpoint.error}
      onRetry={() => void endpoint.refetch()}
      loadingLabel="Loading the webhook endpoint"
      errorTitle="Could not load the webhook endpoint"
    >
      {endpoint.data && (
        <Stack gap="lg">
          <Group gap="sm">
            <Title order={2} size="h3" style={{ wordBreak: "break-all" }}>
              {endpoint.data.name ?? endpoint.data.url}
            </Title>
            <EnabledBadge endpoint={endpoint.data} />
          </Group>
          {newSecret && (
            <SecretShownOnce
              title="New signing secret"
              secret={newSecret}
              noun="signing secret"
              testId="new-webhook-secret"
              onDismiss={() => setNewSecret(null)}
            />
          )}
          {canWrite && (
            <Group>
              <Button variant="default" onClick={() => setConfirming(true)}>
                Reset secret
              </Button>
            </Group>
          )}
          <WebhookEndpointForm
            key={endpoint.data.modified_at ?? endpoint.data.created_at}
            organizationId={billing.organizationId}
            endpoint={endpoint.data}
            canWrite={canWrite}
            onCancel={onDone}
            onSaved={() => {
              notifySuccess("Webhook endpoint saved");
            }}
          />
          <WebhookDeliveries organizationId={billing.organizationId} endpointId={id} canWrite={canWrite} />
          <ConfirmActionModal
            opened={confirming}
            onClose={() => {
              setConfirming(false);
              reset.reset();
            }}
            title="Reset the signing secret?"
            description="Deliveries are signed with the new secret from now on: your app must verify with it."
            confirmLabel="Yes, reset"
            loading={reset.isPending}
            error={reset.error}
            errorTitle="Could not reset the secret"
            onConfirm={() =>
              reset.mutate(id, {
                onSuccess: (updated) => {
                  setConfirming(false);
                  setNewSecret(updated.secret);
                  notifySuccess("Signing secret reset");
                },
              })
            }
          />
        </Stack>
      )}
    </QueryState>
  );
}

function EnabledBadge({ endpoint }: { endpoint: WebhookEndpoint }) {
  return endpoint.enabled ? (
    <Badge color="teal" variant="light">
      Enabled
    </Badge>
  ) : (
    <Badge color="red" variant="filled">
      Disabled
    </Badge>
  );
}

function endpointColumns(slug: string): ResourceColumn<WebhookEndpoint>[] {
  return [
    {
      header: "Endpoint",
      cell: (endpoint) => (
        <>
          <RouterLink to={billingPath(slug, "webhooks", endpoint.id)} size="sm" style={{ wordBreak: "break-all" }}>
            {endpoint.name ?? endpoint.url}
          </RouterLink>
          {endpoint.name && (
            <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
              {endpoint.url}
            </Text>
          )}
        </>
      ),
    },
    { header: "Status", cell: (endpoint) => <EnabledBadge endpoint={endpoint} /> },
    {
      header: "Events",
      cell: (endpoint) => (
        <Text size="sm" title={endpoint.events.join(", ")}>
          {endpoint.events.length === 1 ? endpoint.events[0] : `${endpoint.events.length} event types`}
        </Text>
      ),
    },
    { header: "Created", cell: (endpoint) => <Text size="sm">{formatDateTime(endpoint.created_at)}</Text> },
  ];
}

function EndpointsList({ billing }: { billing: BillingContext }) {
  const [page, setPage] = useState(1);
  const endpoints = useWebhookEndpoints(billing.organizationId, page);
  const canWrite = billing.can.webhooks.write;
  const remove = useConfirmedDelete<WebhookEndpoint>({
    mutation: useDeleteWebhookEndpoint(billing.organizationId),
    title: "Delete this webhook endpoint?",
    description: (endpoint) => <>{endpoint?.url} receives no more events, and its delivery log is deleted.</>,
    confirmLabel: "Yes, delete",
    errorTitle: "Could not delete the endpoint",
    notification: () => ["Webhook endpoint deleted"],
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Text size="sm" c="dimmed" style={{ flex: 1, maxWidth: 560 }}>
          Gatehouse sends your organization&apos;s events to these URLs, signed with each endpoint&apos;s secret
          (Standard Webhooks).
        </Text>
        {canWrite && (
          <Button component={Link} to={billingPath(billing.slug, "webhooks", "new")}>
            New endpoint
          </Button>
        )}
      </Group>
      <QueryState
        isPending={endpoints.isPending}
        error={endpoints.error}
        onRetry={() => void endpoints.refetch()}
        loadingLabel="Loading the webhook endpoints"
        errorTitle="Could not load the webhook endpoints"
      >
        <ResourceTable
          label="Webhook endpoints"
          items={endpoints.data?.items ?? []}
          empty="No webhook endpoints yet."
          minWidth={720}
          stale={endpoints.isPlaceholderData}
          columns={endpointColumns(billing.slug)}
          rowAttributes={(endpoint) => ({
            "data-testid": "webhook-endpoint-row",
            "data-url": endpoint.url,
            "data-enabled": String(endpoint.enabled),
          })}
          actions={
            canWrite
              ? (endpoint) => (
                  <DeleteRowButton
                    label={`Delete webhook endpoint ${endpoint.url}`}
                    onClick={() => remove.ask(endpoint)}
                  />
                )
              : null
          }
        />
        <ListPagination page={page} onChange={setPage} list={endpoints.data} noun="endpoints" />
      </QueryState>
      {remove.modal}
    </Stack>
  );
}
