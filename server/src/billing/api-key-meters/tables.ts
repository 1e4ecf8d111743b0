/**
 * An organization API key bound to one of a seller's meters: each request the
 * seller verifies with the key is one event named `event_name` for the seller's customer whose
 * external id is the key's organization. One binding per key (`api_key_id` is the key); the
 * row goes with its key, its meter and its seller (foreign keys, cascade).
 */
export type ApiKeyMeterTable = {
  api_key_id: string;
  /** The seller: the billing organization whose meter counts the key's requests. */
  organization_id: string;
  meter_id: string;
  event_name: string;
  created_at: string;
  modified_at: string | null;
};

/** API key meters. Composed into the database schema by db/schema.ts. */
export type ApiKeyMeterTables = {
  api_key_meter: ApiKeyMeterTable;
};
