import { Autocomplete, Badge, Button, Group, NativeSelect, Select, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { QueryState } from "../../../components/query-state";
import { type ResourceColumn, ResourceTable } from "../../../components/resource-table";
import { RouterLink } from "../../../components/router-link";
import { formatDateWith } from "../../../i18n/format";
import { i18n } from "../../../i18n/i18n";
import { billingPath } from "../../../lib/paths";
import { useCustomers } from "../../billing-customers/hooks/use-customers";
import { ListPagination } from "../../billing-kit/components/list-pagination";
import type { BillingContext, BillingSectionProps } from "../../billing-kit/lib/context";
import { useMeters } from "../../billing-meters/hooks/use-meters";
import { useEventNames, useEvents } from "../hooks/use-events";
import type { EventSource, UsageEvent } from "../lib/types";
import { EventMetadata } from "./event-metadata";

// Events of one minute are told apart by their seconds; a timestamp that does not parse shows as sent.
const formatEventTime = (value: string) =>
  Number.isNaN(new Date(value).getTime()) ? value : formatDateWith(value, { dateStyle: "medium", timeStyle: "medium" });

const SOURCE_KEYS = {
  user: "billing-events:source.user",
  system: "billing-events:source.system",
} as const satisfies Record<EventSource, string>;

/** `/billing/events` (`?meter_id=` preselects a meter): the events ingested for meters (and the system's own), newest first. */
export function EventsSection({ billing }: BillingSectionProps) {
  return <EventsExplorer billing={billing} />;
}

function eventColumns(billing: BillingContext): ResourceColumn<UsageEvent>[] {
  return [
    {
      header: i18n.t("billing-events:columns.time"),
      cell: (event) => (
        <Text size="sm" component="time" dateTime={event.timestamp}>
          {formatEventTime(event.timestamp)}
        </Text>
      ),
    },
    {
      header: i18n.t("billing-events:columns.name"),
      cell: (event) => (
        <Text size="sm" ff="monospace">
          {event.name}
        </Text>
      ),
    },
    {
      header: i18n.t("billing-events:columns.customer"),
      cell: (event) =>
        event.customer && billing.can.customers.read ? (
          <RouterLink to={billingPath(billing.slug, "customers", event.customer.id)} size="sm">
            {event.customer.email}
          </RouterLink>
        ) : (
          <Text size="sm">{event.customer?.email ?? event.external_customer_id ?? "—"}</Text>
        ),
    },
    {
      header: i18n.t("billing-events:columns.source"),
      cell: (event) => (
        <Badge variant="light" color={event.source === "system" ? "grape" : "blue"}>
          {i18n.t(SOURCE_KEYS[event.source])}
        </Badge>
      ),
    },
    {
      header: i18n.t("billing-events:columns.metadata"),
      cell: (event) => (
        <EventMetadata
          metadata={event.metadata}
          eventLabel={i18n.t("billing-events:eventLabel", { name: event.name, time: formatEventTime(event.timestamp) })}
        />
      ),
    },
  ];
}

/** A `datetime-local` input's value as an ISO instant ('' stays ''). */
function isoOf(local: string): string {
  if (!local) return "";
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? "" : date.toISOString();
}

function EventsExplorer({ billing }: { billing: BillingContext }) {
  const { t } = useTranslation("billing-events");
  const [page, setPage] = useState(1);
  const [name, setName] = useState("");
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [customerSearch, setCustomerSearch] = useState("");
  const [params] = useSearchParams();
  const [meterId, setMeterId] = useState(() => params.get("meter_id") ?? "");
  const [source, setSource] = useState<EventSource | "">("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [debouncedName] = useDebouncedValue(name.trim(), 300);
  const [debouncedSearch] = useDebouncedValue(customerSearch.trim(), 300);
  const names = useEventNames(billing.organizationId, debouncedName);
  const customers = useCustomers(billing.organizationId, 1, debouncedSearch);
  const meters = useMeters(billing.organizationId, 1, "", "all", 100);
  const events = useEvents(billing.organizationId, {
    page,
    name: debouncedName,
    customerId: customerId ?? "",
    meterId,
    source,
    start: isoOf(from),
    end: isoOf(to),
  });
  const filtered = Boolean(debouncedName || customerId || meterId || source || from || to);
  const reset =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <Stack gap="md">
      <Group gap="md" align="flex-end">
        <Autocomplete
          label={t("filters.eventName")}
          placeholder="api.call"
          value={name}
          onChange={reset(setName)}
          // The server already matched the names; every suggestion it sent is shown.
          data={[...new Set((names.data?.items ?? []).map((item) => item.name))]}
          filter={({ options }) => options}
          style={{ minWidth: 200 }}
        />
        <Select
          label={t("filters.customer")}
          placeholder={t("filters.allCustomers")}
          searchable
          clearable
          nothingFoundMessage={customers.isFetching ? t("filters.searching") : t("filters.noCustomer")}
          data={(customers.data?.items ?? []).map((customer) => ({ value: customer.id, label: customer.email }))}
          value={customerId}
          onChange={reset(setCustomerId)}
          searchValue={customerSearch}
          onSearchChange={setCustomerSearch}
          filter={({ options }) => options}
          style={{ minWidth: 240 }}
        />
        <NativeSelect
          label={t("filters.meter")}
          data={[
            { label: t("filters.anyMeter"), value: "" },
            ...(meters.data?.items ?? []).map((meter) => ({ value: meter.id, label: meter.name })),
          ]}
          value={meterId}
          onChange={(event) => reset(setMeterId)(event.currentTarget.value)}
          style={{ minWidth: 180 }}
        />
        <NativeSelect
          label={t("filters.source")}
          data={[
            { label: t("filters.allSources"), value: "" },
            { value: "user", label: t("filters.sourceUser") },
            { value: "system", label: t("filters.sourceSystem") },
          ]}
          value={source}
          onChange={(event) => reset(setSource)(event.currentTarget.value as EventSource | "")}
        />
        <TextInput
          label={t("filters.from")}
          type="datetime-local"
          value={from}
          onChange={(event) => reset(setFrom)(event.currentTarget.value)}
        />
        <TextInput
          label={t("filters.to")}
          type="datetime-local"
          value={to}
          onChange={(event) => reset(setTo)(event.currentTarget.value)}
        />
        <Button
          variant="default"
          loading={events.isFetching && !events.isPending}
          onClick={() => void events.refetch()}
        >
          {t("filters.refresh")}
        </Button>
      </Group>
      <QueryState
        isPending={events.isPending}
        error={events.error}
        onRetry={() => void events.refetch()}
        loadingLabel={t("list.loading")}
        errorTitle={t("list.loadError")}
      >
        <ResourceTable
          label={t("list.label")}
          items={events.data?.items ?? []}
          empty={filtered ? t("list.emptyFiltered") : t("list.empty")}
          minWidth={760}
          stale={events.isPlaceholderData}
          columns={eventColumns(billing)}
          rowAttributes={(event) => ({
            "data-testid": "event-row",
            "data-name": event.name,
            "data-source": event.source,
          })}
        />
        <ListPagination page={page} onChange={setPage} list={events.data} noun="events" />
      </QueryState>
    </Stack>
  );
}
