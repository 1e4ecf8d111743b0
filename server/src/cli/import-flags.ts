/** The flags of `gatehouse import …` and `gatehouse export …` as commander hands them over (main.ts). */

export type ImportUsersFlags = {
  from: string;
  dryRun?: boolean;
  memberships?: string;
  identities?: string;
  hashKey?: string;
  saltSeparator?: string;
  rounds?: string;
  memCost?: string;
  client?: string;
};

export type ImportBillingFlags = {
  organization: string;
  from: string;
  apiUrl?: string;
  token?: string;
  apiKey?: string;
  mapping?: string;
  dryRun?: boolean;
};

export type ExportUsersFlags = { format: "json" | "csv"; output?: string };
