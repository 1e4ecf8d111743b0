import { describe, expect, it } from "vitest";
import { benefitSamples } from "../common/wire-samples.ts";
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
    expect(benefitCreate.safeParse({ ...custom, description: "ab" }).success).toBe(false);
    expect(benefitCreate.safeParse({ ...custom, description: "x".repeat(43) }).success).toBe(false);
    const github = {
      type: "github_repository",
      description: "Repo access",
      properties: { repository_owner: "acme", repository_name: "app", permission: "maintain" },
    };
    expect(benefitCreate.safeParse(github).success).toBe(true);
    expect(
      benefitCreate.safeParse({ ...github, properties: { ...github.properties, permission: "write" } }).success,
    ).toBe(false);
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
      benefitCreate.safeParse({ ...keys, properties: { activations: { limit: 51, enable_customer_admin: false } } })
        .success,
    ).toBe(false);
    expect(benefitCreate.safeParse({ ...keys, properties: { limit_usage: 0 } }).success).toBe(false);
    expect(
      benefitCreate.safeParse({
        type: "meter_credit",
        description: "Credits",
        properties: { units: 10, rollover: false, meter_id: METER },
      }).success,
    ).toBe(true);
    expect(
      benefitCreate.safeParse({
        type: "meter_credit",
        description: "Credits",
        properties: { units: 1.5, rollover: false, meter_id: METER },
      }).success,
    ).toBe(false);
    expect(
      benefitCreate.safeParse({
        type: "discord",
        description: "Discord",
        properties: { guild_token: "t", role_id: "1", kick_member: true },
      }).success,
    ).toBe(true);
    expect(
      benefitCreate.safeParse({ type: "downloadables", description: "Files", properties: { files: [] } }).success,
    ).toBe(false);
  });

  it("requires the type on updates and allows partial changes", () => {
    expect(benefitUpdate.safeParse({ type: "custom", description: "Renamed" }).success).toBe(true);
    expect(benefitUpdate.safeParse({ description: "Renamed" }).success).toBe(false);
  });

  it("parses list filters (`type` on the wire)", () => {
    expect(benefitListQuery.parse({ type: ["custom", "discord"], sorting: "user_order" })).toMatchObject({
      type: ["custom", "discord"],
      sorting: [{ field: "user_order", direction: "asc" }],
    });
    expect(benefitListQuery.safeParse({ type: "feature_flag" }).success).toBe(false);
  });
});
