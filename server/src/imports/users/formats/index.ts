import { readAuth0Users } from "./auth0.ts";
import { readBetterAuthUsers } from "./better-auth.ts";
import { readClerkUsers } from "./clerk.ts";
import { readCsvUsers } from "./csv.ts";
import { readFirebaseUsers } from "./firebase.ts";
import type { UserFormatName, UserFormatReader } from "./format.ts";
import { readGatehouseUsers } from "./gatehouse.ts";
import { readKeycloakUsers } from "./keycloak.ts";
import { readSupabaseUsers } from "./supabase.ts";

/** The reader of each format `gatehouse import users --from` names; a format without one is not available yet. */
export const USER_FORMAT_READERS: Partial<Record<UserFormatName, UserFormatReader>> = {
  auth0: readAuth0Users,
  clerk: readClerkUsers,
  firebase: readFirebaseUsers,
  supabase: readSupabaseUsers,
  keycloak: readKeycloakUsers,
  "better-auth": readBetterAuthUsers,
  csv: readCsvUsers,
  gatehouse: readGatehouseUsers,
};
