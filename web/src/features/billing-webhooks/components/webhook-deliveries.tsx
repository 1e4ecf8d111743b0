import { Badge, Button, Code, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state";
import { type ResourceColumn, ResourceTable } from "../../../components/resource-table";
import { messageOf } from "../../../lib/errors";
import { formatDateTime } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { ListPagination } from "../../billing-kit/components/list-pagination";
import { useRedeliver, useWebhookDeliveries } from "../hooks/use-webhook-deliveries";
import type { WebhookDelivery } from "../lib/types";

interface WebhookDeliveriesProps {
  organizationId: string;
  endpointId: string;
  canWrite: boolean;
}

/** The endpoint's delivery log, newest first: one row per attempt, with a Redeliver button. */
export function WebhookDeliveries({ organizationId, endpointId, canWrite }: WebhookDeliveriesProps) {
  const { t } = useTranslation("billing-webhooks");
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(organizationId, endpointId, page);
  const redeliver = useRedeliver(organizationId);

  const columns: ResourceColumn<WebhookDelivery>[] = [
    {
      header: t("deliveries.columnEvent"),
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
      header: t("deliveries.columnResult"),
      cell: (delivery) => (
        <Badge color={delivery.succeeded ? "teal" : "red"} variant="light" style={{ minWidth: "max-content" }}>
          {delivery.succeeded ? t("deliveries.succeeded") : t("deliveries.failed")}
        </Badge>
      ),
    },
    {
      header: t("deliveries.columnStatusCode"),
      cell: (delivery) => <Text size="sm">{delivery.http_code ?? t("deliveries.noResponse")}</Text>,
    },
    {
      header: t("deliveries.columnTime"),
      cell: (delivery) => <Text size="sm">{formatDateTime(delivery.created_at)}</Text>,
    },
    {
      header: t("deliveries.columnResponse"),
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
        {t("deliveries.title")}
      </Title>
      <QueryState
        isPending={deliveries.isPending}
        error={deliveries.error}
        onRetry={() => void deliveries.refetch()}
        loadingLabel={t("deliveries.loading")}
        errorTitle={t("deliveries.loadError")}
      >
        <ResourceTable
          label={t("deliveries.tableLabel")}
          items={deliveries.data?.items ?? []}
          empty={t("deliveries.empty")}
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
                          notifySuccess(
                            t("deliveries.redeliveryScheduled"),
                            t("deliveries.redeliveryScheduledMessage"),
                          ),
                        onError: (error) => notifyError(t("deliveries.redeliverError"), messageOf(error)),
                      })
                    }
                  >
                    {t("deliveries.redeliver")}
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
