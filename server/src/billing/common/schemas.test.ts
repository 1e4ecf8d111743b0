import { z } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { refusalOf } from "../../../test/helpers/schema-refusal.ts";
import { sortingQuery } from "./query.ts";
import { addressInput, datetime, listQueryBase, metadataInput } from "./schemas.ts";

describe("common wire shapes", () => {
  it("accepts string, integer, number and boolean metadata values within Polar's limits", () => {
    expect(metadataInput.safeParse({ a: "x", b: 1, c: 1.5, d: false }).success).toBe(true);
    expect(refusalOf(metadataInput, { a: null })).toMatchInlineSnapshot(`
      [
        {
          "branches": [
            [
              "(root): Invalid input: expected string, received null",
            ],
            [
              "(root): Invalid input: expected number, received null",
            ],
            [
              "(root): Invalid input: expected number, received null",
            ],
            [
              "(root): Invalid input: expected boolean, received null",
            ],
          ],
          "code": "invalid_union",
          "message": "Invalid input",
          "path": "a",
        },
      ]
    `);
    expect(refusalOf(metadataInput, { a: { nested: true } })).toMatchInlineSnapshot(`
      [
        {
          "branches": [
            [
              "(root): Invalid input: expected string, received object",
            ],
            [
              "(root): Invalid input: expected number, received object",
            ],
            [
              "(root): Invalid input: expected number, received object",
            ],
            [
              "(root): Invalid input: expected boolean, received object",
            ],
          ],
          "code": "invalid_union",
          "message": "Invalid input",
          "path": "a",
        },
      ]
    `);
    expect(refusalOf(metadataInput, { ["k".repeat(41)]: "x" })).toMatchInlineSnapshot(`
      [
        {
          "code": "invalid_key",
          "message": "Invalid key in record",
          "path": "kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk",
        },
      ]
    `);
    expect(refusalOf(metadataInput, { a: "x".repeat(501) })).toMatchInlineSnapshot(`
      [
        {
          "code": "too_big",
          "message": "Too big: expected string to have <=500 characters",
          "path": "a",
        },
      ]
    `);
    const fifty = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, i]));
    expect(metadataInput.safeParse(fifty).success).toBe(true);
    expect(refusalOf(metadataInput, { ...fifty, extra: 1 })).toMatchInlineSnapshot(`
      [
        {
          "code": "custom",
          "message": "At most 50 metadata keys are allowed",
          "path": "",
        },
      ]
    `);
  });

  it("requires a country in addresses", () => {
    expect(addressInput.safeParse({ country: "FR" }).success).toBe(true);
    expect(refusalOf(addressInput, { line1: "1 rue" })).toMatchInlineSnapshot(`
      [
        {
          "code": "invalid_value",
          "message": "Invalid option: expected one of "AD"|"AE"|"AF"|"AG"|"AI"|"AL"|"AM"|"AO"|"AQ"|"AR"|"AS"|"AT"|"AU"|"AW"|"AX"|"AZ"|"BA"|"BB"|"BD"|"BE"|"BF"|"BG"|"BH"|"BI"|"BJ"|"BL"|"BM"|"BN"|"BO"|"BQ"|"BR"|"BS"|"BT"|"BV"|"BW"|"BY"|"BZ"|"CA"|"CC"|"CD"|"CF"|"CG"|"CH"|"CI"|"CK"|"CL"|"CM"|"CN"|"CO"|"CR"|"CV"|"CW"|"CX"|"CY"|"CZ"|"DE"|"DJ"|"DK"|"DM"|"DO"|"DZ"|"EC"|"EE"|"EG"|"EH"|"ER"|"ES"|"ET"|"FI"|"FJ"|"FK"|"FM"|"FO"|"FR"|"GA"|"GB"|"GD"|"GE"|"GF"|"GG"|"GH"|"GI"|"GL"|"GM"|"GN"|"GP"|"GQ"|"GR"|"GS"|"GT"|"GU"|"GW"|"GY"|"HK"|"HM"|"HN"|"HR"|"HT"|"HU"|"ID"|"IE"|"IL"|"IM"|"IN"|"IO"|"IQ"|"IS"|"IT"|"JE"|"JM"|"JO"|"JP"|"KE"|"KG"|"KH"|"KI"|"KM"|"KN"|"KR"|"KW"|"KY"|"KZ"|"LA"|"LB"|"LC"|"LI"|"LK"|"LR"|"LS"|"LT"|"LU"|"LV"|"LY"|"MA"|"MC"|"MD"|"ME"|"MF"|"MG"|"MH"|"MK"|"ML"|"MM"|"MN"|"MO"|"MP"|"MQ"|"MR"|"MS"|"MT"|"MU"|"MV"|"MW"|"MX"|"MY"|"MZ"|"NA"|"NC"|"NE"|"NF"|"NG"|"NI"|"NL"|"NO"|"NP"|"NR"|"NU"|"NZ"|"OM"|"PA"|"PE"|"PF"|"PG"|"PH"|"PK"|"PL"|"PM"|"PN"|"PR"|"PS"|"PT"|"PW"|"PY"|"QA"|"RE"|"RO"|"RS"|"RW"|"SA"|"SB"|"SC"|"SD"|"SE"|"SG"|"SH"|"SI"|"SJ"|"SK"|"SL"|"SM"|"SN"|"SO"|"SR"|"SS"|"ST"|"SV"|"SX"|"SZ"|"TC"|"TD"|"TF"|"TG"|"TH"|"TJ"|"TK"|"TL"|"TM"|"TN"|"TO"|"TR"|"TT"|"TV"|"TW"|"TZ"|"UA"|"UG"|"UM"|"US"|"UY"|"UZ"|"VA"|"VC"|"VE"|"VG"|"VI"|"VN"|"VU"|"WF"|"WS"|"YE"|"YT"|"ZA"|"ZM"|"ZW"",
          "path": "country",
        },
      ]
    `);
    expect(refusalOf(addressInput, { country: "XX" })).toMatchInlineSnapshot(`
      [
        {
          "code": "invalid_value",
          "message": "Invalid option: expected one of "AD"|"AE"|"AF"|"AG"|"AI"|"AL"|"AM"|"AO"|"AQ"|"AR"|"AS"|"AT"|"AU"|"AW"|"AX"|"AZ"|"BA"|"BB"|"BD"|"BE"|"BF"|"BG"|"BH"|"BI"|"BJ"|"BL"|"BM"|"BN"|"BO"|"BQ"|"BR"|"BS"|"BT"|"BV"|"BW"|"BY"|"BZ"|"CA"|"CC"|"CD"|"CF"|"CG"|"CH"|"CI"|"CK"|"CL"|"CM"|"CN"|"CO"|"CR"|"CV"|"CW"|"CX"|"CY"|"CZ"|"DE"|"DJ"|"DK"|"DM"|"DO"|"DZ"|"EC"|"EE"|"EG"|"EH"|"ER"|"ES"|"ET"|"FI"|"FJ"|"FK"|"FM"|"FO"|"FR"|"GA"|"GB"|"GD"|"GE"|"GF"|"GG"|"GH"|"GI"|"GL"|"GM"|"GN"|"GP"|"GQ"|"GR"|"GS"|"GT"|"GU"|"GW"|"GY"|"HK"|"HM"|"HN"|"HR"|"HT"|"HU"|"ID"|"IE"|"IL"|"IM"|"IN"|"IO"|"IQ"|"IS"|"IT"|"JE"|"JM"|"JO"|"JP"|"KE"|"KG"|"KH"|"KI"|"KM"|"KN"|"KR"|"KW"|"KY"|"KZ"|"LA"|"LB"|"LC"|"LI"|"LK"|"LR"|"LS"|"LT"|"LU"|"LV"|"LY"|"MA"|"MC"|"MD"|"ME"|"MF"|"MG"|"MH"|"MK"|"ML"|"MM"|"MN"|"MO"|"MP"|"MQ"|"MR"|"MS"|"MT"|"MU"|"MV"|"MW"|"MX"|"MY"|"MZ"|"NA"|"NC"|"NE"|"NF"|"NG"|"NI"|"NL"|"NO"|"NP"|"NR"|"NU"|"NZ"|"OM"|"PA"|"PE"|"PF"|"PG"|"PH"|"PK"|"PL"|"PM"|"PN"|"PR"|"PS"|"PT"|"PW"|"PY"|"QA"|"RE"|"RO"|"RS"|"RW"|"SA"|"SB"|"SC"|"SD"|"SE"|"SG"|"SH"|"SI"|"SJ"|"SK"|"SL"|"SM"|"SN"|"SO"|"SR"|"SS"|"ST"|"SV"|"SX"|"SZ"|"TC"|"TD"|"TF"|"TG"|"TH"|"TJ"|"TK"|"TL"|"TM"|"TN"|"TO"|"TR"|"TT"|"TV"|"TW"|"TZ"|"UA"|"UG"|"UM"|"US"|"UY"|"UZ"|"VA"|"VC"|"VE"|"VG"|"VI"|"VN"|"VU"|"WF"|"WS"|"YE"|"YT"|"ZA"|"ZM"|"ZW"",
          "path": "country",
        },
      ]
    `);
  });

  it("takes datetimes with Z or an offset only", () => {
    expect(datetime.safeParse("2025-01-01T00:00:00Z").success).toBe(true);
    expect(datetime.safeParse("2025-01-01T00:00:00+02:00").success).toBe(true);
    expect(refusalOf(datetime, "2025-01-01T00:00:00")).toMatchInlineSnapshot(`
      [
        {
          "code": "invalid_format",
          "message": "Invalid ISO datetime",
          "path": "",
        },
      ]
    `);
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
    expect(refusalOf(query, { limit: "101" })).toMatchInlineSnapshot(`
      [
        {
          "code": "too_big",
          "message": "Too big: expected number to be <=100",
          "path": "limit",
        },
      ]
    `);
    expect(refusalOf(query, { page: "0" })).toMatchInlineSnapshot(`
      [
        {
          "code": "too_small",
          "message": "Too small: expected number to be >=1",
          "path": "page",
        },
      ]
    `);
    expect(refusalOf(query, { sorting: ["created_at", "price"] })).toMatchInlineSnapshot(`
      [
        {
          "code": "invalid_value",
          "message": "Invalid option: expected one of "created_at"|"-created_at"|"name"|"-name"",
          "path": "sorting.1",
        },
      ]
    `);
  });
});
