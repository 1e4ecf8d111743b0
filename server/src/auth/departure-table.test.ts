import { existsSync } from "node:fs";
import { scim } from "@better-auth/scim";
import { describe, expect, it } from "vitest";
import { adminDepartures } from "./admin/departures.ts";
import { apiKeyDepartures } from "./api-keys/departures.ts";
import type { Departure } from "./departure-table.ts";
import { sessionAndAccountDepartures } from "./departures.ts";
import { oauthProviderDepartures } from "./oauth-provider/departures.ts";
import { organizationDepartures } from "./organization/departures.ts";
import { scimDepartures } from "./scim/departures.ts";
import { scimRoutes } from "./scim/scim-routes.ts";
import { signingKeyDepartures } from "./signing-keys/departures.ts";
import { socialDepartures } from "./social/departures.ts";

/**
 * Every row of every departure table says why in its own words and names a test that exists.
 * The tables are built with stand-ins: building a row wires hooks, it runs no query.
 */
const stub = {} as never;
const tables: Record<string, Departure[]> = {
  "departures.ts": sessionAndAccountDepartures(stub, {
    passwordLength: { min: 8, max: 128 },
    lockout: { threshold: 5, windowSeconds: 900, durationSeconds: 900 },
    db: stub,
    resetPageURL: "http://127.0.0.1/forgot-password",
    breached: { enabled: true, apiURL: "http://127.0.0.1:1", logger: stub },
  }),
  "admin/departures.ts": adminDepartures(["admin@example.com"]),
  "api-keys/departures.ts": apiKeyDepartures(stub),
  "organization/departures.ts": organizationDepartures(stub),
  "social/departures.ts": socialDepartures(),
  "oauth-provider/departures.ts": oauthProviderDepartures({ allowLoopbackRedirects: true }),
  "signing-keys/departures.ts": signingKeyDepartures,
  "scim/departures.ts": scimDepartures(
    scimRoutes(scim({ connections: [], managedConnections: { credentialHashSecret: "x".repeat(32) } })),
    stub,
    stub,
  ),
};
const rows = Object.entries(tables).flatMap(([table, departures]) => departures.map((row) => ({ table, ...row })));

describe("the departure tables", () => {
  it("have rows", () => {
    expect(rows.length).toBeGreaterThan(40);
  });

  it("name a test that exists for every row", () => {
    const server = new URL("../../", import.meta.url);
    const missing = rows.filter((row) => !existsSync(new URL(row.test, server)));
    expect(missing.map((row) => `${row.table}: ${row.rule} -> ${row.test}`)).toEqual([]);
  });

  it("say why in their own words: no section numbers, issue numbers or outside documents", () => {
    const cited = rows.filter((row) => /§|\bissue\b|\bspec\b|\bdesign\.md\b/i.test(`${row.rule} ${row.why}`));
    expect(cited.map((row) => `${row.table}: ${row.rule}`)).toEqual([]);
  });
});
