// Direct access to the database Gatehouse uses, for the ceiling, the bulk load and the plans.
// Never through Gatehouse's code: the ceiling is what the database does on its own.
import Database from "better-sqlite3";
import pg from "pg";

export type Dialect = "sqlite" | "postgres";

export interface RawDb {
  kind: Dialect;
  /** Runs one statement (or, on SQLite without parameters, a script). */
  run(sql: string, params?: readonly unknown[]): Promise<void>;
  all<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /**
   * Inserts batches of rows, each batch one multi-row INSERT … ON CONFLICT DO NOTHING in its own
   * transaction, `concurrency` batches at a time (SQLite has one writer: always one at a time).
   * Resolves to each batch's duration in ms.
   */
  insertBatches(
    table: string,
    columns: readonly string[],
    batches: readonly (readonly unknown[][])[],
    concurrency: number,
  ): Promise<number[]>;
  close(): Promise<void>;
}

const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`;

export function openSqlite(file: string): RawDb {
  const db = new Database(file, { fileMustExist: true });
  // The same settings as Gatehouse's own connection (server/src/db/database.ts).
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.pragma("busy_timeout = 5000");
  db.pragma("wal_autocheckpoint = 10000");
  const statements = new Map<string, Database.Statement>();
  const prepared = (sql: string): Database.Statement => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  return {
    kind: "sqlite",
    async run(sql, params = []) {
      if (params.length === 0 && !/^\s*(insert|update|delete|select|with)\b/i.test(sql)) db.exec(sql);
      else db.prepare(sql).run(...params);
    },
    async all<T>(sql: string, params: readonly unknown[] = []) {
      return db.prepare(sql).all(...params) as T[];
    },
    async insertBatches(table, columns, batches) {
      const times: number[] = [];
      for (const rows of batches) {
        const started = performance.now();
        const placeholders = `(${columns.map(() => "?").join(", ")})`;
        const sql = `insert into ${quote(table)} (${columns.map(quote).join(", ")}) values ${rows.map(() => placeholders).join(", ")} on conflict do nothing`;
        const statement = prepared(sql);
        db.transaction(() => statement.run(...rows.flat()))();
        times.push(performance.now() - started);
      }
      return times;
    },
    async close() {
      db.close();
    },
  };
}

export function openPostgres(url: string, connections: number): RawDb {
  const pool = new pg.Pool({ connectionString: url, max: Math.max(connections, 2) });
  pool.on("error", () => undefined);
  return {
    kind: "postgres",
    async run(sql, params = []) {
      await pool.query(sql, [...params]);
    },
    async all<T>(sql: string, params: readonly unknown[] = []) {
      return (await pool.query(sql, [...params])).rows as T[];
    },
    async insertBatches(table, columns, batches, concurrency) {
      const times: number[] = new Array<number>(batches.length);
      let next = 0;
      const worker = async (): Promise<void> => {
        const client = await pool.connect();
        try {
          for (let index = next++; index < batches.length; index = next++) {
            const rows = batches[index] ?? [];
            const started = performance.now();
            let n = 0;
            const values = rows.map(() => `(${columns.map(() => `$${++n}`).join(", ")})`).join(", ");
            // A named statement: planned once per connection, as a driver's prepared bulk insert would be.
            const name = `bench_ceiling_${rows.length}`;
            await client.query("begin");
            await client.query({
              name,
              text: `insert into ${quote(table)} (${columns.map(quote).join(", ")}) values ${values} on conflict do nothing`,
              values: rows.flat(),
            });
            await client.query("commit");
            times[index] = performance.now() - started;
          }
        } finally {
          client.release();
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      return times;
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * Creates a fresh database `gatehouse_bench_<label>_<random>` on the server `adminUrl` names;
 * returns its URL and how to drop it.
 */
export async function createPostgresDatabase(
  adminUrl: string,
  label = "usage",
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `gatehouse_bench_${label}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
