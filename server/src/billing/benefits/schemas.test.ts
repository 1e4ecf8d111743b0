import { describe, expect, it } from "vitest";
import { benefitSamples } from "../../../test/fixtures/wire-samples.ts";
import { refusalOf } from "../../../test/helpers/schema-refusal.ts";
import { benefit, benefitCreate, benefitList, benefitListQuery, benefitUpdate } from "./schemas.ts";

const METER = "5f3a1c9e-1b2c-4d3e-8f40-000000000050";

describe("benefit wire shapes", () => {
  it("parses every benefit type as sent (SDK model Benefit)", () => {
    for (const sample of benefitSamples) expect(benefit.parse(sample)).toEqual(sample);
    expect(benefitList.safeParse({ items: benefitSamples, pagination: { total_count: 7, max_page: 1 } }).success).toBe(
      true,
    );
  });

  it("validates descriptions and properties on create", () => {
    const custom = { type: "custom", description: "Support", properties: { note: "Mail us" } };
    expect(benefitCreate.safeParse(custom).success).toBe(true);
    expect(refusalOf(benefitCreate, { ...custom, description: "ab" })).toMatchInlineSnapshot(`
      [
        {
          "code": "too_small",
          "message": "Too small: expected string to have >=3 characters",
          "path": "description",
        },
      ]
    `);
    expect(refusalOf(benefitCreate, { ...custom, description: "x".repeat(43) })).toMatchInlineSnapshot(`
      [
        {
          "code": "too_big",
          "message": "Too big: expected string to have <=42 characters",
          "path": "description",
        },
      ]
    `);
    const github = {
      type: "github_repository",
      description: "Repo access",
      properties: { repository_owner: "acme", repository_name: "app", permission: "maintain" },
    };
    expect(benefitCreate.safeParse(github).success).toBe(true);
    expect(
      refusalOf(benefitCreate, { ...github, properties: { ...github.properties, permission: "write" } }),
    ).toMatchInlineSnapshot(`
      [
        {
          "code": "invalid_value",
          "message": "Invalid option: expected one of "pull"|"triage"|"push"|"maintain"|"admin"",
          "path": "properties.permission",
        },
      ]
    `);
    const keys = {
      type: "license_keys",
      description: "License",
      properties: {
        prefix: "ACME",
        expires: { ttl: 2, timeframe: "month" },
        activations: { limit: 3, enable_customer_admin: false },
        limit_usage: 10,
      },
    };
    expect(benefitCreate.safeParse(keys).success).toBe(true);
    expect(benefitCreate.safeParse({ ...keys, properties: { expires: { ttl: 1, timeframe: "week" } } }).success).toBe(
      false,
    );
    expect(
      refusalOf(benefitCreate, { ...keys, properties: { activations: { limit: 51, enable_customer_admin: false } } }),
    ).toMatchInlineSnapshot(`
      [
        {
          "code": "too_big",
          "message": "Too big: expected number to be <=50",
          "path": "properties.activations.limit",
        },
      ]
    `);
    expect(refusalOf(benefitCreate, { ...keys, properties: { limit_usage: 0 } })).toMatchInlineSnapshot(`
      [
        {
          "code": "too_small",
          "message": "Too small: expected number to be >=1",
          "path": "properties.limit_usage",
        },
      ]
    `);
    expect(
      benefitCreate.safeParse({
        type: "meter_credit",
        description: "Credits",
        properties: { units: 10, rollover: false, meter_id: METER },
      }).success,
    ).toBe(true);
    expect(
      refusalOf(benefitCreate, {
        type: "meter_credit",
        description: "Credits",
        properties: { units: 1.5, rollover: false, meter_id: METER },
      }),
    ).toMatchInlineSnapshot(`
      [
        {
          "code": "invalid_type",
          "message": "Invalid input: expected int, received number",
          "path": "properties.units",
        },
      ]
    `);
    expect(
      benefitCreate.safeParse({
        type: "discord",
        description: "Discord",
        properties: { guild_token: "t", role_id: "1", kick_member: true },
      }).success,
    ).toBe(true);
    expect(
      refusalOf(benefitCreate, { type: "downloadables", description: "Files", properties: { files: [] } }),
    ).toMatchInlineSnapshot(`
      [
        {
          "code": "too_small",
          "message": "Too small: expected array to have >=1 items",
          "path": "properties.files",
        },
      ]
    `);
  });

  it("requires the type on updates and allows partial changes", () => {
    expect(benefitUpdate.safeParse({ type: "custom", description: "Renamed" }).success).toBe(true);
    expect(refusalOf(benefitUpdate, { description: "Renamed" })).toMatchInlineSnapshot(`
      [
        {
          "code": "invalid_union",
          "message": "Invalid discriminator value. Expected 'custom' | 'discord' | 'github_repository' | 'downloadables' | 'license_keys' | 'meter_credit' | 'feature_flag'",
          "path": "type",
        },
      ]
    `);
  });

  it("parses list filters (`type` on the wire)", () => {
    expect(benefitListQuery.parse({ type: ["custom", "discord"], sorting: "user_order" })).toMatchObject({
      type: ["custom", "discord"],
      sorting: [{ field: "user_order", direction: "asc" }],
    });
    expect(benefitListQuery.parse({ type: "feature_flag" })).toMatchObject({ type: ["feature_flag"] });
    expect(refusalOf(benefitListQuery, { type: "seat" })).toMatchInlineSnapshot(`
      [
        {
          "code": "invalid_value",
          "message": "Invalid option: expected one of "custom"|"discord"|"github_repository"|"downloadables"|"license_keys"|"meter_credit"|"feature_flag"",
          "path": "type.0",
        },
      ]
    `);
  });
});
