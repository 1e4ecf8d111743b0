/** One per (customer, meter); its numbers are computed from usage_event when read. */
export type CustomerMeterTable = {
  id: string;
  organization_id: string;
  customer_id: string;
  meter_id: string;
  created_at: string;
  modified_at: string | null;
};

/** Customer meters. Composed into the database schema by db/schema.ts. */
export type CustomerMeterTables = {
  customer_meter: CustomerMeterTable;
};
