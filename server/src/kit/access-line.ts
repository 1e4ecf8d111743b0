import { ByRouteMethodStatus } from "./by-route-method-status.ts";

/** One answered request, as the access log writes it. */
export type AccessLine = {
  level: "info" | "debug";
  requestId: string;
  method: string;
  route: string;
  status: number;
  durationMs: number;
};

const utf8 = new TextEncoder();
const LINE_END = utf8.encode(',"msg":"request"}\n');
/** From the time's final Z to the end of a line's start. */
const TIME_TO_END = 'Z","service":"gatehouse","request_id":"'.length;
const ZERO = 0x30;
const DOT = 0x2e;
/** The start of a line and its time (up to 27 bytes, years beyond 9999 included), with its quotes. */
const MAX_START_BYTES = 96;
/** `","method":"","route":"","status":,"duration_ms":` and a status of up to 16 digits. */
const MAX_MIDDLE_BYTES = 72;
/** Digits of the duration's whole milliseconds (2^53 has 16), its dot and two decimals. */
const MAX_DURATION_BYTES = 19;

/**
 * Encodes access-log lines — `{"level","time","service","request_id","method","route","status",
 * "duration_ms","msg"}`, the order pino writes its own lines in — straight into a byte buffer,
 * without building a string: one line per request is the only log work get-session does, and
 * building, flattening and then encoding a 230-character string per request was half of it
 * (bench/observability.ts). The parts that repeat are encoded once: the start of the line per
 * level and millisecond, the method and route per pair (from small sets: route templates, never
 * paths). The request id is ASCII by construction (request-context.ts admits nothing else).
 */
export class AccessLineEncoder {
  private readonly infoStart = new LineStart("info");
  private readonly debugStart = new LineStart("debug");
  /** `","method":"…","route":"…","status":…,"duration_ms":` by route, method and status. */
  private readonly middles = new ByRouteMethodStatus<Uint8Array>();

  /**
   * The most bytes `line` can take, without looking anything up: JSON takes at most 6 bytes per
   * UTF-16 unit of the method and route (`\u001f`), and the status at most 16 digits.
   */
  maxBytes(line: AccessLine): number {
    const middle = MAX_MIDDLE_BYTES + 6 * (line.method.length + line.route.length);
    return MAX_START_BYTES + line.requestId.length + middle + MAX_DURATION_BYTES + LINE_END.length;
  }

  /** Writes `line` into `buffer` at `offset` (room for maxBytes(line) there); returns where it ends. */
  encode(line: AccessLine, buffer: Uint8Array, offset: number): number {
    const start = line.level === "info" ? this.infoStart : this.debugStart;
    // The wall clock, as pino stamps every other line: log times say when things happened, even
    // while a test moves the process clock (kit/clock.ts).
    let at = copy(start.at(Date.now()), buffer, offset);
    const id = line.requestId;
    for (let i = 0; i < id.length; i++) buffer[at + i] = id.charCodeAt(i);
    at = copy(this.middle(line.method, line.route, line.status), buffer, at + id.length);
    // Milliseconds with two decimals, as integers: formatting a double costs more than the rest.
    const hundredths = Math.max(0, Math.round(line.durationMs * 100));
    at = writeUnsigned(Math.floor(hundredths / 100), buffer, at);
    const fraction = hundredths % 100;
    buffer[at] = DOT;
    buffer[at + 1] = ZERO + Math.floor(fraction / 10);
    buffer[at + 2] = ZERO + (fraction % 10);
    return copy(LINE_END, buffer, at + 3);
  }

  private middle(method: string, route: string, status: number): Uint8Array {
    let bytes = this.middles.get(route, method, status);
    if (!bytes) {
      const fields = `","method":${JSON.stringify(method)},"route":${JSON.stringify(route)},"status":${status}`;
      bytes = utf8.encode(`${fields},"duration_ms":`);
      this.middles.set(route, method, status, bytes);
    }
    return bytes;
  }
}

function copy(bytes: Uint8Array, buffer: Uint8Array, at: number): number {
  buffer.set(bytes, at);
  return at + bytes.length;
}

/** A non-negative integer's decimal digits. */
function writeUnsigned(value: number, buffer: Uint8Array, at: number): number {
  let digits = 1;
  for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) digits++;
  let rest = value;
  for (let i = digits - 1; i >= 0; i--) {
    buffer[at + i] = ZERO + (rest % 10);
    rest = Math.floor(rest / 10);
  }
  return at + digits;
}

/**
 * `{"level":"…","time":"…","service":"gatehouse","request_id":"` as bytes, kept for the
 * millisecond asked: within a second only the time's three millisecond digits change, so a busy
 * server formats a date once a second.
 */
class LineStart {
  private bytes = new Uint8Array();
  private ms = Number.NaN;
  private second = Number.NaN;

  constructor(private readonly level: AccessLine["level"]) {}

  at(ms: number): Uint8Array {
    if (ms === this.ms) return this.bytes;
    this.ms = ms;
    const second = Math.floor(ms / 1000);
    if (second !== this.second) {
      this.second = second;
      const time = new Date(ms).toISOString();
      this.bytes = utf8.encode(`{"level":"${this.level}","time":"${time}","service":"gatehouse","request_id":"`);
      return this.bytes;
    }
    // The time ends "…:SS.mmmZ": its digits before the Z.
    const z = this.bytes.length - TIME_TO_END;
    const millis = ms - second * 1000;
    this.bytes[z - 3] = ZERO + Math.floor(millis / 100);
    this.bytes[z - 2] = ZERO + (Math.floor(millis / 10) % 10);
    this.bytes[z - 1] = ZERO + (millis % 10);
    return this.bytes;
  }
}
