// Ingestion: batches of events through POST /v1/events/ingest, and the same rows straight into
// the database (the ceiling). Bodies and rows are built before the clock starts.
import { randomBytes } from "node:crypto";
import { Agent, request } from "node:http";
import type { RawDb } from "./db.ts";
import { type Customer, METER_EVENT, METER_MODEL, type Org } from "./setup.ts";
import { type Summary, summarize } from "./stats.ts";

export interface ApiEvent {
  name: string;
  timestamp: string;
  external_id: string;
  customer_id?: string;
  external_customer_id?: string;
  metadata: { model: string; tokens: number; region: string };
}

const DAY_MS = 86_400_000;

/**
 * One batch: 60 % `api_call` (half of them the metered model), 40 % `storage`; timestamps over
 * the last 30 days; half the events name the customer by id, half by external id; every event
 * has an external id (idempotent ingestion, the usual way a merchant's backend sends them).
 */
export function makeBatch(
  tag: string,
  batch: number,
  size: number,
  customers: readonly Customer[],
  now: number,
): ApiEvent[] {
  return Array.from({ length: size }, (_, i): ApiEvent => {
    const n = batch * size + i;
    const customer = customers[n % customers.length] as Customer;
    const byId = n % 2 === 0;
    return {
      name: n % 5 < 3 ? METER_EVENT : "storage",
      timestamp: new Date(now - ((n * 7_919) % (30 * DAY_MS))).toISOString(),
      external_id: `${tag}-${batch}-${i}`,
      ...(byId ? { customer_id: customer.id } : { external_customer_id: customer.external_id }),
      metadata: { model: n % 2 === 0 ? METER_MODEL : "fast", tokens: 1 + ((n * 31) % 1000), region: `r${n % 7}` },
    };
  });
}

/** `usage_event` columns the ceiling fills, and a row of them for one event (as ingestion stores it). */
export const CEILING_COLUMNS = [
  "id",
  "organization_id",
  "name",
  "source",
  "timestamp",
  "customer_id",
  "external_customer_id",
  "external_id",
  "metadata",
  "created_at",
  "customer_key",
] as const;

/**
 * A UUIDv7 (RFC 9562): 48 bits of Unix ms, then random bits, as Gatehouse makes event ids (the
 * same bytes; made before the clock starts, so its cost does not count here).
 */
export function uuidV7(): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(Date.now(), 0, 6);
  bytes[6] = 0x70 | ((bytes[6] ?? 0) & 0x0f);
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Ingestion stores the customer's id for an event naming a known customer by external id: so does the ceiling. */
export function ceilingRow(
  org: Org,
  event: ApiEvent,
  customers: ReadonlyMap<string, string>,
  createdAt: string,
  newId: () => string,
): unknown[] {
  const customerId =
    event.customer_id ?? (event.external_customer_id ? customers.get(event.external_customer_id) : undefined) ?? null;
  // customer_key: how the event named its customer (server/src/billing/usage-events/customer-key.ts).
  const customerKey = event.external_customer_id ? `x:${event.external_customer_id}` : customerId;
  return [
    newId(),
    org.organizationId,
    event.name,
    "user",
    event.timestamp,
    customerId,
    event.external_customer_id ?? null,
    event.external_id,
    JSON.stringify(event.metadata),
    createdAt,
    customerKey,
  ];
}

export interface IngestResult {
  events: number;
  seconds: number;
  eventsPerSecond: number;
  batch: Summary;
  concurrency: number;
}

function post(agent: Agent, url: URL, token: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolveResponse, reject) => {
    const req = request(
      url,
      {
        method: "POST",
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolveResponse({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * Runs `bodies` through the API with `clients` concurrent clients, each on its own kept-alive
 * connection (an agent per run: a connection left idle by an earlier phase could be closed by
 * the server just as it is reused); every answer must be 200 {inserted: size, duplicates: 0}.
 */
export async function ingestThroughApi(
  base: string,
  token: string,
  bodies: readonly string[],
  size: number,
  clients: number,
): Promise<IngestResult> {
  const times: number[] = new Array<number>(bodies.length);
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const url = new URL("/v1/events/ingest", base);
  let next = 0;
  const client = async (): Promise<void> => {
    for (let index = next++; index < bodies.length; index = next++) {
      const started = performance.now();
      const res = await post(agent, url, token, bodies[index] ?? "");
      const text = res.text;
      times[index] = performance.now() - started;
      let answer: { inserted?: unknown; duplicates?: unknown } = {};
      try {
        answer = JSON.parse(text) as typeof answer;
      } catch {
        // reported below
      }
      if (res.status !== 200 || answer.inserted !== size || answer.duplicates !== 0) {
        throw new Error(
          `POST /v1/events/ingest answered ${res.status} ${text.slice(0, 400)} (expected 200 {inserted: ${size}, duplicates: 0})`,
        );
      }
    }
  };
  const started = performance.now();
  try {
    await Promise.all(Array.from({ length: clients }, client));
  } finally {
    agent.destroy();
  }
  const seconds = (performance.now() - started) / 1000;
  const events = bodies.length * size;
  return { events, seconds, eventsPerSecond: events / seconds, batch: summarize(times), concurrency: clients };
}

export async function ingestCeiling(
  db: RawDb,
  table: string,
  batches: readonly (readonly unknown[][])[],
  concurrency: number,
): Promise<IngestResult> {
  const started = performance.now();
  const times = await db.insertBatches(table, CEILING_COLUMNS, batches, concurrency);
  const seconds = (performance.now() - started) / 1000;
  const events = batches.reduce((sum, rows) => sum + rows.length, 0);
  return {
    events,
    seconds,
    eventsPerSecond: events / seconds,
    batch: summarize(times),
    concurrency: db.kind === "sqlite" ? 1 : concurrency,
  };
}
