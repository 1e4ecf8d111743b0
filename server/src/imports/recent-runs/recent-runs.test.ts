import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified } from "../../../test/helpers/account-flows.ts";
import { startTestServer, type TestClient, type TestServer } from "../../../test/helpers/test-server.ts";
import { createOrganization, expectRefused, type Organization, person } from "../../../test/organization/fixtures.ts";
import type { ImportRunView } from "./schemas.ts";

/** The admin page's recent imports: platform admins read the latest `import_run` rows; nobody else. */

const ADMIN = "imports-admin@example.com";
let server: TestServer;
let admin: TestClient;
let seller: Organization;

type Runs = { runs: ImportRunView[] };

async function insertRun(values: {
  id: string;
  kind: string;
  source: string;
  startedAt: string;
  organizationId?: string;
  finished?: boolean;
  refusals?: string;
}) {
  await server.gatehouse.database.db
    .insertInto("import_run")
    .values({
      id: values.id,
      kind: values.kind,
      source: values.source,
      organization_id: values.organizationId ?? null,
      input: `${values.source}.json`,
      dry_run: values.kind === "billing" ? 1 : 0,
      started_at: values.startedAt,
      finished_at: values.finished === false ? null : values.startedAt.replace(":00.000Z", ":42.000Z"),
      created: 3,
      updated: 1,
      unchanged: 7,
      refused: 2,
      refusals: values.refusals ?? JSON.stringify([{ position: "line 12", reason: "email is missing" }]),
    })
    .execute();
}

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: ADMIN } });
  admin = server.client();
  await signUpVerified(server, admin, ADMIN);
  const owner = await person(server, "seller");
  seller = await createOrganization(owner, { name: "Imported Seller" });
  await insertRun({ id: crypto.randomUUID(), kind: "users", source: "auth0", startedAt: "2026-03-01T10:00:00.000Z" });
  await insertRun({
    id: crypto.randomUUID(),
    kind: "billing",
    source: "stripe",
    startedAt: "2026-03-02T10:00:00.000Z",
    organizationId: seller.id,
  });
  await insertRun({
    id: crypto.randomUUID(),
    kind: "users",
    source: "clerk",
    startedAt: "2026-03-03T10:00:00.000Z",
    finished: false,
    refusals: "not json",
  });
});
afterAll(async () => server?.close());

describe("recent imports", () => {
  it("lists the latest runs first with counts, organization and refusals, for a platform admin", async () => {
    const response = await admin.get<Runs>("/admin/list-import-runs");
    expect(response.status).toBe(200);
    expect(response.body.runs.map((run) => run.source)).toEqual(["clerk", "stripe", "auth0"]);
    const [clerk, stripe, auth0] = response.body.runs;
    expect(clerk).toMatchObject({ finishedAt: null, refusals: [] });
    expect(stripe).toMatchObject({
      kind: "billing",
      dryRun: true,
      organization: { id: seller.id, name: "Imported Seller" },
    });
    expect(auth0).toEqual({
      id: expect.any(String),
      kind: "users",
      source: "auth0",
      organization: null,
      input: "auth0.json",
      dryRun: false,
      startedAt: "2026-03-01T10:00:00.000Z",
      finishedAt: "2026-03-01T10:00:42.000Z",
      created: 3,
      updated: 1,
      unchanged: 7,
      refused: 2,
      refusals: [{ position: "line 12", reason: "email is missing" }],
    });
    const limited = await admin.get<Runs>("/admin/list-import-runs", { query: { limit: "1" } });
    expect(limited.body.runs.map((run) => run.source)).toEqual(["clerk"]);
    expect((await admin.get("/admin/list-import-runs", { query: { limit: "0" } })).status).toBe(400);
  });

  it("refuses a signed-in user who is not a platform admin, and a visitor", async () => {
    const user = await person(server, "plain");
    expectRefused(await user.client.get("/admin/list-import-runs"), 403, "You are not allowed to list import runs");
    expect((await server.client().get("/admin/list-import-runs")).status).toBe(401);
  });
});
