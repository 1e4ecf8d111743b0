import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files that take longest, in seconds of one worker on a loaded 2-core machine (a whole run of
 * both projects, December 2026): [file, PostgreSQL, SQLite]. Rough and noisy; only the order matters.
 */
const SLOW_FILES: ReadonlyArray<readonly [string, number, number]> = [
  ["test/organization/permission-matrix.test.ts", 109, 116],
  ["test/billing/route-sweep.test.ts", 30, 60],
  ["test/billing/sdk-sweep/sdk-sweep.test.ts", 89, 32],
  ["test/cli/admin-create.test.ts", 86, 38],
  ["test/http/auth-wrong-types.test.ts", 85, 41],
  ["test/upgrade/forward-migration.test.ts", 53, 9],
  ["test/cluster/cluster.pg-test.ts", 52, 0],
  ["test/billing/checkouts.test.ts", 21, 43],
  ["test/cluster/revocation-redis.test.ts", 41, 8],
  ["test/imports/users-csv.test.ts", 32, 41],
  ["test/upgrade/rolling-deploy.test.ts", 34, 41],
  ["test/imports/billing-polar.test.ts", 24, 41],
  ["test/webhooks/crash-restart.test.ts", 39, 22],
  ["test/cli/commands.test.ts", 28, 37],
  ["test/jwt/key-rotation-processes.test.ts", 17, 34],
  ["test/imports/origins.test.ts", 31, 33],
  ["test/cluster/revocation.test.ts", 6, 33],
  ["test/audit/streams-formats.test.ts", 32, 27],
  ["test/billing/metadata-filter.test.ts", 32, 5],
  ["test/billing/products.test.ts", 7, 31],
  ["test/http/json-logs.test.ts", 28, 19],
  ["test/organization/teams.test.ts", 26, 15],
  ["test/auth/rate-limit.test.ts", 26, 3],
  ["test/imports/users-round-trip.test.ts", 26, 16],
  ["test/auth/password-cost.test.ts", 24, 12],
  ["test/billing/subscriptions.test.ts", 22, 21],
  ["test/billing/access-token-creators.test.ts", 22, 3],
  ["test/auth/lockout.test.ts", 21, 2],
  ["test/billing/subscriptions-lifecycle.test.ts", 17, 20],
  ["test/imports/billing-stripe.test.ts", 15, 20],
  ["test/auth/sign-in.test.ts", 20, 9],
  ["test/http/unsafe-input.test.ts", 20, 8],
  ["test/two-factor/two-factor.test.ts", 11, 19],
  ["test/organization/built-in-role-routes.test.ts", 18, 17],
  ["test/app-integration/portal.test.ts", 6, 18],
];

const seconds = new Map(
  SLOW_FILES.flatMap(([file, postgres, sqlite]) => [
    [`postgres:${file}`, postgres],
    [`sqlite:${file}`, sqlite],
  ]),
);

/**
 * Vitest orders files by the durations of the last run on this machine, and without them (CI starts
 * from `npm ci`, which has none) by file size: a short file that runs for minutes (the permission
 * matrix, the CLI tests) then starts near the end and one worker finishes it alone while the others
 * wait. This runs the known slow files of each project first, longest first, then the rest in
 * Vitest's order. Projects stay one after the other: a worker is reused only for the same project.
 */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files);
    const weight = (spec: TestSpecification): number => {
      const file = spec.moduleId.slice(spec.project.config.root.length).replace(/^\//, "");
      return seconds.get(`${spec.project.name}:${file}`) ?? 0;
    };
    const position = new Map(base.map((spec, index) => [spec, index]));
    return [...base].sort((a, b) => {
      if (a.project.name !== b.project.name) return (position.get(a) ?? 0) - (position.get(b) ?? 0);
      return weight(b) - weight(a) || (position.get(a) ?? 0) - (position.get(b) ?? 0);
    });
  }
}
