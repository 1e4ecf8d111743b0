import type { WriteContext } from "./context.ts";

/**
 * How one kind is written. `plan` checks an origin object against Gatehouse's rules and resolves
 * what it references, writing nothing (a dry run stops there); `create` and `update` write it,
 * each in its own transactions, and save its `import_item` row.
 */
export type Plan<P> =
  /** `links`: the Gatehouse objects it points at, part of its fingerprint (an object imported later changes it). */
  | { kind: "write"; value: P; links?: unknown }
  /** Not brought in, and not a refusal (a subscription that ended before it was ever imported). */
  | { kind: "skip" };

export type KindWriter<R extends { id: string }, P> = {
  plan(ctx: WriteContext, record: R, localId: string | undefined): Promise<Plan<P>>;
  /** "updated" when it took over an object Gatehouse already had (a customer with the same email). */
  create(ctx: WriteContext, record: R, plan: P, fingerprint: string): Promise<"created" | "updated">;
  update(ctx: WriteContext, record: R, plan: P, localId: string, fingerprint: string): Promise<void>;
  /** A dry run's stand-ins for what a write would also bring in (a product's new prices). */
  rehearse?(ctx: WriteContext, record: R): void;
};

export const write = <P>(value: P, links?: unknown): Plan<P> => ({ kind: "write", value, links });
