// The SQLite bulk writer's thread (sqlite-writer.ts): its own connection to the database file,
// running prepared write statements off the main thread. Plain JavaScript on purpose: a worker
// must load without a TypeScript loader.

import { parentPort, receiveMessageOnPort, workerData } from "node:worker_threads";
import Database from "better-sqlite3";

const db = new Database(workerData.file, { fileMustExist: true });
// The main connection's settings (database.ts).
for (const pragma of workerData.pragmas) db.pragma(pragma);

const statements = new Map();
function prepared(name, sql) {
  let statement = statements.get(name);
  if (!statement) {
    statement = db.prepare(sql);
    statements.set(name, statement);
  }
  return statement;
}

// A job's statements: nested in a group's transaction, better-sqlite3 makes this a savepoint, so
// a failing job is rolled back alone and the others still commit.
const runJob = db.transaction((job) =>
  job.statements.reduce((changed, statement) => {
    const { changes } = prepared(statement.name, statement.sql).run(statement.parameters);
    return statement.counted === false ? changed : changed + changes;
  }, 0),
);

// Group commit: the jobs that queued up while the last group was being written are written
// together, in one transaction. Rows per commit go up, and with them the share of each index
// page a commit rewrites that holds new rows.
const runGroup = db.transaction((jobs) =>
  jobs.map((job) => {
    try {
      return { id: job.id, ok: true, changed: runJob(job) };
    } catch (error) {
      return { id: job.id, ok: false, error: describe(error) };
    }
  }),
);

function describe(error) {
  return error instanceof Error
    ? { message: error.message, code: typeof error.code === "string" ? error.code : undefined }
    : { message: String(error) };
}

parentPort.on("message", (first) => {
  const jobs = [first];
  let values = first.values;
  while (values < workerData.maxGroupValues) {
    const next = receiveMessageOnPort(parentPort);
    if (!next) break;
    jobs.push(next.message);
    values += next.message.values;
  }
  let replies;
  try {
    replies = runGroup(jobs);
  } catch (error) {
    // The commit itself failed (a full disk, an I/O error): nothing of the group was written.
    replies = jobs.map((job) => ({ id: job.id, ok: false, error: describe(error) }));
  }
  for (const reply of replies) parentPort.postMessage(reply);
});
