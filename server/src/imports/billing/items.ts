import { createHash } from "node:crypto";
import type { Executor } from "../../db/transaction.ts";
import { type ItemScope, itemsIn, upsertItem } from "./items-repository.ts";
import type { ItemKind } from "./records.ts";

/**
 * What earlier runs brought in (`import_item`): per origin object, the Gatehouse object it became
 * and the fingerprint of what the origin said then. Loaded once per run into an `ItemMap`, which
 * also answers every reference a later kind makes (a subscription's product, customer, price).
 */

type Known = { localId: string; fingerprint: string };

/** JSON with object keys sorted at every level: the same content always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

export const fingerprintOf = (value: unknown): string => createHash("sha256").update(canonical(value)).digest("hex");

export class ItemMap {
  private readonly known = new Map<string, Known>();
  /** While a unit runs (`unit`): what each key held before it, to put back if the unit fails. */
  private undo: [string, Known | undefined][] | null = null;

  private constructor(readonly scope: ItemScope) {}

  static async load(db: Executor, scope: ItemScope): Promise<ItemMap> {
    const map = new ItemMap(scope);
    const rows = await itemsIn(db, scope);
    for (const row of rows)
      map.known.set(`${row.kind}\n${row.external_id}`, { localId: row.local_id, fingerprint: row.fingerprint });
    return map;
  }

  get(kind: ItemKind, externalId: string): Known | undefined {
    return this.known.get(`${kind}\n${externalId}`);
  }

  /** The Gatehouse id an origin object became (this run or an earlier one), if any. */
  localId(kind: ItemKind, externalId: string): string | undefined {
    return this.get(kind, externalId)?.localId;
  }

  /** Remembers an object for the rest of the run without writing it (a dry run). */
  remember(kind: ItemKind, externalId: string, localId: string, fingerprint: string): void {
    const key = `${kind}\n${externalId}`;
    this.undo?.push([key, this.known.get(key)]);
    this.known.set(key, { localId, fingerprint });
  }

  /**
   * Runs one item's writes (its transaction): should they fail and roll back, what they
   * remembered is forgotten too, so later references do not point at rows that are not there.
   */
  async unit<T>(work: () => Promise<T>): Promise<T> {
    this.undo = [];
    try {
      return await work();
    } catch (error) {
      for (const [key, before] of this.undo.reverse()) {
        if (before) this.known.set(key, before);
        else this.known.delete(key);
      }
      throw error;
    } finally {
      this.undo = null;
    }
  }

  /** Writes the row (in the caller's transaction when it has one) and remembers it. */
  async save(db: Executor, kind: ItemKind, externalId: string, localId: string, fingerprint: string): Promise<void> {
    const now = new Date().toISOString();
    await upsertItem(db, this.scope, { kind, externalId, localId, fingerprint }, now);
    this.remember(kind, externalId, localId, fingerprint);
  }

  /** Every object of a kind: origin id → Gatehouse id (the mapping file). */
  mapping(kind: ItemKind): Record<string, string> {
    const prefix = `${kind}\n`;
    const entries = [...this.known].filter(([key]) => key.startsWith(prefix));
    return Object.fromEntries(entries.map(([key, known]) => [key.slice(prefix.length), known.localId]));
  }
}
