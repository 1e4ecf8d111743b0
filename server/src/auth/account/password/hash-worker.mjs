// Runs scrypt synchronously on this worker's own thread, so password hashing never occupies
// libuv's thread pool (which the main thread needs for cookie HMACs and file I/O).
// Plain JavaScript on purpose: a worker must load without a TypeScript loader.
import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto";
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";

// This thread runs at a lower scheduling priority (a higher nice value) than the event loop, so
// that with as many workers as cores a flood of sign-ins takes the CPU the event loop leaves and
// never the other way round. Linux schedules threads one by one: setpriority() on this thread's
// own id (from /proc/thread-self) lowers just this thread. Elsewhere, or where it is refused, the
// worker runs at normal priority.
function lowerOwnPriority(nice) {
  try {
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, nice);
  } catch {
    // not Linux, or not permitted: normal priority
  }
}
if (workerData && Number.isInteger(workerData.nice) && workerData.nice > 0) lowerOwnPriority(workerData.nice);

// better-auth's scrypt parameters and "salt:key" hex format, so hashes stay interchangeable.
const N = 16384;
const r = 16;
const p = 1;
const dkLen = 64;
const maxmem = 128 * N * r * 2;

function derive(password, salt) {
  return scryptSync(password.normalize("NFKC"), salt, dkLen, { N, r, p, maxmem });
}

function hash(password) {
  const salt = randomBytes(16).toString("hex");
  return `${salt}:${derive(password, salt).toString("hex")}`;
}

function verify(stored, password) {
  const [salt, key] = stored.split(":");
  if (!salt || !key) throw new Error("Invalid password hash");
  const expected = Buffer.from(key, "hex");
  const actual = derive(password, salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

parentPort.on("message", (job) => {
  try {
    const result = job.op === "hash" ? hash(job.password) : verify(job.hash, job.password);
    parentPort.postMessage({ id: job.id, ok: true, result });
  } catch (error) {
    parentPort.postMessage({ id: job.id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
