import { afterAll, describe, expect, it } from "vitest";
import { killChildServers, startChildServer, stopChild } from "../helpers/child-server.ts";
import { runGatehouse } from "../helpers/gatehouse-command.ts";
import { testDatabaseKind } from "../helpers/test-database.ts";
import { startTestServer } from "../helpers/test-server.ts";
import { FIXTURE_AUTH_SECRET, fixtureSeeds, fixtureVersions, restoreFixture } from "./fixtures.ts";
import { previousRelease, previousReleaseServer } from "./previous-release.ts";
import { expectReleaseSmoke } from "./smoke.ts";

/**
 * A rolling deploy: `gatehouse migrate` brings the database to this release's migrations while the
 * previous release still serves it, then both releases serve it side by side until the old
 * processes are replaced. The previous release's own server (its sources from the repository's
 * history) must keep passing the smoke suite on the migrated database, beside this release's.
 */
afterAll(() => killChildServers());

describe("a rolling deploy from the previous release", () => {
  it(`release ${previousRelease().version} keeps serving a database this release migrated, beside this release`, {
    timeout: 240_000,
  }, async () => {
    const latest = fixtureVersions().at(-1);
    if (!latest) throw new Error("no release fixture to deploy onto");
    const seed = fixtureSeeds(latest)[testDatabaseKind()];
    const database = await restoreFixture(latest);
    const previous = previousReleaseServer();
    try {
      const env = { ...database.env, AUTH_SECRET: FIXTURE_AUTH_SECRET };
      const migrated = await runGatehouse(["migrate"], env);
      expect(migrated.code, migrated.stderr).toBe(0);

      const old = await startChildServer(
        database,
        { AUTH_SECRET: FIXTURE_AUTH_SECRET, GATEHOUSE_ROLE: "api" },
        previous.launch,
      );
      const current = await startTestServer({
        database,
        env: { AUTH_SECRET: FIXTURE_AUTH_SECRET, GATEHOUSE_ROLE: "api" },
      });
      try {
        await expectReleaseSmoke(old.url, seed);
        await expectReleaseSmoke(current.url, seed);
        // The old release's health answer has no version; this release's says which it is.
        expect(await (await fetch(`${current.url}/healthz`)).json()).toMatchObject({ version: expect.any(String) });
      } finally {
        await current.close();
        await stopChild(old.child, "SIGTERM");
      }
    } finally {
      previous.remove();
      await database.drop();
    }
  });
});
