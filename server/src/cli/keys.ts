import { KEY_GRACE_MS, PUBLISH_LEAD_MS } from "../auth/signing-keys/policy.ts";
import { listSigningKeys, rotateSigningKey, type SigningKeyView } from "../auth/signing-keys/service.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { withCommandContext } from "./context.ts";
import { CommandFailure } from "./failures.ts";

const say = (line: string) => process.stdout.write(`${line}\n`);
const minutes = (ms: number) => `${Math.round(ms / 60_000)} minutes`;
const hours = (ms: number) => `${Math.round(ms / 3_600_000)} hours`;

/**
 * `gatehouse keys rotate`: publishes a new signing key that signs once relying parties have had
 * time to fetch it; `--now` (an emergency) signs with it at once. Refused while a rotation is
 * under way, unless `--now`.
 */
export async function rotateKeysCommand(options: { now?: boolean }): Promise<void> {
  await withCommandContext(async ({ config, database }) => {
    await migrateToLatest(database);
    const outcome = await rotateSigningKey(database.db, config.authSecret, { immediately: options.now === true });
    if (!outcome.rotated) {
      throw new CommandFailure(
        `a rotation is under way: key ${outcome.next.kid} signs from ${outcome.next.signsFrom.toISOString()} (--now replaces it with a key that signs at once)`,
      );
    }
    const retiring = `the key${outcome.replaced === 1 ? "" : "s"} it replaces stay${outcome.replaced === 1 ? "s" : ""} published ${hours(KEY_GRACE_MS)} after, so what ${outcome.replaced === 1 ? "it" : "they"} signed still verifies`;
    if (options.now) {
      say(`key ${outcome.kid} signs now: an emergency rotation, without publishing the key ahead.`);
      say("Relying parties that cached the key set must fetch it again when they meet the new key id.");
      if (outcome.replaced > 0) say(`${retiring[0]?.toUpperCase()}${retiring.slice(1)}.`);
    } else if (outcome.replaced === 0) {
      say(`key ${outcome.kid} signs now (there was no key before).`);
    } else {
      const at = outcome.signsFrom.toISOString();
      say(`key ${outcome.kid} is published now and signs from ${at} (in ${minutes(PUBLISH_LEAD_MS)});`);
      say(`${retiring}.`);
    }
  });
}

/** `gatehouse keys list`: the published keys, newest first. */
export async function listKeysCommand(options: { json?: boolean }): Promise<void> {
  await withCommandContext(async ({ database }) => {
    await migrateToLatest(database);
    const keys = await listSigningKeys(database.db);
    if (options.json) {
      for (const key of keys) say(JSON.stringify(asJson(key)));
      return;
    }
    if (keys.length === 0) {
      say("no signing key yet: the first one is made when something is first signed or /api/auth/jwks is read");
      return;
    }
    const rows = keys.map((key) => [
      key.kid,
      key.state,
      key.createdAt.toISOString(),
      key.signsFrom.toISOString(),
      key.retiresAt?.toISOString() ?? "-",
    ]);
    printTable([["KID", "STATE", "CREATED", "SIGNS FROM", "RETIRES"], ...rows]);
  });
}

function asJson(key: SigningKeyView) {
  return {
    kid: key.kid,
    alg: key.alg,
    state: key.state,
    created_at: key.createdAt.toISOString(),
    signs_from: key.signsFrom.toISOString(),
    retires_at: key.retiresAt?.toISOString() ?? null,
  };
}

function printTable(rows: readonly string[][]): void {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  for (const row of rows)
    say(
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join("  ")
        .trimEnd(),
    );
}
