/**
 * The instance's sign-up settings as platform admins saved them: one row (`id` "instance"),
 * absent until first saved. A null column keeps the default; a variable set in the environment
 * wins over the column (settings.ts). Domains are comma-separated, lower case. Times as ISO-8601
 * UTC text.
 */
export type SignupSettingsTable = {
  id: string;
  /** "open" | "invite_only" | "waitlist". */
  policy: string | null;
  allowed_domains: string | null;
  blocked_domains: string | null;
  /** 1 or 0 on both dialects. */
  block_disposable: number | null;
  updated_at: string;
  /** The platform admin who saved it last. */
  updated_by: string | null;
};

/**
 * A person who asked to join while sign-up is by waitlist, one row per address (lower case).
 * An approved entry lets the address sign up until `approval_expires_at`.
 */
export type SignupWaitlistTable = {
  id: string;
  email: string;
  name: string | null;
  /** The language of the request that joined: the approval mail is written in it. */
  locale: string | null;
  /** "pending" | "approved" | "rejected". */
  status: string;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
  approval_expires_at: string | null;
};

export type SignupPolicyTables = {
  signup_settings: SignupSettingsTable;
  signup_waitlist: SignupWaitlistTable;
};
