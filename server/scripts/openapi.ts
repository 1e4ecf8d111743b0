/**
 * Prints the /v1 OpenAPI document (what `GET /v1/openapi.json` serves) without starting a server:
 * the billing API is built in-process on a scratch in-memory database, which building it never
 * queries. The web app's types are generated from this output (`npm run api:generate -w web`), and
 * the billing API's reference from the same document (scripts/docs/billing-api.ts).
 */
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createBillingApi } from "../src/billing/routes.ts";
import { openDatabase } from "../src/db/database.ts";
import { createLogger } from "../src/kit/logger.ts";
import { createPaymentProcessor } from "../src/payment-processors/index.ts";

/** The /v1 OpenAPI document, as the billing API serves it. */
export async function billingOpenApiDocument(): Promise<unknown> {
  const database = openDatabase({ database: { kind: "sqlite", file: ":memory:" } });
  try {
    const api = createBillingApi({
      db: database.db,
      database,
      sessions: async () => null,
      trustedOrigins: [],
      logger: createLogger("error"),
      files: { root: "", baseURL: "http://localhost:3000", secret: "openapi-document-only".padEnd(32, "-") },
      processor: createPaymentProcessor(database.db),
    });
    const response = await api.request("/v1/openapi.json");
    if (!response.ok) throw new Error(`GET /v1/openapi.json answered ${response.status}`);
    return await response.json();
  } finally {
    await database.close();
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  process.stdout.write(`${JSON.stringify(await billingOpenApiDocument(), null, 2)}\n`);
