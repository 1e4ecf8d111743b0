import {
  Histogram,
  type MetricObjectWithValues,
  type MetricType,
  type MetricValueWithName,
  type Registry,
} from "prom-client";
import { ByRouteMethodStatus } from "../kit/by-route-method-status.ts";

/** prom-client declares MetricType as an enum but exports no value for it: its string, typed. */
const HISTOGRAM = "histogram" as unknown as MetricType;

type Label = "method" | "route" | "status";
/** What a scrape shows: the labels plus each bucket's upper bound. */
type ScrapedLabel = Label | "le";
type Series = { labels: Record<Label, string>; buckets: number[]; sum: number; count: number };

/**
 * The request histogram, recorded without prom-client's per-observation work: its observe()
 * validates and hashes the label set on every call, which cost get-session's fast path several
 * microseconds a request. Here a series is found by route, method and status in nested maps —
 * strings the code already holds, whose hashes V8 keeps, so no key is built per request — and a
 * request is three additions; prom-client formats the same histogram (get() below) when scraped.
 */
export class RequestDurations extends Histogram<Label> {
  private readonly series: Series[] = [];
  /** route → method → status → series. */
  private readonly byLabels = new ByRouteMethodStatus<Series>();

  constructor(
    name: string,
    help: string,
    private readonly upperBounds: readonly number[],
    registry: Registry,
  ) {
    super({ name, help, labelNames: ["method", "route", "status"], buckets: [...upperBounds], registers: [registry] });
  }

  record(method: string, route: string, status: number, seconds: number): void {
    const series = this.byLabels.get(route, method, status) ?? this.addSeries(method, route, status);
    series.sum += seconds;
    series.count += 1;
    // A plain loop: this runs on every request, and findIndex's callback cost more than the rest.
    const bounds = this.upperBounds;
    for (let bucket = 0; bucket < bounds.length; bucket++) {
      if (seconds <= (bounds[bucket] ?? 0)) {
        series.buckets[bucket] = (series.buckets[bucket] ?? 0) + 1;
        break;
      }
    }
  }

  private addSeries(method: string, route: string, status: number): Series {
    const series: Series = {
      labels: { method, route, status: String(status) },
      buckets: new Array<number>(this.upperBounds.length).fill(0),
      sum: 0,
      count: 0,
    };
    this.byLabels.set(route, method, status, series);
    this.series.push(series);
    return series;
  }

  /** What the registry formats when scraped (it prefers this over get()). */
  async getForPromString(): Promise<MetricObjectWithValues<MetricValueWithName<ScrapedLabel>>> {
    return this.get();
  }

  // The scraped series carry `le` besides the recorded labels, as prom-client's own histogram's do.
  override async get(): Promise<MetricObjectWithValues<MetricValueWithName<ScrapedLabel>>> {
    const name = "gatehouse_http_request_duration_seconds";
    const values: MetricValueWithName<ScrapedLabel>[] = [];
    for (const { labels, buckets, sum, count } of this.series) {
      let cumulative = 0;
      buckets.forEach((inBucket, index) => {
        cumulative += inBucket;
        values.push({
          labels: { ...labels, le: this.upperBounds[index] },
          value: cumulative,
          metricName: `${name}_bucket`,
        });
      });
      values.push({ labels: { ...labels, le: "+Inf" }, value: count, metricName: `${name}_bucket` });
      values.push({ labels, value: sum, metricName: `${name}_sum` });
      values.push({ labels, value: count, metricName: `${name}_count` });
    }
    return {
      name,
      help: "HTTP requests by route template, method and status, and how long they took",
      type: HISTOGRAM,
      aggregator: "sum",
      values,
      collect: () => undefined,
    };
  }
}
