import { z } from "zod";
import type { ImportedMembership, ReadRow, RowPosition } from "../imported-user.ts";
import { fullName, normalizedEmail, present, timestampSchema } from "./fields.ts";
import type { UserFormatReader } from "./format.ts";
import { readArrayItems } from "./json-stream.ts";
import { credentialSchema, keycloakPasswordHash, keycloakTotpSecret } from "./keycloak-credentials.ts";
import { gatehouseProviderId } from "./provider-ids.ts";
import { checkedUser, describeIssues } from "./read-row.ts";
import { slugFrom } from "./slug.ts";

/**
 * Keycloak: a realm export (`kc.sh export --realm <realm> --file <file>`, or one of the users
 * files `--dir` writes), read a user at a time. Top-level groups are organizations, subgroups
 * their teams; with `--client`, that client's roles are the organization role.
 */

const text = z.string().nullish();

const keycloakUserSchema = z.object({
  id: z.string().min(1),
  username: text,
  email: text,
  emailVerified: z.boolean().nullish(),
  firstName: text,
  lastName: text,
  enabled: z.boolean().nullish(),
  createdTimestamp: timestampSchema.nullish(),
  serviceAccountClientId: text,
  credentials: z.array(credentialSchema).nullish(),
  federatedIdentities: z.array(z.object({ identityProvider: z.string(), userId: z.string() })).nullish(),
  groups: z.array(z.string()).nullish(),
  realmRoles: z.array(z.string()).nullish(),
  clientRoles: z.record(z.string(), z.array(z.string())).nullish(),
});
type KeycloakUser = z.infer<typeof keycloakUserSchema>;

/** Keycloak's identity provider aliases where Gatehouse's provider ids differ. */
const PROVIDER_ALIASES: Readonly<Record<string, string>> = {
  "linkedin-openid-connect": "linkedin",
};
const GATEHOUSE_ROLES = new Set(["owner", "admin", "member"]);

export const readKeycloakUsers: UserFormatReader = async function* (file, options) {
  for await (const item of readArrayItems(file, new Set(["users"]))) {
    if (item.key === "users") yield keycloakRow(`users[${item.index}]`, item.value, options.keycloakClient ?? null);
  }
};

function keycloakRow(position: RowPosition, value: unknown, client: string | null): ReadRow {
  const parsed = keycloakUserSchema.safeParse(value);
  if (!parsed.success) return { position, refused: describeIssues(parsed.error) };
  const user = parsed.data;
  if (user.serviceAccountClientId) return { position, refused: "a client's service account, not a person" };
  if (user.enabled === false) return { position, refused: "disabled in Keycloak" };
  const email = normalizedEmail(user.email);
  if (!email) return { position, refused: "no email address" };
  const password = keycloakPasswordHash(user.credentials ?? []);
  if ("refused" in password) return { position, refused: password.refused };
  const totp = keycloakTotpSecret(user.credentials ?? []);
  if ("refused" in totp) return { position, refused: totp.refused };
  return checkedUser(position, {
    externalId: user.id,
    email,
    emailVerified: user.emailVerified ?? false,
    name: fullName(user.firstName, user.lastName) || (present(user.username) ?? ""),
    createdAt: user.createdTimestamp ?? null,
    passwordHash: password.value,
    totpSecret: totp.value,
    identities: (user.federatedIdentities ?? []).map((identity) => ({
      providerId: gatehouseProviderId(identity.identityProvider, PROVIDER_ALIASES),
      accountId: identity.userId,
    })),
    memberships: membershipsOf(user, client),
    platformAdmin: (user.realmRoles ?? []).includes("admin"),
  });
}

/** One membership per top-level group the user is in (or under): "/Acme/Engineering/Backend" is Acme, team Engineering/Backend. */
function membershipsOf(user: KeycloakUser, client: string | null): ImportedMembership[] {
  const role = organizationRole(user, client);
  const teamsByOrganization = new Map<string, string[]>();
  for (const path of user.groups ?? []) {
    const [organization, ...team] = path.split("/").filter(Boolean);
    if (!organization) continue;
    const teams = teamsByOrganization.get(organization) ?? [];
    if (team.length > 0 && !teams.includes(team.join("/"))) teams.push(team.join("/"));
    teamsByOrganization.set(organization, teams);
  }
  return [...teamsByOrganization].map(([name, teams]) => ({
    organization: { externalId: slugFrom(name), name, slug: slugFrom(name) },
    role,
    teams,
  }));
}

/** The client's roles, Gatehouse's own when the names match (any case), comma-separated; member without. */
function organizationRole(user: KeycloakUser, client: string | null): string {
  const roles = client ? (user.clientRoles?.[client] ?? []) : [];
  const names = roles.map((role) => (GATEHOUSE_ROLES.has(role.toLowerCase()) ? role.toLowerCase() : role));
  return names.length > 0 ? [...new Set(names)].join(",") : "member";
}
