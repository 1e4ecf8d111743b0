/**
 * A device an account has signed in from: the device cookie's id, and what a sign-in without the
 * cookie is recognised by (the browser and operating system families, and the network: the
 * address's /24 for IPv4, /56 for IPv6). Times as ISO-8601 UTC text.
 */
export type KnownDeviceTable = {
  user_id: string;
  device_id: string;
  browser: string;
  os: string;
  network: string;
  first_seen_at: string;
  last_seen_at: string;
};

/** A person's choice about new-device alert mails; no row means on. `alerts_enabled` is 1 or 0 on both dialects. */
export type NewDeviceSettingTable = {
  user_id: string;
  alerts_enabled: number;
  updated_at: string;
};

export type NewDeviceTables = {
  known_device: KnownDeviceTable;
  new_device_setting: NewDeviceSettingTable;
};
