import { writeSync } from "node:fs";
import type pino from "pino";

/** Bytes kept before they are written out: a few hundred access-log lines. */
const BATCH_BYTES = 64 * 1024;
/** How often a partial batch is written out when traffic is too light to fill one. */
const FLUSH_INTERVAL_MS = 250;
/** UTF-8 takes at most 3 bytes per UTF-16 code unit. */
const MAX_UTF8_BYTES_PER_UNIT = 3;

/** What writes one item's bytes itself (the access log's lines), rather than a string's. */
export interface ByteEncoder<T> {
  /** The most bytes `item` can take. */
  maxBytes(item: T): number;
  /** Writes `item` at `offset` (room for maxBytes(item) there); returns where it ends. */
  encode(item: T, buffer: Uint8Array, offset: number): number;
}

/** Destinations with unwritten lines, written out if the process exits without closing them. */
const open = new Set<BatchedDestination>();
let exitHookInstalled = false;
/** Waited on (never notified) to pause briefly while a full pipe drains. */
const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * JSON log lines to a file descriptor, encoded straight into one reused buffer and written in one
 * synchronous write per 64 KB, every 250 ms and at exit. Measured (bench/observability.ts, server
 * and load generator on separate CPUs): pino's asynchronous destination cost ~1.7 µs per
 * access-log line — a write through the thread pool every few KB, and bookkeeping per line —
 * about 8 % of a cookie-cache get-session; this is a fraction of it.
 */
export class BatchedDestination implements pino.DestinationStream {
  private readonly batch = Buffer.allocUnsafe(BATCH_BYTES);
  private used = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly fd: number) {
    this.timer = setInterval(() => this.flush(), FLUSH_INTERVAL_MS).unref();
    open.add(this);
    if (!exitHookInstalled) {
      exitHookInstalled = true;
      process.once("exit", () => {
        for (const destination of open) destination.flush();
      });
    }
  }

  write(line: string): void {
    const mostBytes = line.length * MAX_UTF8_BYTES_PER_UNIT;
    if (this.used + mostBytes > BATCH_BYTES) {
      this.flush();
      // A line longer than a whole batch (a large error detail) is written on its own.
      if (mostBytes > BATCH_BYTES) {
        this.writeOut(Buffer.from(line));
        return;
      }
    }
    this.used += this.batch.write(line, this.used);
  }

  /** Writes an item encoded straight into the batch: no string is built, nothing is allocated. */
  writeEncoded<T>(encoder: ByteEncoder<T>, item: T): void {
    const mostBytes = encoder.maxBytes(item);
    if (this.used + mostBytes > BATCH_BYTES) {
      this.flush();
      if (mostBytes > BATCH_BYTES) {
        const bytes = new Uint8Array(mostBytes);
        this.writeOut(bytes.subarray(0, encoder.encode(item, bytes, 0)));
        return;
      }
    }
    this.used = encoder.encode(item, this.batch, this.used);
  }

  flush(): void {
    if (this.used === 0) return;
    const bytes = this.batch.subarray(0, this.used);
    this.used = 0;
    this.writeOut(bytes);
  }

  /** Writes out what is left and stops the periodic writing (at shutdown). */
  close(): void {
    clearInterval(this.timer);
    this.flush();
    open.delete(this);
  }

  /**
   * Writes every byte: a pipe may take part of them, or none while full (EAGAIN: wait 1 ms and
   * retry, as pino's own synchronous writer does). Any other failure drops the batch — there is
   * nowhere left to report it, and a log must never stop the server.
   */
  private writeOut(bytes: Uint8Array): void {
    let written = 0;
    while (written < bytes.length) {
      try {
        written += writeSync(this.fd, bytes, written, bytes.length - written);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EAGAIN") return;
        Atomics.wait(pause, 0, 0, 1);
      }
    }
  }
}
