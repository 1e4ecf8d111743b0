import { Group, NativeSelect, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state";
import { ResourceTable } from "../../../components/resource-table";
import { RouterLink } from "../../../components/router-link";
import { billingPath } from "../../../lib/paths";
import type { BillingContext, BillingSectionProps } from "../../billing-kit/lib/context";
import { orderColumns } from "../../billing-orders/components/orders-section";
import { useOrders } from "../../billing-orders/hooks/use-orders";
import { useBillingOrganization } from "../../billing-settings/hooks/use-billing-organization";
import { useMetrics } from "../hooks/use-metrics";
import { useSaleCurrencies } from "../hooks/use-sale-currencies";
import {
  type DateRange,
  daysIn,
  INTERVAL_LABELS,
  isValidRange,
  OVERVIEW_INTERVALS,
  OVERVIEW_RANGES,
  type OverviewRange,
  presetRange,
  previousRange,
  viewerTimeZone,
} from "../lib/overview-range";
import type { MetricInterval, MetricSlug, MetricsResponse } from "../lib/types";
import { MetricCard } from "./metric-card";
import { MetricChart } from "./metric-chart";

/** The figures the overview shows, in order: totals with their change, then one chart each (names in the catalog). */
const HEADLINE = [
  { slug: "revenue", label: "metrics.revenue" },
  { slug: "monthly_recurring_revenue", label: "metrics.monthlyRecurringRevenue" },
  { slug: "orders", label: "metrics.orders" },
  { slug: "active_subscriptions", label: "metrics.activeSubscriptions" },
  { slug: "checkouts_conversion", label: "metrics.checkoutConversion" },
] as const satisfies readonly { slug: MetricSlug; label: string }[];
const HEADLINE_SLUGS = HEADLINE.map((metric) => metric.slug);
const RECENT_ORDERS = 5;

/** `/billing/overview`: how the business is doing over a range, against the range before it. */
export function OverviewSection({ billing }: BillingSectionProps) {
  const { t } = useTranslation("billing-overview");
  const [range, setRange] = useState<OverviewRange>("30d");
  const [interval, setInterval] = useState<MetricInterval>("day");
  const [custom, setCustom] = useState<DateRange>(() => presetRange("30d"));
  const [chosenCurrency, setChosenCurrency] = useState<string | null>(null);
  const organization = useBillingOrganization(billing.organizationId);
  const defaultCurrency = organization.data?.default_presentment_currency;
  const sale = useSaleCurrencies(billing.organizationId, defaultCurrency, billing.can.products.read);
  const currencies = sale.currencies;
  const currency = chosenCurrency ?? defaultCurrency;
  // One currency: the server's default scope (its fastest path, the same figures); several: the chosen one's alone.
  const scopedCurrency = currencies.length > 1 ? currency : undefined;
  const dates = range === "custom" ? custom : presetRange(range);
  const valid = isValidRange(dates);
  return (
    <Stack gap="lg">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={t("controls.dateRange")}
          data={OVERVIEW_RANGES.map((entry) => ({ value: entry.value, label: t(entry.label) }))}
          value={range}
          onChange={(event) => {
            const next = event.currentTarget.value as OverviewRange;
            if (next === "custom") setCustom(dates);
            setRange(next);
            setInterval(OVERVIEW_RANGES.find((entry) => entry.value === next)?.interval ?? "day");
          }}
        />
        {range === "custom" && (
          <>
            <TextInput
              type="date"
              label={t("controls.from")}
              value={custom.start}
              max={custom.end}
              onChange={(event) => setCustom({ ...custom, start: event.currentTarget.value })}
              error={valid ? undefined : t("controls.startAfterEnd")}
            />
            <TextInput
              type="date"
              label={t("controls.to")}
              value={custom.end}
              min={custom.start}
              onChange={(event) => setCustom({ ...custom, end: event.currentTarget.value })}
            />
          </>
        )}
        <NativeSelect
          label={t("controls.interval")}
          data={OVERVIEW_INTERVALS.map((value) => ({ value, label: t(INTERVAL_LABELS[value]) }))}
          value={interval}
          onChange={(event) => setInterval(event.currentTarget.value as MetricInterval)}
        />
        {/* One currency at a time: amounts in different currencies are never added up. */}
        {currency && currencies.length > 1 && (
          <NativeSelect
            label={t("controls.currency")}
            title={t("controls.currencyHint")}
            data={currencies.map((code) => ({ value: code, label: code.toUpperCase() }))}
            value={currency}
            onChange={(event) => setChosenCurrency(event.currentTarget.value)}
            data-testid="metrics-currency"
          />
        )}
      </Group>
      {/* Waits for the currencies, so that the figures are fetched once. */}
      {valid && !organization.isPending && !sale.isLoading && (
        <OverviewFigures
          billing={billing}
          dates={dates}
          interval={interval}
          currency={scopedCurrency}
          shownCurrency={currency ?? "usd"}
        />
      )}
      <RecentOrders billing={billing} />
    </Stack>
  );
}

function OverviewFigures({
  billing,
  dates,
  interval,
  currency,
  shownCurrency,
}: {
  billing: BillingContext;
  dates: DateRange;
  interval: MetricInterval;
  /** The figures are of what was sold in this currency only (money and counts); none: the server's default. */
  currency: string | undefined;
  /** The currency the money figures are in. */
  shownCurrency: string;
}) {
  const { t } = useTranslation("billing-overview");
  const timezone = viewerTimeZone();
  const current = useMetrics(billing.organizationId, { ...dates, interval, timezone, currency });
  const previousDates = previousRange(dates);
  // The range before, for the changes: its totals only.
  const previous = useMetrics(billing.organizationId, {
    ...previousDates,
    interval,
    timezone,
    currency,
    metrics: HEADLINE_SLUGS,
  });
  return (
    <QueryState
      isPending={current.isPending}
      error={current.error}
      onRetry={() => void current.refetch()}
      loadingLabel={t("figures.loading")}
      errorTitle={t("figures.loadError")}
    >
      {current.data && (
        <Stack gap="lg" style={{ opacity: current.isPlaceholderData ? 0.6 : 1 }} aria-busy={current.isFetching}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 5 }} spacing="sm">
            {HEADLINE.map((metric) => (
              <MetricCard
                key={metric.slug}
                slug={metric.slug}
                label={t(metric.label)}
                type={typeOf(current.data, metric.slug)}
                currency={shownCurrency}
                value={current.data.totals[metric.slug] ?? 0}
                previous={
                  previous.data && !previous.isPlaceholderData ? (previous.data.totals[metric.slug] ?? 0) : undefined
                }
                days={daysIn(dates)}
              />
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
            {HEADLINE.map((metric) => (
              <MetricChart
                key={metric.slug}
                slug={metric.slug}
                label={t(metric.label)}
                type={typeOf(current.data, metric.slug)}
                currency={shownCurrency}
                periods={current.data.periods}
                interval={interval}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </QueryState>
  );
}

const typeOf = (response: MetricsResponse, slug: MetricSlug) => response.metrics[slug]?.type ?? "scalar";

function RecentOrders({ billing }: { billing: BillingContext }) {
  const { t } = useTranslation("billing-overview");
  const orders = useOrders(billing.organizationId, 1, "", RECENT_ORDERS);
  if (!billing.can.orders.read) return null;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t("recentOrders.title")}
        </Title>
        <RouterLink to={billingPath(billing.slug, "orders")} size="sm">
          {t("recentOrders.all")}
        </RouterLink>
      </Group>
      <QueryState
        isPending={orders.isPending}
        error={orders.error}
        onRetry={() => void orders.refetch()}
        loadingLabel={t("recentOrders.loading")}
        errorTitle={t("recentOrders.loadError")}
      >
        <ResourceTable
          label={t("recentOrders.title")}
          items={orders.data?.items ?? []}
          empty={t("recentOrders.empty")}
          minWidth={820}
          columns={orderColumns(billing.slug)}
          rowAttributes={(order) => ({ "data-testid": "recent-order-row", "data-customer": order.customer.email })}
        />
      </QueryState>
    </Stack>
  );
}
