import { createRequire } from "node:module";
import { Counter, Gauge, Registry } from "prom-client";
import type { Database } from "../db/database.ts";
import { type QueueDepth, queueDepths } from "./queues.ts";
import { RequestDurations } from "./request-durations.ts";

/**
 * prom-client's process metrics but its GC duration histogram: that one observes every garbage
 * collection through a PerformanceObserver, which costs ~6 % of an allocation-heavy process's
 * throughput (measured: a loop of small objects and JSON, 11,300 → 10,600 ops/s with the
 * observer, unchanged with the event-loop delay monitor) — under load, more than the access log
 * and the request histogram together. The collectors are prom-client's own, called
 * one by one as `collectDefaultMetrics` calls them all (prom-client 15, pinned).
 */
const PROCESS_COLLECTORS = [
  "processCpuTotal",
  "processStartTime",
  "osMemoryHeap",
  "processOpenFileDescriptors",
  "processMaxFileDescriptors",
  "eventLoopLag",
  "processResources",
  "processHandles",
  "processRequests",
  "heapSizeAndUsed",
  "heapSpacesSizeAndUsed",
  "version",
] as const;
type Collector = (registry: Registry, config: { prefix: string; eventLoopMonitoringPrecision: number }) => void;
const requireFromHere = createRequire(import.meta.url);

/**
 * Collected once per process: the event-loop delay monitor started here is never stopped, so one
 * per Gatehouse instance (a test run starts hundreds in one process) would pile up. Every
 * instance's registry shows them.
 */
let processMetrics: Registry | null = null;
function sharedProcessMetrics(): Registry {
  if (!processMetrics) {
    const registry = new Registry();
    for (const name of PROCESS_COLLECTORS) {
      const collect = requireFromHere(`prom-client/lib/metrics/${name}`) as Collector;
      collect(registry, { prefix: "gatehouse_", eventLoopMonitoringPrecision: 10 });
    }
    processMetrics = registry;
  }
  return processMetrics;
}

/** Request durations up to the 20 s the database may take before a request gives up. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20];

export type WebhookAttemptOutcome = "succeeded" | "failed" | "skipped" | "released";

export type MetricsSources = {
  database: Database;
  /** Password hash jobs waiting for or running on a worker. */
  hashQueue: () => number;
  /** HTTP requests received and not yet answered (none in a worker process). */
  requestsInFlight: () => number;
};

/**
 * Gatehouse's Prometheus metrics (docs/operations/production.md lists them): requests by route
 * template, method and status with their durations; the database pool; every durable queue's due
 * items and the age of its oldest; webhook attempts by outcome; the hash queue; and prom-client's
 * process metrics. Gauges read their source when scraped, so nothing is kept up to date between.
 */
export class Metrics {
  /** This instance's own metrics; `registry` adds the process's. */
  private readonly own = new Registry();
  readonly registry: Registry;
  private readonly requestDuration: RequestDurations;
  private readonly webhookAttempts: Counter<"outcome">;

  constructor(sources: MetricsSources) {
    const registers = [this.own];
    this.requestDuration = new RequestDurations(
      "gatehouse_http_request_duration_seconds",
      "HTTP requests by route template, method and status, and how long they took",
      DURATION_BUCKETS,
      this.own,
    );
    new Gauge({
      name: "gatehouse_http_requests_in_flight",
      help: "HTTP requests received and not yet answered",
      registers,
      collect() {
        this.set(sources.requestsInFlight());
      },
    });
    this.webhookAttempts = new Counter({
      name: "gatehouse_webhook_attempts_total",
      help: "Webhook delivery attempts of this process by outcome",
      labelNames: ["outcome"],
      registers,
    });
    new Gauge({
      name: "gatehouse_password_hash_queue",
      help: "Password hash and verify jobs waiting for or running on a hash worker",
      registers,
      collect() {
        this.set(sources.hashQueue());
      },
    });
    new Gauge({
      name: "gatehouse_db_pool_connections",
      help: "Database pool connections by state (PostgreSQL; waiting: requests waiting for one)",
      labelNames: ["state"],
      registers,
      collect() {
        const pool = sources.database.poolStats();
        if (!pool) return;
        this.set({ state: "total" }, pool.total);
        this.set({ state: "idle" }, pool.idle);
        this.set({ state: "in_use" }, pool.total - pool.idle);
        this.set({ state: "waiting" }, pool.waiting);
      },
    });
    // Both queue gauges are collected in the same scrape (concurrently): one query pass serves both.
    let scrape: Promise<QueueDepth[]> | null = null;
    const depths = () =>
      (scrape ??= queueDepths(sources.database)
        .catch(() => [])
        .finally(() => {
          scrape = null;
        }));
    new Gauge({
      name: "gatehouse_queue_due",
      help: "Items of a durable queue due now (mail, webhooks, benefit grants, renewals)",
      labelNames: ["queue"],
      registers,
      async collect() {
        for (const depth of await depths()) this.set({ queue: depth.queue }, depth.due);
      },
    });
    new Gauge({
      name: "gatehouse_queue_oldest_due_age_seconds",
      help: "How long the oldest due item of a durable queue has waited",
      labelNames: ["queue"],
      registers,
      async collect() {
        for (const depth of await depths()) this.set({ queue: depth.queue }, depth.oldestDueAgeSeconds);
      },
    });
    // Merged once every metric of this instance exists: merge copies the registries' metrics.
    this.registry = Registry.merge([this.own, sharedProcessMetrics()]);
  }

  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.requestDuration.record(method, route, status, seconds);
  }

  countWebhookAttempt(outcome: WebhookAttemptOutcome): void {
    this.webhookAttempts.inc({ outcome });
  }
}
