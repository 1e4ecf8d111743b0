import type { scim } from "@better-auth/scim";
import type { BetterAuthOptions, DBAdapter } from "better-auth";

export type ScimProvider = ReturnType<typeof scim>;
type ServerCallContext = Parameters<ScimProvider["endpoints"]["listSCIMManagedConnections"]>[0];

/**
 * A Gatehouse route's context for the SCIM plugin's server-only calls, on the adapter that runs
 * transactions (transactions.ts): the plugin runs its changes in transactions of that adapter.
 */
export function serverCallContext(
  ctx: { context: { options: BetterAuthOptions } },
  transactional: (options: BetterAuthOptions) => DBAdapter<BetterAuthOptions>,
): ServerCallContext {
  return {
    ...ctx,
    asResponse: false,
    returnHeaders: false,
    returnStatus: false,
    context: { ...ctx.context, adapter: transactional(ctx.context.options) },
  } as unknown as ServerCallContext;
}
