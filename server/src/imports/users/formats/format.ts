import type { ReadRow } from "../imported-user.ts";

/** The user formats `gatehouse import users --from` reads. */
export const USER_FORMATS = [
  "auth0",
  "clerk",
  "firebase",
  "supabase",
  "keycloak",
  "better-auth",
  "csv",
  "gatehouse",
] as const;
export type UserFormatName = (typeof USER_FORMATS)[number];

/** What a format may need beside its file (the command's flags, checked and typed). */
export type UserFormatOptions = {
  /** clerk: its organization memberships export (CSV). */
  memberships?: string;
  /** supabase: the rows of auth.identities (JSON array or CSV). */
  identities?: string;
  /** firebase: the project's password hash parameters (base64 key and separator). */
  firebase?: { hashKey: string; saltSeparator: string; rounds: number; memCost: number };
  /** keycloak: the client whose roles become organization roles. */
  keycloakClient?: string;
};

/**
 * A format's reader: streams its file (bounded memory, whatever the file's size) and yields each
 * row as an imported user or as the reason it is refused, with where the row is.
 */
export type UserFormatReader = (file: string, options: UserFormatOptions) => AsyncIterable<ReadRow>;
