import { describe, expect, it } from "vitest";
import { DatabaseAvailability, isDatabaseUnavailable, OUTAGE_LOG_INTERVAL_MS } from "./availability.ts";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("recognises connection, timeout and lock failures and nothing else", () => {
    expect(isDatabaseUnavailable(new Error("Query read timeout"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated due to connection timeout"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("canceling statement due to statement timeout", "57014"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("the database system is shutting down", "57P03"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("too many connections", "53300"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("database is locked", "SQLITE_BUSY"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("wrapped", { cause: new Error("Query read timeout") }))).toBe(true);

    expect(isDatabaseUnavailable(withCode("duplicate key value", "23505"))).toBe(false);
    expect(isDatabaseUnavailable(withCode("syntax error", "42601"))).toBe(false);
    expect(isDatabaseUnavailable(withCode("UNIQUE constraint failed", "SQLITE_CONSTRAINT_UNIQUE"))).toBe(false);
    expect(isDatabaseUnavailable("Query read timeout")).toBe(false);
  });
});

describe("DatabaseAvailability", () => {
  function tracker() {
    const lines: string[] = [];
    let now = 1_000;
    const availability = new DatabaseAvailability(
      { error: (message) => lines.push(`error ${message}`), info: (message) => lines.push(`info ${message}`) },
      () => now,
    );
    return { availability, lines, advance: (ms: number) => (now += ms) };
  }

  it("logs an outage when it begins, then at most once per interval with a count, and its end", () => {
    const { availability, lines, advance } = tracker();
    for (let i = 0; i < 100; i++) {
      expect(availability.noteError(new Error("Query read timeout"))).toBe(true);
      advance(100);
    }
    expect(availability.unavailable).toBe(true);
    // 100 failures over 10 s: one line.
    expect(lines).toEqual(["error database unavailable (Query read timeout); answering 503 until it recovers"]);
    advance(OUTAGE_LOG_INTERVAL_MS - 1_000);
    availability.noteError(new Error("Query read timeout"));
    expect(lines[1]).toBe("error database still unavailable after 39 s (100 more failures; last: Query read timeout)");

    advance(1_500);
    availability.noteAvailable();
    expect(availability.unavailable).toBe(false);
    expect(lines[2]).toBe("info database available again after 40.5 s");
    expect(lines).toHaveLength(3);
  });

  it("tells each request whether the database failed it, and only that request", async () => {
    const { availability } = tracker();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const bystander = availability.track(() => held);
    const met = availability.track(async () => {
      await Promise.resolve();
      availability.noteError(new Error("Query read timeout"));
    });
    expect(await met).toEqual({ failed: true });
    release();
    expect(await bystander).toEqual({ failed: false });
  });

  it("ignores errors that are not unavailability", () => {
    const { availability, lines } = tracker();
    expect(availability.noteError(withCode("duplicate key value", "23505"))).toBe(false);
    expect(availability.unavailable).toBe(false);
    expect(lines).toEqual([]);
  });

  it("counts a failure after a quiet interval as a new outage (SQLite has no reconnect to report the end)", () => {
    const { availability, lines, advance } = tracker();
    availability.noteError(withCode("database is locked", "SQLITE_BUSY"));
    advance(OUTAGE_LOG_INTERVAL_MS + 1);
    availability.noteError(withCode("database is locked", "SQLITE_BUSY"));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^error database unavailable/);
  });
});
