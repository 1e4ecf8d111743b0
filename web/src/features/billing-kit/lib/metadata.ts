import {
  type MetadataRow,
  metadataToRows,
  rowsToMetadata,
  validateMetadataRows,
} from "../../organizations/lib/metadata";

/** /v1 metadata (string, integer, number or boolean values) edited as key/value rows. */
export type Metadata = Record<string, string | number | boolean>;

export { type MetadataRow, metadataToRows, validateMetadataRows };

/** Rows back to metadata; values that were numbers or booleans keep their type while unchanged. */
export function rowsToBillingMetadata(rows: readonly MetadataRow[], previous: Metadata | undefined): Metadata {
  return rowsToMetadata(rows, previous ?? {}) as Metadata;
}
