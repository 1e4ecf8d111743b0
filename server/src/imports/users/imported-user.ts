import { z } from "zod";

/**
 * One user as every origin format is read into (imports/users/formats/*): what Gatehouse keeps of
 * a person from another system. A format's reader turns each of its rows into this, or into the
 * reason it cannot; the importer (imports/users/import-users.ts) writes it.
 */

/** A sign-in with a social or enterprise provider: Gatehouse's provider id and the provider's subject. */
export const importedIdentitySchema = z.object({
  /** Gatehouse's provider id: "google", "github", "apple", "microsoft", … */
  providerId: z.string().min(1),
  /** The provider's own id of the person (the OpenID `sub`, GitHub's numeric id, …). */
  accountId: z.string().min(1),
});

export const importedMembershipSchema = z.object({
  organization: z.object({
    /** The origin's id of the organization; the slug when the origin has none. */
    externalId: z.string().min(1),
    name: z.string().min(1),
    /** Lower-case letters, digits and dashes; made from the name when the origin has none. */
    slug: z.string().min(1),
  }),
  /** Gatehouse's role names ("owner", "admin", "member", or a custom role), comma-separated. */
  role: z.string().min(1).default("member"),
  /** Team names within the organization. */
  teams: z.array(z.string().min(1)).default([]),
});

export const importedUserSchema = z.object({
  /** The origin's id of the user: with the format, what makes a second import of it an update. */
  externalId: z.string().min(1),
  email: z.email(),
  emailVerified: z.boolean().default(false),
  name: z.string().default(""),
  image: z.string().nullable().default(null),
  createdAt: z.date().nullable().default(null),
  /**
   * A password hash in one of the formats the password hash pool verifies
   * (auth/account/password/foreign-hashes.mjs), as it is to be stored; null: no password.
   */
  passwordHash: z.string().min(1).nullable().default(null),
  /** A TOTP key in base32 (RFC 4648, no padding needed): two-factor stays on with it. */
  totpSecret: z.string().min(1).nullable().default(null),
  identities: z.array(importedIdentitySchema).default([]),
  memberships: z.array(importedMembershipSchema).default([]),
  /** Marked as a platform admin in the origin (the admin role). */
  platformAdmin: z.boolean().default(false),
});

export type ImportedIdentity = z.infer<typeof importedIdentitySchema>;
export type ImportedMembership = z.infer<typeof importedMembershipSchema>;
export type ImportedUser = z.infer<typeof importedUserSchema>;
export type ImportedUserInput = z.input<typeof importedUserSchema>;

/** Where a row is in its file, as a refusal names it: "line 12", "users[3]", "row 7". */
export type RowPosition = string;

/** What a format's reader yields for each row of its input. */
export type ReadRow = { position: RowPosition; user: ImportedUser } | { position: RowPosition; refused: string };
