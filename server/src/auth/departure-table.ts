import type { BetterAuthPlugin } from "better-auth";

type PluginHooks = NonNullable<BetterAuthPlugin["hooks"]>;
export type BeforeHook = NonNullable<PluginHooks["before"]>[number];
export type AfterHook = NonNullable<PluginHooks["after"]>[number];

/** What a correction adds to better-auth: hooks, a request rewrite, endpoints (an alias, Gatehouse's body shape). */
export type DeparturePart = Pick<BetterAuthPlugin, "hooks" | "onRequest" | "endpoints">;

/**
 * One row of a departure table (README.md, "Departures"): what it corrects (`rule`), why Gatehouse
 * answers otherwise than the library (`why`, the rule it keeps, in a sentence), the test that shows
 * it (`test`, a path from server/), and its code.
 */
export type Departure = { rule: string; why: string; test: string; part: DeparturePart };

export const beforeHooks = (...before: BeforeHook[]): DeparturePart => ({ hooks: { before } });
export const afterHooks = (...after: AfterHook[]): DeparturePart => ({ hooks: { after } });

const beforeOf = (rows: readonly Departure[]) => rows.flatMap((row) => row.part.hooks?.before ?? []);
const afterOf = (rows: readonly Departure[]) => rows.flatMap((row) => row.part.hooks?.after ?? []);

/**
 * A table as one plugin of its own: every row's before hooks, then after hooks, in table order
 * (better-auth runs a plugin's hooks in list order), and the rows' endpoints.
 */
export function departuresPlugin(id: string, rows: readonly Departure[]): BetterAuthPlugin {
  const rewrites = rows.flatMap((row) => (row.part.onRequest ? [row.part.onRequest] : []));
  // better-auth runs one onRequest per plugin; a second request rewrite would need chaining here.
  if (rewrites.length > 1) throw new Error(`${id}: at most one request rewrite`);
  const endpoints = Object.assign({}, ...rows.map((row) => row.part.endpoints ?? {}));
  return {
    id,
    ...(rewrites[0] ? { onRequest: rewrites[0] } : {}),
    ...(Object.keys(endpoints).length > 0 ? { endpoints } : {}),
    hooks: { before: beforeOf(rows), after: afterOf(rows) },
  };
}

/**
 * A library plugin with the table of its corrections: the rows' before hooks run ahead of the
 * plugin's own (a correction answers before the library would), their after hooks behind them
 * (a correction rewrites what the library answered). Rows here carry hooks only.
 */
export function withDepartures<P extends BetterAuthPlugin>(plugin: P, rows: readonly Departure[]) {
  const extra = rows.find((row) => row.part.onRequest || row.part.endpoints);
  if (extra) throw new Error(`${plugin.id}: "${extra.rule}" must be a hook, not a rewrite or an endpoint`);
  return {
    ...plugin,
    hooks: {
      before: [...beforeOf(rows), ...(plugin.hooks?.before ?? [])],
      after: [...(plugin.hooks?.after ?? []), ...afterOf(rows)],
    },
  };
}
