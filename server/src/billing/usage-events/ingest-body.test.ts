import { describe, expect, it } from "vitest";
import { wellFormedIngestBody } from "./ingest-body.ts";
import { eventsIngest } from "./schemas.ts";

// The fast check must never accept what zod refuses, must return exactly what zod returns, and
// must accept the usual batches (else the route silently loses its fast path).

const CUSTOMER = "8c652f86-de26-4cba-87d5-431497105155";

/** Values per field: `good` ones zod accepts, `bad` ones it refuses (or that the fast path leaves to zod). */
const FIELDS: Record<string, { good: readonly unknown[]; bad: readonly unknown[] }> = {
  name: { good: ["api_call", "x", "n".repeat(256), "ünïcode ✓"], bad: ["", "n".repeat(257), 7, null, ["a"]] },
  timestamp: {
    good: [
      undefined,
      "2026-11-21T10:00:00Z",
      "2026-11-21T10:00:00.123Z",
      "2026-11-21T10:00:00.123456789+02:00",
      "2024-02-29T23:59:59-05:30",
      "0001-01-01T00:00:00Z",
    ],
    bad: [
      null,
      "",
      "2026-11-21",
      "2026-11-21T10:00Z",
      "2026-02-30T10:00:00Z",
      "2025-02-29T10:00:00Z",
      "2026-13-01T10:00:00Z",
      "2026-11-21T24:00:00Z",
      "2026-11-21T10:00:00+24:00",
      "2026-11-21t10:00:00z",
      1_700_000_000_000,
    ],
  },
  external_id: { good: [undefined, null, "e-1", "e".repeat(256)], bad: ["", "e".repeat(257), 5, { id: 1 }] },
  metadata: {
    good: [
      undefined,
      {},
      { model: "smart", tokens: 12, ratio: 0.5, on: true, off: false, neg: -3 },
      Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, i])),
      { ["k".repeat(40)]: "v".repeat(500) },
    ],
    bad: [
      null,
      [],
      { nested: { a: 1 } },
      { list: [1] },
      { nothing: null },
      { "": 1 },
      { ["k".repeat(41)]: 1 },
      { long: "v".repeat(501) },
      Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i])),
      { "a\u0000": 1 },
      { a: "b\u0000" },
    ],
  },
};

const CUSTOMER_NAMING: { good: readonly Record<string, unknown>[]; bad: readonly Record<string, unknown>[] } = {
  good: [
    { customer_id: CUSTOMER },
    { customer_id: CUSTOMER.toUpperCase() },
    { customer_id: "00000000-0000-0000-0000-000000000000" },
    { external_customer_id: "user_1" },
    { customer_id: CUSTOMER, external_customer_id: null },
    { customer_id: null, external_customer_id: "user_1" },
  ],
  bad: [
    {},
    { customer_id: CUSTOMER, external_customer_id: "user_1" },
    { customer_id: "not-a-uuid" },
    { customer_id: "8c652f86-de26-0cba-87d5-431497105155" },
    { external_customer_id: "" },
    { customer_id: null, external_customer_id: null },
    { external_customer_id: 12 },
  ],
};

/** Fields the fast check leaves to zod: a batch with them must fall back, whatever zod says. */
const LEFT_TO_ZOD = [
  { organization_id: "3f1b5c8e-2d4a-4c6b-9e8f-1a2b3c4d5e6f" },
  { parent_id: "p" },
  { member_id: "m" },
  { external_member_id: "x" },
];

function pick<T>(values: readonly T[], random: () => number): T {
  return values[Math.floor(random() * values.length)] as T;
}

/** A small seeded PRNG (mulberry32): the same cases on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function makeEvent(random: () => number, allGood: boolean): Record<string, unknown> {
  const event: Record<string, unknown> = {
    ...pick(allGood || random() < 0.7 ? CUSTOMER_NAMING.good : CUSTOMER_NAMING.bad, random),
  };
  for (const [field, values] of Object.entries(FIELDS)) {
    const value = pick(allGood || random() < 0.8 ? values.good : values.bad, random);
    if (value !== undefined) event[field] = value;
  }
  if (!allGood && random() < 0.1) Object.assign(event, pick(LEFT_TO_ZOD, random));
  if (random() < 0.1) event.unknown_field = "stripped by both";
  return event;
}

function compare(body: unknown): "fast" | "zod" {
  const fast = wellFormedIngestBody(body);
  const parsed = eventsIngest.safeParse(body);
  if (fast === undefined) return "zod";
  expect(parsed.success, JSON.stringify(body)).toBe(true);
  expect(fast).toEqual(parsed.data);
  return "fast";
}

describe("wellFormedIngestBody", () => {
  it("accepts only what eventsIngest accepts, and returns what it returns (2,000 seeded batches)", () => {
    const random = seeded(20261121);
    const outcomes = { fast: 0, zod: 0 };
    for (let i = 0; i < 2000; i++) {
      const events = Array.from({ length: 1 + Math.floor(random() * 3) }, () => makeEvent(random, false));
      outcomes[compare({ events })]++;
    }
    // Both paths were exercised.
    expect(outcomes.fast).toBeGreaterThan(100);
    expect(outcomes.zod).toBeGreaterThan(100);
  });

  it("takes every batch of well-formed events (the fast path is really used)", () => {
    const random = seeded(7);
    for (let i = 0; i < 500; i++) {
      const body = { events: Array.from({ length: 1 + Math.floor(random() * 5) }, () => makeEvent(random, true)) };
      expect(compare(body), JSON.stringify(body)).toBe("fast");
    }
    expect(compare({ events: [] })).toBe("fast");
  });

  it("normalizes timestamps to UTC as zod's transform does", () => {
    const body = wellFormedIngestBody({
      events: [{ name: "a", customer_id: CUSTOMER, timestamp: "2026-11-21T10:00:00.5+02:00" }],
    });
    expect(body?.events[0]?.timestamp).toBe("2026-11-21T08:00:00.500Z");
  });

  it("leaves every bad value and every unhandled field to zod", () => {
    const base = { name: "a", customer_id: CUSTOMER };
    for (const [field, values] of Object.entries(FIELDS)) {
      for (const value of values.bad)
        expect(
          wellFormedIngestBody({ events: [{ ...base, [field]: value }] }),
          `${field}: ${JSON.stringify(value)}`,
        ).toBeUndefined();
    }
    for (const naming of CUSTOMER_NAMING.bad)
      expect(wellFormedIngestBody({ events: [{ name: "a", ...naming }] }), JSON.stringify(naming)).toBeUndefined();
    for (const extra of LEFT_TO_ZOD) expect(wellFormedIngestBody({ events: [{ ...base, ...extra }] })).toBeUndefined();
    for (const body of [
      null,
      [],
      "events",
      { events: {} },
      { events: [null] },
      { events: [[base]] },
      { events: [Object.assign(Object.create({ inherited: 1 }), base)] },
    ]) {
      expect(wellFormedIngestBody(body), JSON.stringify(body)).toBeUndefined();
    }
  });
});
