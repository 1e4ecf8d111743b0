import { type Executor, inTransaction } from "../../db/transaction.ts";
import { nowIso } from "../../kit/time.ts";
import type { KnownDeviceTable } from "./tables.ts";

/** How many devices an account keeps; the least recently seen go first. */
export const MAX_DEVICES_PER_USER = 50;

/** What a sign-in is recognised by when its browser sends no device cookie this account knows. */
export type DeviceFamily = Pick<KnownDeviceTable, "browser" | "os" | "network">;

/** What the account knew of a sign-in's device before it was recorded. */
export type DeviceSighting = {
  /** The account had no device yet: its first sign-in. */
  firstForAccount: boolean;
  /** The device cookie, or the browser, system and network, were seen for this account before. */
  known: boolean;
};

async function sightingOf(
  trx: Executor,
  userId: string,
  deviceId: string | null,
  family: DeviceFamily,
): Promise<DeviceSighting> {
  const devices = await trx
    .selectFrom("known_device")
    .select(["device_id", "browser", "os", "network"])
    .where("user_id", "=", userId)
    .where((eb) =>
      eb.or([
        eb("device_id", "=", deviceId ?? ""),
        eb.and([eb("browser", "=", family.browser), eb("os", "=", family.os), eb("network", "=", family.network)]),
      ]),
    )
    .limit(1)
    .execute();
  if (devices.length > 0) return { firstForAccount: false, known: true };
  const any = await trx.selectFrom("known_device").select("device_id").where("user_id", "=", userId).limit(1).execute();
  return { firstForAccount: any.length === 0, known: false };
}

/**
 * Records a sign-in's device for the account (seen now; first seen kept) and drops the account's
 * least recently seen devices past MAX_DEVICES_PER_USER, in one transaction; answers what the
 * account knew of the device before.
 */
export function recordDevice(
  db: Executor,
  userId: string,
  deviceId: string,
  presentedDeviceId: string | null,
  family: DeviceFamily,
): Promise<DeviceSighting> {
  return inTransaction(db, async (trx) => {
    const sighting = await sightingOf(trx, userId, presentedDeviceId, family);
    const now = nowIso();
    await trx
      .insertInto("known_device")
      .values({ user_id: userId, device_id: deviceId, ...family, first_seen_at: now, last_seen_at: now })
      .onConflict((oc) => oc.columns(["user_id", "device_id"]).doUpdateSet({ ...family, last_seen_at: now }))
      .execute();
    // The device signing in now is always kept; of the others, the most recently seen.
    const othersKept = trx
      .selectFrom("known_device")
      .select("device_id")
      .where("user_id", "=", userId)
      .where("device_id", "!=", deviceId)
      .orderBy("last_seen_at", "desc")
      .orderBy("device_id")
      .limit(MAX_DEVICES_PER_USER - 1);
    await trx
      .deleteFrom("known_device")
      .where("user_id", "=", userId)
      .where("device_id", "!=", deviceId)
      .where("device_id", "not in", othersKept)
      .execute();
    return sighting;
  });
}

/** Whether the person gets new-device alert mails: on unless they turned them off. */
export async function alertsEnabledFor(db: Executor, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("new_device_setting")
    .select("alerts_enabled")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row === undefined || Number(row.alerts_enabled) === 1;
}

export async function saveAlertsEnabled(db: Executor, userId: string, enabled: boolean): Promise<void> {
  const values = { alerts_enabled: enabled ? 1 : 0, updated_at: nowIso() };
  await db
    .insertInto("new_device_setting")
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
    .execute();
}
