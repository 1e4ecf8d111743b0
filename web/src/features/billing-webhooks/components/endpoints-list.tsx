import { Button, Group, Stack, Text } from "@mantine/core";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useConfirmedDelete } from "../../../components/confirmed-delete";
import { DeleteRowButton } from "../../../components/delete-row-button";
import { EmptyState } from "../../../components/empty-state";
import { QueryState } from "../../../components/query-state";
import { type ResourceColumn, ResourceTable } from "../../../components/resource-table";
import { RouterLink } from "../../../components/router-link";
import { formatDateTime } from "../../../lib/format";
import { billingPath } from "../../../lib/paths";
import { ListPagination } from "../../billing-kit/components/list-pagination";
import type { BillingContext } from "../../billing-kit/lib/context";
import { useDeleteWebhookEndpoint, useWebhookEndpoints } from "../hooks/use-webhook-endpoints";
import type { WebhookEndpoint } from "../lib/types";
import { EnabledBadge } from "./enabled-badge";

function endpointColumns(slug: string, t: TFunction<"billing-webhooks">): ResourceColumn<WebhookEndpoint>[] {
  return [
    {
      header: t("list.columnEndpoint"),
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
    { header: t("list.columnStatus"), cell: (endpoint) => <EnabledBadge endpoint={endpoint} /> },
    {
      header: t("list.columnEvents"),
      cell: (endpoint) => (
        <Text size="sm" title={endpoint.events.join(", ")}>
          {endpoint.events.length === 1
            ? endpoint.events[0]
            : t("list.eventTypeCount", { count: endpoint.events.length })}
        </Text>
      ),
    },
    {
      header: t("list.columnCreated"),
      cell: (endpoint) => <Text size="sm">{formatDateTime(endpoint.created_at)}</Text>,
    },
  ];
}

/** The organization's endpoints, with delete buttons for writers. */
export function EndpointsList({ billing }: { billing: BillingContext }) {
  const { t } = useTranslation("billing-webhooks");
  const [page, setPage] = useState(1);
  const endpoints = useWebhookEndpoints(billing.organizationId, page);
  const canWrite = billing.can.webhooks.write;
  const remove = useConfirmedDelete<WebhookEndpoint>({
    mutation: useDeleteWebhookEndpoint(billing.organizationId),
    title: t("list.deleteTitle"),
    description: (endpoint) => t("list.deleteDescription", { url: endpoint?.url ?? "" }),
    confirmLabel: t("list.deleteConfirm"),
    errorTitle: t("list.deleteError"),
    notification: () => [t("list.deleted")],
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Text size="sm" c="dimmed" style={{ flex: 1, maxWidth: 560 }}>
          {t("list.intro")}
        </Text>
        {canWrite && (
          <Button component={Link} to={billingPath(billing.slug, "webhooks", "new")}>
            {t("list.newEndpoint")}
          </Button>
        )}
      </Group>
      <QueryState
        isPending={endpoints.isPending}
        error={endpoints.error}
        onRetry={() => void endpoints.refetch()}
        loadingLabel={t("list.loading")}
        errorTitle={t("list.loadError")}
      >
        <ResourceTable
          label={t("list.tableLabel")}
          items={endpoints.data?.items ?? []}
          empty={
            <EmptyState
              message={t("list.empty")}
              action={
                canWrite ? { label: t("list.addEndpoint"), to: billingPath(billing.slug, "webhooks", "new") } : null
              }
            />
          }
          minWidth={720}
          stale={endpoints.isPlaceholderData}
          columns={endpointColumns(billing.slug, t)}
          rowAttributes={(endpoint) => ({
            "data-testid": "webhook-endpoint-row",
            "data-url": endpoint.url,
            "data-enabled": String(endpoint.enabled),
          })}
          actions={
            canWrite
              ? (endpoint) => (
                  <DeleteRowButton
                    label={t("list.deleteRow", { url: endpoint.url })}
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
