import { Autocomplete, Badge, Button, Group, NativeSelect, Select, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { QueryState } from "../../../components/query-state";
import { type ResourceColumn, ResourceTable } from "../../../components/resource-table";
import { RouterLink } from "../../../components/router-link";
import { billingPath } from "../../../lib/paths";
import { ListPagination } from "../../billing/components/list-pagination";
import type { BillingContext, BillingSectionProps } from "../../billing/lib/context";
import { useCustomers } from "../../billing-customers/hooks/use-customers";
import { useMeters } from "../../billing-meters/hooks/use-meters";
import { useEventNames, useEvents } from "../hooks/use-events";
import type { EventSource, UsageEvent } from "../lib/types";
import { EventMetadata } from "./event-metadata";

// Events of one minute are told apart by their seconds.
const eventTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "medium" });
const formatEventTime = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : eventTime.format(date);
};

/** `/billing/events` (`?meter_id=` preselects a meter): the events ingested for meters (and the system's own), newest first. */
export function EventsSection({ billing }: BillingSectionProps) {
  return <EventsExplorer billing={billing} />;
}

function eventColumns(billing: BillingContext): ResourceColumn<UsageEvent>[] {
  return [
    {
      header: "Time",
      cell: (event) => (
        <Text size="sm" component="time" dateTime={event.timestamp}>
          {formatEventTime(event.timestamp)}
        </Text>
      ),
    },
    {
      header: "Name",
      cell: (event) => (
        <Text size="sm" ff="monospace">
          {event.name}
        </Text>
      ),
    },
    {
      header: "Customer",
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
      header: "Source",
      cell: (event) => (
        <Badge variant="light" color={event.source === "system" ? "grape" : "blue"}>
          {event.source}
        </Badge>
      ),
    },
    {
      header: "Metadata",
      cell: (event) => (
        <EventMetadata metadata={event.metadata} eventLabel={`${event.name} at ${formatEventTime(event.timestamp)}`} />
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
          label="Event name"
          placeholder="api.call"
          value={name}
          onChange={reset(setName)}
          // The server already matched the names; every suggestion it sent is shown.
          data={[...new Set((names.data?.items ?? []).map((item) => item.name))]}
          filter={({ options }) => options}
          style={{ minWidth: 200 }}
        />
        <Select
          label="Customer"
          placeholder="All customers"
          searchable
          clearable
          nothingFoundMessage={customers.isFetching ? "Searching…" : "No customer found"}
          data={(customers.data?.items ?? []).map((customer) => ({ value: customer.id, label: customer.email }))}
          value={customerId}
          onChange={reset(setCustomerId)}
          searchValue={customerSearch}
          onSearchChange={setCustomerSearch}
          filter={({ options }) => options}
          style={{ minWidth: 240 }}
        />
        <NativeSelect
          label="Meter"
          data={[
            { value: "", label: "Any meter" },
            ...(meters.data?.items ?? []).map((meter) => ({ value: meter.id, label: meter.name })),
          ]}
          value={meterId}
          onChange={(event) => reset(setMeterId)(event.currentTarget.value)}
          style={{ minWidth: 180 }}
        />
        <NativeSelect
          label="Source"
          data={[
            { value: "", label: "All sources" },
            { value: "user", label: "Ingested (user)" },
            { value: "system", label: "System" },
          ]}
          value={source}
          onChange={(event) => reset(setSource)(event.currentTarget.value as EventSource | "")}
        />
        <TextInput
          label="From"
          type="datetime-local"
          value={from}
          onChange={(event) => reset(setFrom)(event.currentTarget.value)}
        />
        <TextInput
          label="To"
          type="datetime-local"
          value={to}
          onChange={(event) => reset(setTo)(event.currentTarget.value)}
        />
        <Button
          variant="default"
          loading={events.isFetching && !events.isPending}
          onClick={() => void events.refetch()}
        >
          Refresh
        </Button>
      </Group>
      <QueryState
        isPending={events.isPending}
        error={events.error}
        onRetry={() => void events.refetch()}
        loadingLabel="Loading the events"
        errorTitle="Could not load the events"
      >
        <ResourceTable
          label="Events"
          items={events.data?.items ?? []}
          empty={filtered ? "No event matches these filters." : "No events yet. Send them to POST /v1/events/ingest."}
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
