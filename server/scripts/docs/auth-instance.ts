import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PasswordHashPool } from "../../src/auth/account/password/hash-pool.ts";
import type { Auth } from "../../src/auth/auth.ts";
import { createGatehouseAuth } from "../../src/composition/auth.ts";
import { loadConfig } from "../../src/config.ts";
import { openDatabase } from "../../src/db/database.ts";
import { createLogger } from "../../src/kit/logger.ts";
import { Mailer } from "../../src/mail/mailer.ts";
import { MailOutboxRepository } from "../../src/mail/outbox-repository.ts";

/**
 * Gatehouse's auth instance as it runs with the default configuration, built in-process on a
 * scratch in-memory database that describing it never queries, for the auth routes' reference.
 * The routes do not depend on the settings it leaves at their defaults.
 */
export async function withDocumentedAuth<T>(use: (auth: Auth) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), "gatehouse-docs-"));
  const config = loadConfig({
    AUTH_SECRET: "documentation-only".padEnd(32, "-"),
    BASE_URL: "http://localhost:3000",
    DATA_DIR: dataDir,
    HASH_WORKERS: "1",
  });
  const database = openDatabase({ ...config, database: { kind: "sqlite", file: ":memory:" } });
  const logger = createLogger({ level: "error", format: "json" });
  const hashPool = new PasswordHashPool(1);
  try {
    const mailer = new Mailer(new MailOutboxRepository(database.db), config, logger);
    return await use(createGatehouseAuth({ config, database, mailer, hashPool, logger }));
  } finally {
    await hashPool.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
