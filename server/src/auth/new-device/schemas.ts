import * as z from "zod";

/** `POST /new-device/settings`: whether the signed-in person gets new-device alert mails. */
export const updateSettingsBodySchema = z.strictObject({ enabled: z.boolean() });

/** `POST /new-device/not-me`: the token of a "This wasn't me" link. */
export const notMeBodySchema = z.strictObject({ token: z.string().min(1).max(200) });

/**
 * What both settings routes answer: the person's choice, and whether the instance sends the
 * alerts at all (NEW_DEVICE_ALERTS; when not, the choice is kept but nothing is mailed).
 */
export const settingsSchema = z.object({ enabled: z.boolean(), available: z.boolean() });
export type NewDeviceSettings = z.infer<typeof settingsSchema>;
