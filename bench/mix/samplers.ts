// What the processes and the database do during the measured window: CPU time per process
// (Gatehouse's, PostgreSQL's, the load generator's), PostgreSQL's connections sampled from
// pg_stat_activity, and each Gatehouse process's pool from its /metrics.
import pg from "pg";
import { processCpuMicroseconds } from "../servers.ts";

type Cpu = { user: number; system: number };

const cpuOf = (pid: number): Cpu | undefined => {
  try {
    return processCpuMicroseconds(pid);
  } catch {
    return undefined; // ended
  }
};

/** CPU seconds a set of processes used between their first reading and the last. */
class CpuLedger {
  private readonly first = new Map<number, Cpu>();
  private readonly last = new Map<number, Cpu>();

  read(pid: number): void {
    const now = cpuOf(pid);
    if (!now) return;
    if (!this.first.has(pid)) this.first.set(pid, now);
    this.last.set(pid, now);
  }

  readAll(): void {
    for (const pid of this.first.keys()) this.read(pid);
  }

  /** CPU seconds used, summed. */
  get seconds(): number {
    let micros = 0;
    for (const [pid, end] of this.last) {
      const start = this.first.get(pid) as Cpu;
      micros += end.user + end.system - start.user - start.system;
    }
    return micros / 1e6;
  }
}

export interface PoolSample {
  total: number;
  inUse: number;
  waiting: number;
}

export interface Sampled {
  /** CPU seconds per Gatehouse process (by name), PostgreSQL's backends and background processes, and the load generator. */
  cpuSeconds: {
    processes: Map<string, number>;
    postgresBackends: number;
    postgresBackground: number;
    loadGenerator: number;
  };
  /** PostgreSQL connections to the database: every sample's total and active (running a statement) counts. */
  connections: { total: number[]; active: number[]; idleInTransaction: number[] };
  /** Each process's pool, sampled from its /metrics. */
  pools: Map<string, PoolSample[]>;
}

const POOL_SERIES = /^gatehouse_db_pool_connections\{state="(total|in_use|waiting)"\} (\d+)/gm;

async function poolOf(url: string): Promise<PoolSample | undefined> {
  try {
    const text = await (await fetch(`${url}/metrics`)).text();
    const sample: PoolSample = { total: 0, inUse: 0, waiting: 0 };
    for (const [, state, value] of text.matchAll(POOL_SERIES)) {
      if (state === "total") sample.total = Number(value);
      else if (state === "in_use") sample.inUse = Number(value);
      else sample.waiting = Number(value);
    }
    return sample;
  } catch {
    return undefined;
  }
}

/**
 * Samples from `window.start` to `window.end`: pg_stat_activity every 200 ms (through one
 * connection of its own, to the admin database), each process's /metrics every second.
 */
export async function sample(
  window: { start: number; end: number },
  adminUrl: string,
  databaseName: string,
  processes: readonly { name: string; url: string; pid: number }[],
): Promise<Sampled> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, window.start - Date.now())));
    const gatehouse = new Map(processes.map((p) => [p.name, new CpuLedger()]));
    const backends = new CpuLedger();
    const background = new CpuLedger();
    const loadGeneratorStart = process.cpuUsage();
    const connections: Sampled["connections"] = { total: [], active: [], idleInTransaction: [] };
    const pools = new Map<string, PoolSample[]>(processes.map((p) => [p.name, []]));
    const readActivity = async () => {
      const { rows } = await admin.query<{
        pid: number;
        state: string | null;
        backend_type: string;
        datname: string | null;
      }>("select pid, state, backend_type, datname from pg_stat_activity where pid <> pg_backend_pid()");
      let total = 0;
      let active = 0;
      let idleInTransaction = 0;
      for (const row of rows) {
        if (row.datname === databaseName && row.backend_type === "client backend") {
          backends.read(row.pid);
          total++;
          if (row.state === "active") active++;
          if (row.state?.startsWith("idle in transaction")) idleInTransaction++;
        } else if (row.datname === databaseName || row.datname === null) {
          // The server's own processes (WAL writer, checkpointer, autovacuum) work for every
          // database; those of other databases' sessions are left out.
          background.read(row.pid);
        }
      }
      connections.total.push(total);
      connections.active.push(active);
      connections.idleInTransaction.push(idleInTransaction);
    };
    for (const p of processes) gatehouse.get(p.name)?.read(p.pid);
    await readActivity();
    let nextPoolSample = Date.now();
    while (Date.now() < window.end) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      await readActivity();
      if (Date.now() >= nextPoolSample) {
        nextPoolSample += 1000;
        const samples = await Promise.all(processes.map((p) => poolOf(p.url)));
        samples.forEach((s, i) => {
          const name = processes[i]?.name;
          if (s && name) pools.get(name)?.push(s);
        });
      }
    }
    for (const p of processes) gatehouse.get(p.name)?.read(p.pid);
    backends.readAll();
    background.readAll();
    const loadGenerator = process.cpuUsage(loadGeneratorStart);
    return {
      cpuSeconds: {
        processes: new Map([...gatehouse].map(([name, ledger]) => [name, ledger.seconds])),
        postgresBackends: backends.seconds,
        postgresBackground: background.seconds,
        loadGenerator: (loadGenerator.user + loadGenerator.system) / 1e6,
      },
      connections,
      pools,
    };
  } finally {
    await admin.end();
  }
}
