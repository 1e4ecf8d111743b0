/**
 * The downloads of a downloadables benefit's files, per customer: one row per (benefit, file,
 * customer), counting the customer's downloads through the portal's signed links.
 */
type BenefitFileDownloadTable = {
  organization_id: string;
  benefit_id: string;
  file_id: string;
  customer_id: string;
  downloads: number;
  created_at: string;
  modified_at: string | null;
};

/** Benefit file downloads. Composed into the database schema by db/schema.ts. */
export type BenefitFileDownloadTables = {
  benefit_file_download: BenefitFileDownloadTable;
};
