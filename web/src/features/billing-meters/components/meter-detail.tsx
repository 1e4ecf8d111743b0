import { Badge, Button, Group, NativeSelect, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { QueryState } from "../../../components/query-state";
import { SectionCard } from "../../../components/section-card";
import { messageOf } from "../../../lib/errors";
import { formatDateTime } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { billingPath } from "../../../lib/paths";
import { MetadataList } from "../../billing-kit/components/metadata-list";
import type { BillingContext } from "../../billing-kit/lib/context";
import { useRefreshCustomerMeters } from "../hooks/use-customer-meters";
import { describeAggregation, useArchiveMeter, useMeter, useMeterQuantities } from "../hooks/use-meters";
import { describeFilter } from "../lib/meter-values";
import { type Meter, TIME_INTERVALS, type TimeInterval } from "../lib/types";
import { formatQuantity, rangeBounds, USAGE_RANGES, type UsageRange } from "../lib/usage-range";
import { MeterCustomers } from "./meter-customers";
import { MeterForm } from "./meter-form";
import { UsageChart } from "./usage-chart";

/** `/billing/meters/:id`: usage over time, usage per customer, the definition; edit and archive for writers. */
export function MeterDetail({ billing, id }: { billing: BillingContext; id: string }) {
  const { t } = useTranslation("billing-meters");
  const meter = useMeter(billing.organizationId, id);
  const [editing, setEditing] = useState(false);
  return (
    <QueryState
      isPending={meter.isPending}
      error={meter.error}
      onRetry={() => void meter.refetch()}
      loadingLabel={t("detail.loading")}
      errorTitle={t("detail.loadError")}
    >
      {meter.data &&
        (editing ? (
          <Stack gap="md">
            <Title order={2} size="h3">
              {t("detail.editTitle", { name: meter.data.name })}
            </Title>
            <MeterForm
              organizationId={billing.organizationId}
              meter={meter.data}
              canWrite={billing.can.meters.write}
              onCancel={() => setEditing(false)}
              onSaved={() => {
                notifySuccess(t("detail.saved"));
                setEditing(false);
              }}
            />
          </Stack>
        ) : (
          <MeterView billing={billing} meter={meter.data} onEdit={() => setEditing(true)} />
        ))}
    </QueryState>
  );
}

function MeterView({ billing, meter, onEdit }: { billing: BillingContext; meter: Meter; onEdit: () => void }) {
  const { t } = useTranslation("billing-meters");
  const archive = useArchiveMeter(billing.organizationId, meter.id);
  const archived = meter.archived_at !== null;
  const toggleArchive = () =>
    archive.mutate(!archived, {
      onSuccess: () => notifySuccess(archived ? t("detail.unarchived") : t("detail.archived")),
      onError: (error) =>
        notifyError(archived ? t("detail.unarchiveError") : t("detail.archiveError"), messageOf(error)),
    });
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={2} size="h3">
              {meter.name}
            </Title>
            {archived && (
              <Badge color="gray" data-testid="meter-archived">
                {t("detail.archivedBadge")}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t("detail.summary", {
              aggregation: describeAggregation(meter.aggregation),
              filter: describeFilter(meter.filter),
            })}
          </Text>
        </Stack>
        <Group gap="xs">
          {billing.can.events.read && (
            <Button
              variant="default"
              component={Link}
              to={`${billingPath(billing.slug, "events")}?meter_id=${encodeURIComponent(meter.id)}`}
            >
              {t("detail.viewEvents")}
            </Button>
          )}
          {billing.can.meters.write && (
            <>
              <Button variant="default" onClick={onEdit}>
                {t("detail.edit")}
              </Button>
              <Button variant="default" loading={archive.isPending} onClick={toggleArchive}>
                {archived ? t("detail.unarchive") : t("detail.archive")}
              </Button>
            </>
          )}
        </Group>
      </Group>
      <MeterUsage billing={billing} meter={meter} />
      {billing.can.customer_meters.read && (
        <SectionCard title={t("detail.perCustomer")} description={t("detail.perCustomerHint")}>
          <MeterCustomers billing={billing} meterId={meter.id} />
        </SectionCard>
      )}
      <SectionCard title={t("detail.details")}>
        <Stack gap="xs">
          <Text size="sm">{t("detail.createdAt", { date: formatDateTime(meter.created_at) })}</Text>
          {archived && <Text size="sm">{t("detail.archivedAt", { date: formatDateTime(meter.archived_at) })}</Text>}
          <MetadataList metadata={meter.metadata} />
        </Stack>
      </SectionCard>
    </Stack>
  );
}

/** Catalog keys (billing-meters) of the chart's intervals. */
const INTERVAL_LABELS = {
  hour: "usage.hour",
  day: "usage.day",
  week: "usage.week",
  month: "usage.month",
} as const satisfies Record<(typeof TIME_INTERVALS)[number], string>;

function MeterUsage({ billing, meter }: { billing: BillingContext; meter: Meter }) {
  const { t } = useTranslation("billing-meters");
  const [range, setRange] = useState<UsageRange>("30d");
  const [interval, setBucket] = useState<TimeInterval>("day");
  // The bounds are fixed when the range changes or on Refresh, so a refetch asks for the same window.
  const [now, setNow] = useState(() => Date.now());
  const bounds = rangeBounds(range, now);
  const quantities = useMeterQuantities(billing.organizationId, meter.id, { ...bounds, interval });
  const refreshCustomers = useRefreshCustomerMeters(billing.organizationId);
  return (
    <SectionCard
      title={t("usage.title")}
      description={t("usage.range", { start: formatDateTime(bounds.start), end: formatDateTime(bounds.end) })}
    >
      <Group align="flex-end" gap="md">
        <NativeSelect
          label={t("usage.timeRange")}
          data={USAGE_RANGES.map((r) => ({ value: r.value, label: t(r.label) }))}
          value={range}
          onChange={(event) => {
            const next = event.currentTarget.value as UsageRange;
            setRange(next);
            setBucket(USAGE_RANGES.find((r) => r.value === next)?.interval ?? "day");
            setNow(Date.now());
          }}
        />
        <NativeSelect
          label={t("usage.interval")}
          data={TIME_INTERVALS.map((value) => ({ value, label: t(INTERVAL_LABELS[value]) }))}
          value={interval}
          onChange={(event) => setBucket(event.currentTarget.value as TimeInterval)}
        />
        <Button
          variant="default"
          loading={quantities.isFetching && !quantities.isPending}
          onClick={() => {
            const next = Date.now();
            // The usage per customer below moved with the events too.
            void refreshCustomers();
            // A new hour moves the window (a new query); within the hour, the same window again.
            if (rangeBounds(range, next).end === bounds.end) void quantities.refetch();
            else setNow(next);
          }}
        >
          {t("usage.refresh")}
        </Button>
      </Group>
      <QueryState
        isPending={quantities.isPending}
        error={quantities.error}
        onRetry={() => void quantities.refetch()}
        loadingLabel={t("usage.loading")}
        errorTitle={t("usage.loadError")}
      >
        {quantities.data && (
          <Stack gap="sm" style={quantities.isPlaceholderData ? { opacity: 0.6 } : undefined}>
            <Group gap="xs" align="baseline">
              <Text size="sm" c="dimmed" id="meter-total-label">
                {t("usage.total")}
              </Text>
              <Text fw={700} size="xl" data-testid="meter-total" aria-labelledby="meter-total-label">
                {formatQuantity(quantities.data.total)}
              </Text>
            </Group>
            <UsageChart label={meter.name} quantities={quantities.data} interval={interval} />
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}
