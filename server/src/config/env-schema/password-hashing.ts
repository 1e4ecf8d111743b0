import { availableParallelism } from "node:os";
import { int } from "./parsers.ts";
import { envSection } from "./section.ts";

/** scrypt's cost (N) when PASSWORD_SCRYPT_N is not set: better-auth's own, so its hashes verify unchanged. */
export const DEFAULT_SCRYPT_COST = 16384;

/**
 * Password hashes are made off the event loop, by worker threads running at a lower priority.
 * scrypt's cost for new hashes is better-auth's 16384 by default, which keeps its "salt:key"
 * format; others are stored as "scrypt-N:salt:key". A hash is verified at the cost it was made
 * with, so changing the cost locks nobody out.
 */
export const passwordHashingSection = envSection({
  title: "Password hashing",
  variables: {
    HASH_WORKERS: int(availableParallelism(), 1, 64),
    // A nice value, 0 to 19; Linux.
    HASH_WORKER_NICE: int(10, 0, 19),
    PASSWORD_SCRYPT_N: int(DEFAULT_SCRYPT_COST, 1024, 131_072).refine((n) => (n & (n - 1)) === 0, {
      message: "must be a power of two",
    }),
  },
  docs: {
    // The schema's default is this machine's core count, which says nothing on another machine.
    HASH_WORKERS: { meaning: "worker threads hashing passwords", default: "cores" },
    HASH_WORKER_NICE: {
      meaning:
        "how much lower than the event loop the hash workers run (a nice value, 0–19; Linux), so sign-ins never slow session checks (see [benchmarks](../benchmarks.md))",
    },
    PASSWORD_SCRYPT_N: {
      meaning:
        "scrypt's cost (N, a power of two from 1024 to 131072) for new password hashes. The default is better-auth's, stored in its `salt:key` format; another cost is stored as `scrypt-N:salt:key`. A hash is checked at the cost it was made with, so changing this locks nobody out, and a sign-in with the right password stores the hash again at this cost, as Django and Laravel do (a user with two-factor at the password step; other ways in never see the password) (131072 costs 256 MiB and eight times the CPU per sign-in). The test servers use 1024",
    },
  },
});
