import { Worker } from "node:worker_threads";
import { DEFAULT_SCRYPT_COST } from "../../../config/env-schema/password-hashing.ts";
import { foreignHashFormat } from "./foreign-hashes.mjs";

type Job = { id: number; op: "hash"; password: string } | { id: number; op: "verify"; hash: string; password: string };
type Reply = { id: number; ok: true; result: string | boolean } | { id: number; ok: false; error: string };
type Pending = { resolve(value: string | boolean): void; reject(error: Error): void };

type PoolWorker = { worker: Worker; busy: number };

/**
 * A fixed pool of worker threads that hash passwords with better-auth's scrypt format and verify
 * them in it, or in the format of the system a user moved from (foreign-hashes.mjs). Jobs go to the least busy worker; the event loop and libuv's pool stay free. Each
 * worker lowers its own thread's priority by `nice` (hash-worker.mjs), so a pool as large as the
 * machine's cores still leaves the event loop the CPU it needs.
 */
export class PasswordHashPool {
  private readonly workers: PoolWorker[] = [];
  private readonly pending = new Map<number, Pending & { worker: PoolWorker }>();
  private nextId = 1;

  constructor(
    size: number,
    private readonly nice = 0,
    /** scrypt's N for new hashes (PASSWORD_SCRYPT_N); better-auth's 16384 keeps its format. */
    private readonly cost = DEFAULT_SCRYPT_COST,
  ) {
    for (let i = 0; i < size; i++) this.workers.push(this.spawn());
  }

  /** Jobs sent to a worker and not yet answered (the metrics' hash queue). */
  get queued(): number {
    return this.pending.size;
  }

  hash(password: string): Promise<string> {
    return this.run({ id: this.nextId++, op: "hash", password }) as Promise<string>;
  }

  verify(hash: string, password: string): Promise<boolean> {
    return this.run({ id: this.nextId++, op: "verify", hash, password }) as Promise<boolean>;
  }

  /**
   * Whether a stored hash is to be replaced once its password is known (rehash.ts): a hash made by
   * another system (foreign-hashes.mjs), or one at another cost than new hashes get.
   */
  needsRehash(hash: string): boolean {
    if (foreignHashFormat(hash) !== null) return true;
    return this.cost === DEFAULT_SCRYPT_COST ? hash.startsWith("scrypt-") : !hash.startsWith(`scrypt-${this.cost}:`);
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.worker.terminate()));
    for (const job of this.pending.values()) job.reject(new Error("Password hash pool closed"));
    this.pending.clear();
  }

  private spawn(): PoolWorker {
    const worker = new Worker(new URL("./hash-worker.mjs", import.meta.url), {
      workerData: { nice: this.nice, cost: this.cost },
    });
    const entry: PoolWorker = { worker, busy: 0 };
    worker.unref();
    worker.on("message", (reply: Reply) => this.settle(reply));
    worker.on("error", (error) => this.replace(entry, error));
    return entry;
  }

  private run(job: Job): Promise<string | boolean> {
    const target = this.workers.reduce((a, b) => (b.busy < a.busy ? b : a));
    target.busy++;
    return new Promise((resolve, reject) => {
      this.pending.set(job.id, { resolve, reject, worker: target });
      target.worker.postMessage(job);
    });
  }

  private settle(reply: Reply): void {
    const job = this.pending.get(reply.id);
    if (!job) return;
    this.pending.delete(reply.id);
    job.worker.busy--;
    if (reply.ok) job.resolve(reply.result);
    else job.reject(new Error(reply.error));
  }

  /** A crashed worker fails its own jobs and is replaced, so the pool keeps its size. */
  private replace(dead: PoolWorker, error: Error): void {
    for (const [id, job] of this.pending) {
      if (job.worker !== dead) continue;
      this.pending.delete(id);
      job.reject(error);
    }
    const index = this.workers.indexOf(dead);
    if (index >= 0) this.workers[index] = this.spawn();
  }
}
