import type { CompiledQuery, DatabaseConnection, Driver, QueryResult, TransactionSettings } from "kysely";
import type { DatabaseAvailability } from "./availability.ts";

/**
 * A Kysely driver that reports to DatabaseAvailability: a connection that cannot be had or a
 * query that fails for want of the database marks an outage; a query that answers ends it.
 * Everything else is the wrapped driver's.
 */
export class ObservedDriver implements Driver {
  /** The wrapped driver releases its own connection objects (it keys them privately). */
  private readonly inner = new WeakMap<DatabaseConnection, DatabaseConnection>();

  constructor(
    private readonly driver: Driver,
    private readonly availability: DatabaseAvailability,
  ) {}

  init(): Promise<void> {
    return this.driver.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.observe(this.driver.acquireConnection());
    const observed = new ObservedConnection(connection, this.availability);
    this.inner.set(observed, connection);
    return observed;
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.driver.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.driver.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.driver.rollbackTransaction(connection);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.driver.releaseConnection(this.inner.get(connection) ?? connection);
  }

  destroy(): Promise<void> {
    return this.driver.destroy();
  }

  private async observe<T>(work: Promise<T>): Promise<T> {
    try {
      return await work;
    } catch (error) {
      this.availability.noteError(error);
      throw error;
    }
  }
}

class ObservedConnection implements DatabaseConnection {
  constructor(
    private readonly connection: DatabaseConnection,
    private readonly availability: DatabaseAvailability,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    try {
      const result = await this.connection.executeQuery<R>(query);
      if (this.availability.unavailable) this.availability.noteAvailable();
      return result;
    } catch (error) {
      this.availability.noteError(error);
      throw error;
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.connection.streamQuery<R>(query, chunkSize);
  }
}
