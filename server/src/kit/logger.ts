import pino from "pino";
import pretty from "pino-pretty";
import { type AccessLine, AccessLineEncoder } from "./access-line.ts";
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

export type LogDestination = pino.DestinationStream;
/** Where lines go; `batched` when it is Gatehouse's own batched destination (JSON to stderr). */
type LogOutput = { stream: LogDestination; batched?: BatchedDestination };

/** A detail becomes `err` (pino's error serializer: type, message, stack) or `detail`. */
const detailFields = (detail: unknown): Record<string, unknown> =>
  detail === undefined ? {} : detail instanceof Error ? { err: detail } : { detail };

/**
 * pino-pretty's stream to stderr, one per process: each stream pipes into stderr and stays piped,
 * so a stream per logger (a process starting several Gatehouses, as the tests do) grew stderr's
 * listeners past Node's warning threshold.
 */
let prettyToStderr: LogDestination | undefined;

/**
 * Where lines go: the destination given, else pino-pretty's colored lines to stderr,
 * synchronously (a person at a terminal), or JSON lines to stderr in batches
 * (batched-destination.ts), because one write per access-log line cost get-session a sixth of its
 * throughput (bench/observability.ts).
 */
function logOutput(format: LogFormat, destination: LogDestination | undefined): LogOutput {
  if (destination instanceof BatchedDestination) return { stream: destination, batched: destination };
  if (destination) return { stream: destination };
  if (format === "pretty") {
    prettyToStderr ??= pretty({ destination: process.stderr, sync: true });
    return { stream: prettyToStderr };
  }
  const stream = new BatchedDestination(2);
  return { stream, batched: stream };
}

/** JSON access lines: encoded straight into a batched destination, or as strings into any other. */
function jsonAccessWriter(output: LogOutput): (line: AccessLine) => void {
  const encoder = new AccessLineEncoder();
  const batched = output.batched;
  if (batched) return (line: AccessLine) => batched.writeEncoded(encoder, line);
  return (line: AccessLine) => {
    const bytes = Buffer.allocUnsafe(encoder.maxBytes(line));
    output.stream.write(bytes.toString("utf8", 0, encoder.encode(line, bytes, 0)));
  };
}

/**
 * Structured logs with pino: JSON lines (time, level, message, request_id and fields) or, for
 * people at a terminal, pino-pretty's. The id of the request being served is added to every line
 * written while serving it (request-context.ts). `destination` replaces stderr (tests read lines).
 */
export function createLogger({ level, format }: LoggerSettings, destination?: LogDestination): Logger {
  const output = logOutput(format, destination);
  const options: pino.LoggerOptions = {
    level: "debug",
    messageKey: "msg",
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
  // Written by hand (access-line.ts): pino's generic path cost get-session ~20 % of its
  // throughput at one line per request (bench/observability.ts); this is the same line for a
  // fraction of it.
  const writeJson = format === "json" ? jsonAccessWriter(output) : null;
  const access = writeJson
    ? (line: AccessLine) => {
        if (leveled.isLevelEnabled(line.level)) writeJson(line);
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
    close: () => output.batched?.close(),
  };
}
