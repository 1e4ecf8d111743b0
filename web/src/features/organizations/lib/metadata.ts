import { randomId } from "@mantine/hooks";
import { i18n } from "../../../i18n/i18n";

/**
 * Organization metadata edited as key/value rows (an object, stored as JSON text).
 * `rowId` is the row's identity while it is edited (its React key); it is never sent.
 */
export interface MetadataRow {
  rowId: string;
  key: string;
  value: string;
}

export const newMetadataRow = (key = "", value = ""): MetadataRow => ({ rowId: randomId(), key, value });

function show(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === null || value === undefined) return "";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/** The server returns metadata as an object; older rows or other clients may leave a JSON string. */
export function metadataToRows(metadata: unknown): MetadataRow[] {
  let object: unknown = metadata;
  if (typeof metadata === "string") {
    try {
      object = JSON.parse(metadata);
    } catch {
      return [];
    }
  }
  if (typeof object !== "object" || object === null || Array.isArray(object)) return [];
  return Object.entries(object as Record<string, unknown>).map(([key, value]) => newMetadataRow(key, show(value)));
}

/**
 * Rows back to an object. A value that was not a string before keeps its type while its text is
 * unchanged, so saving the form does not turn `{ seats: 5 }` into `{ seats: "5" }`.
 */
export function rowsToMetadata(rows: readonly MetadataRow[], previous: unknown): Record<string, unknown> {
  const before = typeof previous === "object" && previous !== null ? (previous as Record<string, unknown>) : {};
  const result: Record<string, unknown> = {};
  for (const row of rows) {
    const key = row.key.trim();
    if (!key) continue;
    const old = before[key];
    result[key] = old !== undefined && typeof old !== "string" && show(old) === row.value ? old : row.value;
  }
  return result;
}

export function validateMetadataRows(rows: readonly MetadataRow[]): string | null {
  const keys = rows.map((row) => row.key.trim()).filter(Boolean);
  if (new Set(keys).size !== keys.length) return i18n.t("organizations:metadataEditor.duplicateKey");
  if (rows.some((row) => !row.key.trim() && row.value.trim()))
    return i18n.t("organizations:metadataEditor.valueWithoutKey");
  return null;
}
