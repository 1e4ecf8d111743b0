import type { Executor } from "../../db/transaction.ts";

/** The event lists (JSON text) of the organization's enabled webhook endpoints. */
export async function enabledEndpointEvents(db: Executor, organizationId: string): Promise<string[]> {
  const endpoints = await db
    .selectFrom("webhook_endpoint")
    .select("events")
    .where("organization_id", "=", organizationId)
    .where("enabled", "=", 1)
    .execute();
  return endpoints.map((endpoint) => endpoint.events);
}
