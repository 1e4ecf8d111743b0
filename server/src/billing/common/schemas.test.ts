import { z } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { sortingQuery } from "./query.ts";
import { addressInput, datetime, listQueryBase, metadataInput } from "./schemas.ts";

describe("common wire shapes", () => {
  it("accepts SPEC §5 metadata value types within Polar's limits", () => {
    expect(metadataInput.safeParse({ a: "x", b: 1, c: 1.5, d: false }).success).toBe(true);
    expect(metadataInput.safeParse({ a: null }).success).toBe(false);
    expect(metadataInput.safeParse({ a: { nested: true } }).success).toBe(false);
    expect(metadataInput.safeParse({ ["k".repeat(41)]: "x" }).success).toBe(false);
    expect(metadataInput.safeParse({ a: "x".repeat(501) }).success).toBe(false);
    const fifty = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, i]));
    expect(metadataInput.safeParse(fifty).success).toBe(true);
    expect(metadataInput.safeParse({ ...fifty, extra: 1 }).success).toBe(false);
  });

  it("requires a country in addresses", () => {
    expect(addressInput.safeParse({ country: "FR" }).success).toBe(true);
    expect(addressInput.safeParse({ line1: "1 rue" }).success).toBe(false);
    expect(addressInput.safeParse({ country: "XX" }).success).toBe(false);
  });

  it("takes datetimes with Z or an offset only", () => {
    expect(datetime.safeParse("2025-01-01T00:00:00Z").success).toBe(true);
    expect(datetime.safeParse("2025-01-01T00:00:00+02:00").success).toBe(true);
    expect(datetime.safeParse("2025-01-01T00:00:00").success).toBe(false);
  });

  it("parses list queries: defaults, coercion, repeated keys, sorting", () => {
    const query = z.object({ ...listQueryBase, sorting: sortingQuery(["created_at", "name"], ["-created_at"]) });
    expect(query.parse({})).toEqual({ page: 1, limit: 10, sorting: [{ field: "created_at", direction: "desc" }] });
    const parsed = query.parse({
      page: "2",
      limit: "100",
      sorting: "-name",
      organization_id: "5f3a1c9e-1b2c-4d3e-8f40-000000000001",
    });
    expect(parsed).toMatchObject({
      page: 2,
      limit: 100,
      sorting: [{ field: "name", direction: "desc" }],
      organization_id: ["5f3a1c9e-1b2c-4d3e-8f40-000000000001"],
    });
    expect(query.safeParse({ limit: "101" }).success).toBe(false);
    expect(query.safeParse({ page: "0" }).success).toBe(false);
    expect(query.safeParse({ sorting: ["created_at", "price"] }).success).toBe(false);
  });
});
