import { Badge, Button, Code, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { QueryState } from "../../../components/query-state";
import { type ResourceColumn, ResourceTable } from "../../../components/resource-table";
import { messageOf } from "../../../lib/errors";
import { formatDateTime } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { ListPagination } from "../../billing/components/list-pagination";
import { useRedeliver, useWebhookDeliveries } from "../hooks/use-webhook-deliveries";
import type { WebhookDelivery } from "../lib/types";

interface WebhookDeliveriesProps {
  organizationId: string;
  endpointId: string;
  canWrite: boolean;
}

/** The endpoint's delivery log, newest first: one row per attempt, with a Redeliver button. */
export function WebhookDeliveries({ organizationId, endpointId, canWrite }: WebhookDeliveriesProps) {
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(organizationId, endpointId, page);
  const redeliver = useRedeliver(organizationId);

  const columns: ResourceColumn<WebhookDelivery>[] = [
    {
      header: "Event",
      cell: (delivery, row) => (
        <>
          <Text size="sm" ff="monospace" id={row.labelId}>
            {delivery.webhook_event.type}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {delivery.webhook_event.id}
          </Text>
        </>
      ),
    },
    {
      header: "Result",
      cell: (delivery) => (
        <Badge color={delivery.succeeded ? "teal" : "red"} variant="light" style={{ minWidth: "max-content" }}>
          {delivery.succeeded ? "Succeeded" : "Failed"}
        </Badge>
      ),
    },
    { header: "Status code", cell: (delivery) => <Text size="sm">{delivery.http_code ?? "No response"}</Text> },
    { header: "Time", cell: (delivery) => <Text size="sm">{formatDateTime(delivery.created_at)}</Text> },
    {
      header: "Response",
      cell: (delivery) =>
        delivery.response ? (
          <Code
            block
            style={{ maxWidth: 360, maxHeight: 120, overflow: "auto", whiteSpace: "pre-wrap", wordBreak: "break-all" }}
          >
            {delivery.response}
          </Code>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
  ];

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        Deliveries
      </Title>
      <QueryState
        isPending={deliveries.isPending}
        error={deliveries.error}
        onRetry={() => void deliveries.refetch()}
        loadingLabel="Loading the deliveries"
        errorTitle="Could not load the deliveries"
      >
        <ResourceTable
          label="Webhook deliveries"
          items={deliveries.data?.items ?? []}
          empty="No deliveries yet."
          minWidth={820}
          stale={deliveries.isPlaceholderData}
          columns={columns}
          rowAttributes={(delivery) => ({
            "data-testid": "webhook-delivery-row",
            "data-event-id": delivery.webhook_event.id,
            "data-succeeded": String(delivery.succeeded),
          })}
          actions={
            canWrite
              ? (delivery, row) => (
                  <Button
                    size="xs"
                    variant="light"
                    aria-describedby={row.labelId}
                    loading={redeliver.isPending && redeliver.variables === delivery.webhook_event.id}
                    onClick={() =>
                      redeliver.mutate(delivery.webhook_event.id, {
                        onSuccess: () =>
                          notifySuccess("Redelivery scheduled", "It is sent again with the same webhook-id."),
                        onError: (error) => notifyError("Could not redeliver", messageOf(error)),
                      })
                    }
                  >
                    Redeliver
                  </Button>
                )
              : null
          }
        />
        <ListPagination page={page} onChange={setPage} list={deliveries.data} noun="deliveries" />
      </QueryState>
    </Stack>
  );
}
