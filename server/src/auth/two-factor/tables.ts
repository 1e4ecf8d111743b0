/**
 * An imported TOTP key (the origin's base32 secret, encrypted with AUTH_SECRET like the
 * two-factor plugin's own): the plugin derives its HMAC key from its secret's text, so a key
 * made elsewhere is checked here, and its user's codes keep working.
 */
export type ImportedTotpTable = {
  user_id: string;
  secret: string;
  created_at: string;
};

export type TwoFactorTables = {
  imported_totp: ImportedTotpTable;
};
