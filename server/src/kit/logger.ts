import pino from "pino";
import pretty from "pino-pretty";
import { BatchedDestination } from "./batched-destination.ts";
import { currentRequestId } from "./request-context.ts";

export type LogLevel = "debug" | "info" | "warn" | "error";
export type LogFormat = "json" | "pretty";

type Log = (message: string, detail?: unknown) => void;
/** Leveled logs, and `audit`: what an administrator did to someone's account, written at every level. */
export type Logger = Record<LogLevel | "audit", Log> & {
  /** The access log's line for one answered request. */
  access(line: AccessLine): void;
  /** Writes out buffered lines and stops the periodic writing (at shutdown). */
  close(): void;
};

export type LoggerSettings = { level: LogLevel; format: LogFormat };

export type AccessLine = {
  level: "info" | "debug";
  requestId: string;
  method: string;
  route: string;
  status: number;
  durationMs: number;
};
export type LogDestination = pino.DestinationStream;

/** A detail becomes `err` (pino's error serializer: type, message, stack) or `detail`. */
const detailFields = (detail: unknown): Record<string, unknown> =>
  detail === undefined ? {} : detail instanceof Error ? { err: detail } : { detail };

/** The current time in ISO 8601, formatted once per millisecond however many lines share it. */
let lastMs = 0;
let lastIso = "";
function isoNow(): string {
  const now = Date.now();
  if (now !== lastMs) {
    lastMs = now;
    lastIso = new Date(now).toISOString();
  }
  return lastIso;
}

/**
 * Where lines go: pino-pretty's colored lines to stderr, synchronously (a person at a terminal);
 * JSON lines to stderr in batches (batched-destination.ts), because one write per access-log line
 * cost get-session a sixth of its throughput (bench/observability.ts).
 */
function defaultDestination(format: LogFormat): { stream: pino.DestinationStream; close?: () => void } {
  if (format === "pretty") return { stream: pretty({ destination: process.stderr, sync: true }) };
  const stream = new BatchedDestination(2);
  return { stream, close: () => stream.close() };
}

/**
 * Structured logs with pino: JSON lines (time, level, message, request_id and fields) or, for
 * people at a terminal, pino-pretty's. The id of the request being served is added to every line
 * written while serving it (request-context.ts). `destination` replaces stderr (tests read lines).
 */
export function createLogger({ level, format }: LoggerSettings, destination?: LogDestination): Logger {
  const output = destination ? { stream: destination } : defaultDestination(format);
  const options: pino.LoggerOptions = {
    level: "debug",
    messageKey: "message",
    base: { service: "gatehouse" },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const requestId = currentRequestId();
      return requestId === undefined ? {} : { request_id: requestId };
    },
  };
  const root = pino(options, output.stream);
  const leveled = root.child({}, { level });
  // Written by hand as JSON: pino's generic path cost get-session ~20 % of its throughput at one
  // line per request (bench/observability.ts); this is the same line for a fraction of it. The
  // request id needs no escaping (request-context.ts admits no quote or backslash); method and
  // route come from small sets, so their JSON is kept.
  const jsonOf = new Map<string, string>();
  const quoted = (value: string) => {
    let json = jsonOf.get(value);
    if (json === undefined) {
      json = JSON.stringify(value);
      if (jsonOf.size < 10_000) jsonOf.set(value, json);
    }
    return json;
  };
  const access =
    format === "json"
      ? (line: AccessLine) => {
          if (!leveled.isLevelEnabled(line.level)) return;
          output.stream.write(
            `{"level":"${line.level}","time":"${isoNow()}","service":"gatehouse","request_id":"${line.requestId}","method":${quoted(line.method)},"route":${quoted(line.route)},"status":${line.status},"duration_ms":${line.durationMs},"message":"request"}\n`,
          );
        }
      : (line: AccessLine) =>
          leveled[line.level](
            {
              request_id: line.requestId,
              method: line.method,
              route: line.route,
              status: line.status,
              duration_ms: line.durationMs,
            },
            "request",
          );
  return {
    debug: (message, detail) => leveled.debug(detailFields(detail), message),
    info: (message, detail) => leveled.info(detailFields(detail), message),
    warn: (message, detail) => leveled.warn(detailFields(detail), message),
    error: (message, detail) => leveled.error(detailFields(detail), message),
    // Audit lines are written whatever LOG_LEVEL says: the root logger logs from debug up.
    audit: (message, detail) => root.info({ audit: true, ...detailFields(detail) }, message),
    access,
    close: () => output.close?.(),
  };
}
