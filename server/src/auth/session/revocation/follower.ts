import { REVOCATION_PAGE_SIZE, type RevocationRepository, type StoredRevocation } from "./repository.ts";
import type { RevocationList } from "./revocation-list.ts";

/**
 * How long a missing row id is waited for. On PostgreSQL ids are handed out when a row is
 * written but seen when its transaction commits, so a later id may be seen first; a transaction
 * that rolls back leaves its id missing for good. Longer than any revocation's transaction takes.
 */
export const GAP_WAIT_MS = 5_000;

/**
 * Reads the rows other processes wrote since the last read into this process's list. The cursor
 * stays below an id not seen yet (for up to GAP_WAIT_MS), so a row committed late is still read;
 * rows after it are read again meanwhile, which the list takes as the same entries.
 */
export class RevocationFollower {
  private cursor = 0;
  private gap: { id: number; since: number } | null = null;

  constructor(
    private readonly repository: RevocationRepository,
    private readonly list: RevocationList,
    private readonly now: () => number = Date.now,
  ) {}

  /** Places the cursor before the rows still in force, then reads them. */
  async start(retentionMs: number): Promise<void> {
    this.cursor = await this.repository.startingCursor(this.now() - retentionMs);
    await this.follow();
  }

  /** One pass: every new row into the list, page by page. Returns how many rows it read. */
  async follow(): Promise<number> {
    let read = 0;
    let after = this.cursor;
    const ids: number[] = [];
    for (;;) {
      const rows = await this.repository.readAfter(after);
      this.addAll(rows);
      read += rows.length;
      for (const row of rows) ids.push(row.id);
      const last = rows.at(-1);
      if (!last || rows.length < REVOCATION_PAGE_SIZE) break;
      after = last.id;
    }
    this.advance(ids);
    return read;
  }

  private addAll(rows: readonly StoredRevocation[]): void {
    const now = this.now();
    for (const row of rows) this.list.add(row, now);
  }

  /** Moves the cursor over ids seen without a gap, and over a gap waited on for GAP_WAIT_MS. */
  private advance(ids: readonly number[]): void {
    const now = this.now();
    let next = this.cursor;
    for (const id of ids) {
      if (id <= next) continue; // read by a pass that ran meanwhile
      if (id > next + 1) {
        const missing = next + 1;
        if (this.gap?.id !== missing) this.gap = { id: missing, since: now };
        if (now - this.gap.since < GAP_WAIT_MS) break;
      }
      next = id;
    }
    this.cursor = next;
    if (this.gap && this.gap.id <= next) this.gap = null;
  }

  /** The last id every row up to which has been read (tests). */
  get position(): number {
    return this.cursor;
  }
}
