import { z } from "zod";

export const MAX_IMPORT_RUNS = 100;

export const importRunsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_IMPORT_RUNS).default(20),
});

/** A refused input row: where it is in the input ("line 12", "users[3]") and why. */
const refusal = z.object({ position: z.string(), reason: z.string() });
export const refusalsColumn = z.array(refusal).catch([]);

/** One `gatehouse import …` run as the admin page lists it; `finishedAt` null: still running, or it crashed. */
export const importRunView = z.object({
  id: z.string(),
  kind: z.string(),
  source: z.string(),
  organization: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  input: z.string().nullable(),
  dryRun: z.boolean(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
  /** The first refusals the run kept (the count covers them all). */
  refusals: z.array(refusal),
});

export type ImportRunView = z.infer<typeof importRunView>;
