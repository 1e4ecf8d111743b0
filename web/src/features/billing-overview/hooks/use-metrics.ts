import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { billingKeys } from "../../billing-kit/hooks/keys";
import { organizationApi, unwrap } from "../../billing-kit/lib/v1-api";
import type { DateRange } from "../lib/overview-range";
import type { MetricInterval, MetricSlug } from "../lib/types";

const RESOURCE = "metrics";

export type MetricsRequest = DateRange & {
  interval: MetricInterval;
  timezone: string;
  /** What was sold in this currency only; the server's default (the organization's currency) when absent. */
  currency?: string;
  metrics?: MetricSlug[];
};

/** GET /v1/metrics/ for a range; the previous range's answer stays on screen while the next one loads. */
export function useMetrics(organizationId: string, request: MetricsRequest, enabled = true) {
  const query = {
    start_date: request.start,
    end_date: request.end,
    interval: request.interval,
    timezone: request.timezone,
    currency: request.currency,
    metrics: request.metrics,
  };
  return useQuery({
    queryKey: billingKeys.list(organizationId, RESOURCE, query),
    queryFn: ({ signal }) => unwrap(organizationApi(organizationId).GET("/v1/metrics/", { params: { query }, signal })),
    placeholderData: keepPreviousData,
    enabled,
  });
}
