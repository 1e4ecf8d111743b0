/** Reads the rows of a set of keys in one query; keys without a row are absent from the map. */
export type ReadByKeys<Row> = (keys: readonly string[]) => Promise<Map<string, Row>>;

type Waiter<Row> = { key: string; resolve: (row: Row | undefined) => void; reject: (error: unknown) => void };

/**
 * Reads rows by key, many keys to a query when requests come faster than the database answers.
 * A key asked while `maxInFlight` reads are running waits for the first of them to end, and goes
 * in one read with every key asked meanwhile (up to `maxKeys`); with a read slot free, a key goes
 * at once, alone, so an idle server waits for nothing.
 *
 * Over a network a query's fixed cost (the driver's work, a write and a read on the socket, the
 * server's bind and execute) outweighs a row's many times over, so under load this turns
 * hundreds of queries into a few and keeps the connections they take to `maxInFlight`. Only for
 * reads that may share a snapshot: the keys of one read see the same database state.
 */
export class KeyBatcher<Row> {
  private waiting: Waiter<Row>[] = [];
  private inFlight = 0;

  constructor(
    private readonly read: ReadByKeys<Row>,
    private readonly limits: { maxInFlight: number; maxKeys: number },
  ) {}

  /** The row of `key`, or undefined when it has none; rejects when its read fails. */
  get(key: string): Promise<Row | undefined> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ key, resolve, reject });
      this.dispatch();
    });
  }

  /** Reads running now (a test's view). */
  get running(): number {
    return this.inFlight;
  }

  private dispatch(): void {
    while (this.inFlight < this.limits.maxInFlight && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.limits.maxKeys);
      this.inFlight++;
      const settle = () => {
        // The next read leaves before this one's callers resume, so the database is kept busy.
        this.inFlight--;
        this.dispatch();
      };
      let rows: Promise<Map<string, Row>>;
      try {
        rows = this.read([...new Set(batch.map((waiter) => waiter.key))]);
      } catch (error) {
        rows = Promise.reject(error);
      }
      rows.then(
        (found) => {
          settle();
          for (const waiter of batch) waiter.resolve(found.get(waiter.key));
        },
        (error: unknown) => {
          settle();
          for (const waiter of batch) waiter.reject(error);
        },
      );
    }
  }
}
