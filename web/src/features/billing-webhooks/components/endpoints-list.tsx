import { Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { useConfirmedDelete } from "../../../components/confirmed-delete";
import { DeleteRowButton } from "../../../components/delete-row-button";
import { EmptyState } from "../../../components/empty-state";
import { QueryState } from "../../../components/query-state";
import { type ResourceColumn, ResourceTable } from "../../../components/resource-table";
import { RouterLink } from "../../../components/router-link";
import { formatDateTime } from "../../../lib/format";
import { billingPath } from "../../../lib/paths";
import { ListPagination } from "../../billing/components/list-pagination";
import type { BillingContext } from "../../billing/lib/context";
import { useDeleteWebhookEndpoint, useWebhookEndpoints } from "../hooks/use-webhook-endpoints";
import type { WebhookEndpoint } from "../lib/types";
import { EnabledBadge } from "./enabled-badge";

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

/** The organization's endpoints, with delete buttons for writers. */
export function EndpointsList({ billing }: { billing: BillingContext }) {
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
          empty={
            <EmptyState
              message="No webhook endpoints yet. An endpoint is a URL of your app that hears about orders, subscriptions and customers as they change, signed so it can trust them."
              action={canWrite ? { label: "Add an endpoint", to: billingPath(billing.slug, "webhooks", "new") } : null}
            />
          }
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
