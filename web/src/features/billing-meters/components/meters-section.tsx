import { Badge, Button, Group, NativeSelect, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { QueryState } from "../../../components/query-state";
import { type ResourceColumn, ResourceTable } from "../../../components/resource-table";
import { RouterLink } from "../../../components/router-link";
import { formatDateTime } from "../../../lib/format";
import { notifySuccess } from "../../../lib/notify";
import { billingPath } from "../../../lib/paths";
import { ListPagination } from "../../billing-kit/components/list-pagination";
import { ReadOnlyNotice } from "../../billing-kit/components/read-only-notice";
import type { BillingContext, BillingSectionProps } from "../../billing-kit/lib/context";
import { type ArchivedFilter, describeAggregation, useMeters } from "../hooks/use-meters";
import type { Meter } from "../lib/types";
import { MeterDetail } from "./meter-detail";
import { MeterForm } from "./meter-form";

/** `/billing/meters` (list), `/new` (create), `/:id` (usage, per-customer usage, edit, archive). */
export function MetersSection({ billing }: BillingSectionProps) {
  const { t } = useTranslation("billing-meters");
  const navigate = useNavigate();
  const back = (
    <RouterLink to={billingPath(billing.slug, "meters")} size="sm">
      {t("list.allMeters")}
    </RouterLink>
  );
  if (billing.item === "new") {
    if (!billing.can.meters.write) return <ReadOnlyNotice what="meters" />;
    return (
      <Stack gap="md">
        {back}
        <Title order={2} size="h3">
          {t("list.newMeter")}
        </Title>
        <MeterForm
          organizationId={billing.organizationId}
          canWrite
          onCancel={() => void navigate(billingPath(billing.slug, "meters"))}
          onSaved={(meter) => {
            notifySuccess(t("list.created"));
            void navigate(billingPath(billing.slug, "meters", meter.id));
          }}
        />
      </Stack>
    );
  }
  if (billing.item) {
    return (
      <Stack gap="md">
        {back}
        <MeterDetail billing={billing} id={billing.item} />
      </Stack>
    );
  }
  return <MetersList billing={billing} />;
}

function meterColumns(slug: string, t: TFunction<"billing-meters">): ResourceColumn<Meter>[] {
  return [
    {
      header: t("list.columnName"),
      cell: (meter) => (
        <RouterLink to={billingPath(slug, "meters", meter.id)} size="sm">
          {meter.name}
        </RouterLink>
      ),
    },
    {
      header: t("list.columnAggregation"),
      cell: (meter) => <Text size="sm">{describeAggregation(meter.aggregation)}</Text>,
    },
    {
      header: t("list.columnStatus"),
      cell: (meter) =>
        meter.archived_at ? (
          <Badge color="gray" variant="light">
            {t("list.archived")}
          </Badge>
        ) : (
          <Badge color="teal" variant="light">
            {t("list.active")}
          </Badge>
        ),
    },
    { header: t("list.columnCreated"), cell: (meter) => <Text size="sm">{formatDateTime(meter.created_at)}</Text> },
  ];
}

function MetersList({ billing }: { billing: BillingContext }) {
  const { t } = useTranslation("billing-meters");
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const [archived, setArchived] = useState<ArchivedFilter>("active");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const meters = useMeters(billing.organizationId, page, debounced, archived);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          <TextInput
            label={t("list.search")}
            placeholder={t("list.searchPlaceholder")}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
          />
          <NativeSelect
            label={t("list.show")}
            data={[
              { value: "active", label: t("list.showActive") },
              { value: "archived", label: t("list.showArchived") },
              { value: "all", label: t("list.showAll") },
            ]}
            value={archived}
            onChange={(event) => {
              setArchived(event.currentTarget.value as ArchivedFilter);
              setPage(1);
            }}
          />
        </Group>
        {billing.can.meters.write && (
          <Button component={Link} to={billingPath(billing.slug, "meters", "new")}>
            {t("list.newMeter")}
          </Button>
        )}
      </Group>
      <QueryState
        isPending={meters.isPending}
        error={meters.error}
        onRetry={() => void meters.refetch()}
        loadingLabel={t("list.loading")}
        errorTitle={t("list.loadError")}
      >
        <ResourceTable
          label={t("list.tableLabel")}
          items={meters.data?.items ?? []}
          empty={debounced || archived !== "active" ? t("list.noMatch") : t("list.empty")}
          minWidth={640}
          stale={meters.isPlaceholderData}
          columns={meterColumns(billing.slug, t)}
          rowAttributes={(meter) => ({
            "data-testid": "meter-row",
            "data-name": meter.name,
            "data-archived": String(meter.archived_at !== null),
          })}
        />
        <ListPagination page={page} onChange={setPage} list={meters.data} noun="meters" />
      </QueryState>
    </Stack>
  );
}
