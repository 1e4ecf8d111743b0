import { Worker } from "node:worker_threads";

/** One statement of a bulk write, prepared once per name (see `Database.preparedWrite`). */
export type PreparedStatement = {
  name: string;
  sql: string;
  parameters: unknown[];
  /** false: rows written alongside (derived ones) whose changes the call's count leaves out. */
  counted?: boolean;
};

type Job = { id: number; values: number; statements: readonly PreparedStatement[] };
type Reply =
  | { id: number; ok: true; changed: number }
  | { id: number; ok: false; error: { message: string; code?: string } };
type Pending = { resolve(changed: number): void; reject(error: Error): void };

/**
 * Bulk writes on SQLite (`Database.preparedWrite`) run on a thread of their own, with its own
 * connection to the same file. better-sqlite3 is synchronous: on the main thread a 1,000-event
 * insert (~15–20 ms of B-tree and WAL work) stops every other request, and the next batch's
 * JSON, checks and rows wait for it. Here the two overlap on two cores. The thread also commits
 * the jobs that queued meanwhile together (sqlite-writer.mjs). A job resolves once committed, so
 * the main connection's next read sees its rows (WAL: each read starts from the last commit).
 *
 * Both connections write to one file: SQLite serializes them (busy_timeout), so this changes
 * where inserts run, never what they do. The thread starts on the first write.
 */
export class SqliteWriter {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(
    private readonly file: string,
    private readonly pragmas: readonly string[],
  ) {}

  write(statements: readonly PreparedStatement[]): Promise<number> {
    const job: Job = {
      id: this.nextId++,
      values: statements.reduce((sum, statement) => sum + statement.parameters.length, 0),
      statements,
    };
    const worker = this.worker ?? this.spawn();
    return new Promise((resolve, reject) => {
      this.pending.set(job.id, { resolve, reject });
      worker.postMessage(job);
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
    this.failAll(new Error("The SQLite writer is closed"));
  }

  private spawn(): Worker {
    // A group is capped at the bound values of 4 batches of 1,000 events (~50 ms of writing): the
    // main connection's transactions wait for the write lock while a group is written.
    const worker = new Worker(new URL("./sqlite-writer.mjs", import.meta.url), {
      workerData: { file: this.file, pragmas: this.pragmas, maxGroupValues: 4 * 11_000 },
    });
    worker.unref();
    worker.on("message", (reply: Reply) => this.settle(reply));
    // A crashed thread fails its jobs; the next write starts a new one.
    worker.on("error", (error) => {
      if (this.worker === worker) this.worker = undefined;
      this.failAll(error);
    });
    this.worker = worker;
    return worker;
  }

  private settle(reply: Reply): void {
    const job = this.pending.get(reply.id);
    if (!job) return;
    this.pending.delete(reply.id);
    if (reply.ok) job.resolve(reply.changed);
    else job.reject(Object.assign(new Error(reply.error.message), reply.error.code ? { code: reply.error.code } : {}));
  }

  private failAll(error: Error): void {
    for (const job of this.pending.values()) job.reject(error);
    this.pending.clear();
  }
}
