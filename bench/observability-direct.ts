// The access log's and the metrics' own work per request, timed in this process: Gatehouse's
// logger (JSON, info, its batched destination writing to /dev/null) and its metrics registry,
// loaded at run time (tsx) so the bench's typecheck does not compile the server. What a request
// adds when both are on: one access line and one histogram observation.
import { randomUUID } from "node:crypto";
import { openSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

type AccessLine = {
  level: "info";
  requestId: string;
  method: string;
  route: string;
  status: number;
  durationMs: number;
};
type LoggerModule = {
  createLogger(settings: { level: "info"; format: "json" }, destination: unknown): { access(line: AccessLine): void };
};
type DestinationModule = { BatchedDestination: new (fd: number) => { close(): void } };
type MetricsModule = {
  Metrics: new (sources: {
    database: unknown;
    hashQueue: () => number;
    requestsInFlight: () => number;
  }) => { observeRequest(method: string, route: string, status: number, seconds: number): void };
};

/** A module of server/src, loaded at run time (tsx), typed by what the caller declares of it. */
export const serverModule = async <T>(path: string): Promise<T> =>
  (await import(pathToFileURL(resolve(import.meta.dirname, "../server/src", path)).href)) as T;

const REQUESTS = 1_000_000;
/** Requests per turn of the event loop, as a busy server answers them, with a yield between. */
const BATCH = 1000;

/** Microseconds per request of the access line plus the histogram observation (best of 3). */
export async function directCostMicroseconds(): Promise<number> {
  const { createLogger } = await serverModule<LoggerModule>("kit/logger.ts");
  const { BatchedDestination } = await serverModule<DestinationModule>("kit/batched-destination.ts");
  const { Metrics } = await serverModule<MetricsModule>("metrics/registry.ts");
  const destination = new BatchedDestination(openSync("/dev/null", "a"));
  const logger = createLogger({ level: "info", format: "json" }, destination);
  // Gauges read their sources only when scraped: none is read here.
  const metrics = new Metrics({ database: null, hashQueue: () => 0, requestsInFlight: () => 0 });
  const requestIds = Array.from({ length: BATCH }, () => randomUUID());
  let best = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < 3; attempt++) {
    const started = performance.now();
    for (let batch = 0; batch < REQUESTS / BATCH; batch++) {
      for (let i = 0; i < BATCH; i++) {
        const seconds = 0.0002 + i * 1e-7;
        metrics.observeRequest("GET", "/api/auth/get-session", 200, seconds);
        logger.access({
          level: "info",
          requestId: requestIds[i] ?? "",
          method: "GET",
          route: "/api/auth/get-session",
          status: 200,
          durationMs: Math.round(seconds * 100_000) / 100,
        });
      }
      await new Promise((resume) => setImmediate(resume));
    }
    best = Math.min(best, ((performance.now() - started) * 1000) / REQUESTS);
  }
  destination.close();
  return best;
}
