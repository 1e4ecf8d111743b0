import { describe, expect, it } from "vitest";
import { customFieldSamples } from "../../../test/fixtures/wire-samples.ts";
import { refusalOf } from "../../../test/helpers/schema-refusal.ts";
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
      refusalOf(customFieldCreate, { type: "select", slug: "size", name: "Size", properties: { options: [] } }),
    ).toMatchInlineSnapshot(`
      [
        {
          "code": "too_small",
          "message": "Too small: expected array to have >=1 items",
          "path": "properties.options",
        },
      ]
    `);
    expect(customFieldCreate.safeParse({ type: "text", slug: "bad slug", name: "X", properties: {} }).success).toBe(
      false,
    );
    expect(
      refusalOf(customFieldCreate, { type: "color", slug: "c", name: "C", properties: {} }),
    ).toMatchInlineSnapshot(`
      [
        {
          "code": "invalid_union",
          "message": "Invalid discriminator value. Expected 'checkbox' | 'date' | 'number' | 'select' | 'text'",
          "path": "type",
        },
      ]
    `);
    expect(customFieldCreate.safeParse({ type: "number", slug: "n", name: "N", properties: { ge: 1.5 } }).success).toBe(
      false,
    );
    expect(
      refusalOf(customFieldCreate, { type: "text", slug: "t", name: "T", properties: { min_length: -1 } }),
    ).toMatchInlineSnapshot(`
      [
        {
          "code": "too_small",
          "message": "Too small: expected number to be >=0",
          "path": "properties.min_length",
        },
      ]
    `);
  });

  it("requires the type on updates", () => {
    expect(customFieldUpdate.safeParse({ type: "text", name: "New" }).success).toBe(true);
    expect(refusalOf(customFieldUpdate, { name: "New" })).toMatchInlineSnapshot(`
      [
        {
          "code": "invalid_union",
          "message": "Invalid discriminator value. Expected 'checkbox' | 'date' | 'number' | 'select' | 'text'",
          "path": "type",
        },
      ]
    `);
  });

  it("parses list filters", () => {
    expect(customFieldListQuery.parse({ type: "text", sorting: "-slug" })).toMatchObject({
      type: ["text"],
      sorting: [{ field: "slug", direction: "desc" }],
    });
  });
});
