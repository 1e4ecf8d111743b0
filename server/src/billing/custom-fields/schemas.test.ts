import { describe, expect, it } from "vitest";
import { customFieldSamples } from "../common/wire-samples.ts";
import { customField, customFieldCreate, customFieldList, customFieldListQuery, customFieldUpdate } from "./schemas.ts";

describe("custom field wire shapes", () => {
  it("parses every custom field type as sent (SDK model CustomField)", () => {
    for (const sample of customFieldSamples) expect(customField.parse(sample)).toEqual(sample);
    expect(
      customFieldList.safeParse({ items: customFieldSamples, pagination: { total_count: 5, max_page: 1 } }).success,
    ).toBe(true);
  });

  it("validates create bodies per type", () => {
    const ok = customFieldCreate.safeParse({
      type: "select",
      slug: "size",
      name: "Size",
      properties: { options: [{ value: "s", label: "S" }] },
    });
    expect(ok.success).toBe(true);
    expect(
      customFieldCreate.safeParse({ type: "select", slug: "size", name: "Size", properties: { options: [] } }).success,
    ).toBe(false);
    expect(customFieldCreate.safeParse({ type: "text", slug: "bad slug", name: "X", properties: {} }).success).toBe(
      false,
    );
    expect(customFieldCreate.safeParse({ type: "color", slug: "c", name: "C", properties: {} }).success).toBe(false);
    expect(customFieldCreate.safeParse({ type: "number", slug: "n", name: "N", properties: { ge: 1.5 } }).success).toBe(
      false,
    );
    expect(
      customFieldCreate.safeParse({ type: "text", slug: "t", name: "T", properties: { min_length: -1 } }).success,
    ).toBe(false);
  });

  it("requires the type on updates", () => {
    expect(customFieldUpdate.safeParse({ type: "text", name: "New" }).success).toBe(true);
    expect(customFieldUpdate.safeParse({ name: "New" }).success).toBe(false);
  });

  it("parses list filters", () => {
    expect(customFieldListQuery.parse({ type: "text", sorting: "-slug" })).toMatchObject({
      type: ["text"],
      sorting: [{ field: "slug", direction: "desc" }],
    });
  });
});
