import { Badge, Button, Group, NativeSelect, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { QueryState } from "../../../components/query-state";
import { type ResourceColumn, ResourceTable } from "../../../components/resource-table";
import { RouterLink } from "../../../components/router-link";
import { formatDateTime } from "../../../lib/format";
import { notifySuccess } from "../../../lib/notify";
import { billingPath } from "../../../lib/paths";
import { ListPagination } from "../../billing/components/list-pagination";
import { ReadOnlyNotice } from "../../billing/components/read-only-notice";
import type { BillingContext, BillingSectionProps } from "../../billing/lib/context";
import { type ArchivedFilter, describeAggregation, useMeters } from "../hooks/use-meters";
import type { Meter } from "../lib/types";
import { MeterDetail } from "./meter-detail";
import { MeterForm } from "./meter-form";

/** `/billing/meters` (list), `/new` (create), `/:id` (usage, per-customer usage, edit, archive). */
export function MetersSection({ billing }: BillingSectionProps) {
  const navigate = useNavigate();
  const back = (
    <RouterLink to={billingPath(billing.slug, "meters")} size="sm">
      ← All meters
    </RouterLink>
  );
  if (billing.item === "new") {
    if (!billing.can.meters.write) return <ReadOnlyNotice what="meters" />;
    return (
      <Stack gap="md">
        {back}
        <Title order={2} size="h3">
          New meter
        </Title>
        <MeterForm
          organizationId={billing.organizationId}
          canWrite
          onCancel={() => void navigate(billingPath(billing.slug, "meters"))}
          onSaved={(meter) => {
            notifySuccess("Meter created");
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

function meterColumns(slug: string): ResourceColumn<Meter>[] {
  return [
    {
      header: "Name",
      cell: (meter) => (
        <RouterLink to={billingPath(slug, "meters", meter.id)} size="sm">
          {meter.name}
        </RouterLink>
      ),
    },
    { header: "Aggregation", cell: (meter) => <Text size="sm">{describeAggregation(meter.aggregation)}</Text> },
    {
      header: "Status",
      cell: (meter) =>
        meter.archived_at ? (
          <Badge color="gray" variant="light">
            Archived
          </Badge>
        ) : (
          <Badge color="teal" variant="light">
            Active
          </Badge>
        ),
    },
    { header: "Created", cell: (meter) => <Text size="sm">{formatDateTime(meter.created_at)}</Text> },
  ];
}

function MetersList({ billing }: { billing: BillingContext }) {
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
            label="Search meters"
            placeholder="Name"
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
          />
          <NativeSelect
            label="Show"
            data={[
              { value: "active", label: "Active meters" },
              { value: "archived", label: "Archived meters" },
              { value: "all", label: "All meters" },
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
            New meter
          </Button>
        )}
      </Group>
      <QueryState
        isPending={meters.isPending}
        error={meters.error}
        onRetry={() => void meters.refetch()}
        loadingLabel="Loading the meters"
        errorTitle="Could not load the meters"
      >
        <ResourceTable
          label="Meters"
          items={meters.data?.items ?? []}
          empty={
            debounced || archived !== "active"
              ? "No meter matches."
              : "No meters yet. A meter counts the events you ingest, e.g. API calls or tokens."
          }
          minWidth={640}
          stale={meters.isPlaceholderData}
          columns={meterColumns(billing.slug)}
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
