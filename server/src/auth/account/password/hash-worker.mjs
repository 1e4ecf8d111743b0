// Runs scrypt (and the foreign formats, foreign-hashes.mjs) synchronously on this worker's own
// thread, so password hashing never occupies libuv's thread pool (which the main thread needs for
// cookie HMACs and file I/O).
// Plain JavaScript on purpose: a worker must load without a TypeScript loader.
import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto";
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { verifyForeignHash } from "./foreign-hashes.mjs";

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

// better-auth's scrypt parameters and "salt:key" hex format, so hashes stay interchangeable. Another
// cost N (PASSWORD_SCRYPT_N) writes "scrypt-N:salt:key"; a hash is always verified at the cost it
// names, so changing the setting locks nobody out.
const DEFAULT_N = 16384;
const r = 16;
const p = 1;
const dkLen = 64;
const cost = workerData && Number.isInteger(workerData.cost) ? workerData.cost : DEFAULT_N;

function derive(password, salt, N) {
  return scryptSync(password.normalize("NFKC"), salt, dkLen, { N, r, p, maxmem: 128 * N * r * 2 });
}

function hash(password) {
  const salt = randomBytes(16).toString("hex");
  const key = derive(password, salt, cost).toString("hex");
  return cost === DEFAULT_N ? `${salt}:${key}` : `scrypt-${cost}:${salt}:${key}`;
}

/** The cost, salt and key of a stored hash in either native format; null for any other text. */
function parseNative(stored) {
  const parts = typeof stored === "string" ? stored.split(":") : [];
  const named = parts.length === 3 ? /^scrypt-(\d+)$/.exec(parts[0]) : null;
  const N = parts.length === 2 ? DEFAULT_N : named ? Number(named[1]) : 0;
  const [salt, key] = parts.slice(-2);
  // A power of two up to 2^17, as PASSWORD_SCRYPT_N allows (256 MiB at r = 16: no more memory than that).
  if (!salt || !key || !/^[0-9a-f]+$/i.test(key) || !(N >= 2 && N <= 131072 && (N & (N - 1)) === 0)) return null;
  return { N, salt, key };
}

// Salt of the derive a foreign hash's verification adds (any fixed text: its result is dropped).
const EQUALIZING_SALT = "0".repeat(32);

/**
 * A native hash is verified with one scrypt derive at its own cost. Any other hash is verified as
 * its origin system does (foreign-hashes.mjs; false when it is of no known format) and then pays one
 * derive at the configured cost too, as a sign-in of an unknown account does (better-auth hashes the
 * password then): how long a sign-in takes tells neither a cheap legacy hash nor a missing account.
 */
function verify(stored, password) {
  const native = parseNative(stored);
  if (native) {
    const expected = Buffer.from(native.key, "hex");
    const actual = derive(password, native.salt, native.N);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
  const valid = verifyForeignHash(stored, password);
  derive(password, EQUALIZING_SALT, cost);
  return valid;
}

parentPort.on("message", (job) => {
  try {
    const result = job.op === "hash" ? hash(job.password) : verify(job.hash, job.password);
    parentPort.postMessage({ id: job.id, ok: true, result });
  } catch (error) {
    parentPort.postMessage({ id: job.id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
