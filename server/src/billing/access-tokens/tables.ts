export type OrganizationAccessTokenTable = {
  id: string;
  organization_id: string;
  comment: string;
  /** JSON array of scope names. */
  scopes: string;
  /** SHA-256 of the token, hex. */
  token_hash: string;
  expires_at: string | null;
  last_used_at: string | null;
  created_at: string;
  modified_at: string | null;
  revoked_at: string | null;
  /**
   * The user the token's scopes came from (its maker, or the maker of the token that made it): the
   * token acts within what they may do now. Null for tokens made before creators were kept.
   */
  created_by_user_id: string | null;
  /** JSON array of addresses and CIDR ranges the token may be used from; null: any (kit/ip-ranges.ts). */
  ip_allowlist: string | null;
};

/** Organization access tokens (polar_oat_...). Composed into the database schema by db/schema.ts. */
export type AccessTokenTables = {
  organization_access_token: OrganizationAccessTokenTable;
};
