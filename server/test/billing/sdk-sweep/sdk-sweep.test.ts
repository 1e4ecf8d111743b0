import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../helpers/test-server.ts";
import { callEveryMethod, type Outcome } from "./call-every-method.ts";
import { type Answer, checkAgainstDeclaredTypes, type TypeMismatch } from "./declared-type-check.ts";
import { METHOD_INPUTS } from "./method-inputs.ts";
import { PENDING, SDK_TYPE_GAPS } from "./pending.ts";
import { API_VERSIONS, type ApiVersion, needsCustomerSession, sweptMethods } from "./sdk-methods.ts";
import { seedOrganization } from "./seed.ts";

/**
 * Every method of @polar-sh/sdk 1.0.1, in each API version, called against one Gatehouse
 * server seeded with realistic data (an organization per version, so each version's deletes
 * and revokes act on their own objects), every answer checked against the type the SDK
 * declares for it. Methods in pending.ts must fail cleanly (4xx) until Gatehouse serves them.
 */

let server: TestServer;
const outcomesOf = new Map<ApiVersion, Outcome[]>();
let mismatches: TypeMismatch[] = [];

beforeAll(async () => {
  server = await startTestServer();
  for (const version of API_VERSIONS) {
    const seed = await seedOrganization(server, `sweep-${version.replace("-", "")}`);
    outcomesOf.set(version, await callEveryMethod(server, version, seed, sweptMethods(version)));
  }
  const answers: Answer[] = [...outcomesOf].flatMap(([version, outcomes]) =>
    outcomes.flatMap((outcome) =>
      outcome.kind === "answered"
        ? [
            {
              version,
              method: outcome.method,
              value: withoutFields(outcome.value, SDK_TYPE_GAPS[outcome.method]?.fields),
            },
          ]
        : [],
    ),
  );
  mismatches = checkAgainstDeclaredTypes(answers);
}, 900_000);

/** `value` without the fields named `fields`, at any depth (the SDK's type gaps, pending.ts). */
function withoutFields(value: unknown, fields: string[] | undefined): unknown {
  if (!fields || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => withoutFields(item, fields));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !fields.includes(key))
      .map(([key, field]) => [key, withoutFields(field, fields)]),
  );
}

afterAll(async () => {
  await server?.close();
});

/** Why a method does not pass as it should, or nothing when it does. */
function verdict(outcome: Outcome, typeErrors: string[]): string | undefined {
  const pending = PENDING[outcome.method];
  if (pending !== undefined) {
    if (outcome.kind === "answered")
      return `answers now${typeErrors.length ? ` (with ${typeErrors.join("; ")})` : ""}: remove it from pending.ts (${pending})`;
    if (outcome.kind === "client-error") return undefined;
    return `pending (${pending}) but not a clean client error: ${outcome.kind} ${"status" in outcome ? outcome.status : ""} ${outcome.detail}`;
  }
  if (outcome.kind !== "answered")
    return `${outcome.kind}${"status" in outcome ? ` ${outcome.status}` : ""}: ${outcome.detail}`;
  return typeErrors.length ? typeErrors.join("\n    ") : undefined;
}

describe("every method of @polar-sh/sdk 1.0.1 against Gatehouse", () => {
  it("the input table has an entry for every method of the package, and pending.ts only methods of it", () => {
    for (const version of API_VERSIONS) {
      const methods = sweptMethods(version);
      expect(
        methods.filter((method) => !(method in METHOD_INPUTS)),
        `${version}: methods without inputs`,
      ).toEqual([]);
      expect(
        Object.keys(METHOD_INPUTS).filter((method) => !methods.includes(method)),
        "inputs of no method",
      ).toEqual([]);
      expect(
        Object.keys(PENDING).filter((method) => !methods.includes(method)),
        "pending methods of no SDK",
      ).toEqual([]);
      const portal = methods.filter(needsCustomerSession).length;
      process.stdout.write(
        `[sdk-sweep] ${version}: ${methods.length} methods (${methods.length - portal} with an organization token, ${portal} with a customer session)\n`,
      );
    }
  });

  for (const version of API_VERSIONS) {
    it(`${version}: every method answers as the SDK declares`, () => {
      const outcomes = outcomesOf.get(version) ?? [];
      const results = outcomes.map((outcome) => {
        const typeErrors = mismatches
          .filter((mismatch) => mismatch.version === version && mismatch.method === outcome.method)
          .map((mismatch) => mismatch.message);
        return { method: outcome.method, pending: outcome.method in PENDING, why: verdict(outcome, typeErrors) };
      });
      const failures = results.flatMap((result) => (result.why ? [`${result.method}: ${result.why}`] : []));
      const passing = results.filter((result) => !result.pending && !result.why).length;
      const pending = results.filter((result) => result.pending).length;
      process.stdout.write(
        `[sdk-sweep] ${version}: ${passing} passing / ${pending} pending / ${outcomes.length} total` +
          (failures.length ? ` (${failures.length} failing)\n` : "\n"),
      );
      expect(outcomes.length).toBe(sweptMethods(version).length);
      expect(failures, failures.join("\n")).toEqual([]);
    });
  }
});
