/**
 * What an import brought in, so a second run of the same file changes nothing: one row per
 * thing of an origin system (a user, an organization, a product, a subscription…) with the
 * Gatehouse row it became and a fingerprint of what the file said of it. Times as ISO-8601 UTC
 * text, like every domain table.
 */
export type ImportItemTable = {
  /** The origin system's format ("auth0", "clerk", "polar", "stripe", …). */
  source: string;
  /** "" for platform-wide things (users, organizations); the billing organization's id otherwise. */
  scope: string;
  /** What it is: "user", "organization", "product", "price", "customer", "subscription", … */
  kind: string;
  /** Its id in the origin system. */
  external_id: string;
  /** The id of the Gatehouse row it became. */
  local_id: string;
  /** A hash of what the origin said of it at the last import: unchanged input is skipped. */
  fingerprint: string;
  created_at: string;
  updated_at: string;
};

/** One `gatehouse import …` run: what it counted, and the rows it refused (for the admin page). */
export type ImportRunTable = {
  id: string;
  /** "users" or "billing". */
  kind: string;
  source: string;
  /** The billing organization a billing import went into; null for users. */
  organization_id: string | null;
  /** The file's base name, or the API it read. */
  input: string | null;
  dry_run: number;
  started_at: string;
  finished_at: string | null;
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
  /** JSON: the first refused rows, `[{ "position": "line 12", "reason": "…" }]`. */
  refusals: string;
};

export type ImportTables = {
  import_item: ImportItemTable;
  import_run: ImportRunTable;
};
