import type { Generated } from "kysely";

export type LicenseKeyTable = {
  id: string;
  organization_id: string;
  grant_id: string;
  customer_id: string;
  benefit_id: string;
  key: string;
  status: string;
  limit_activations: number | null;
  usage: Generated<number>;
  limit_usage: number | null;
  validations: Generated<number>;
  last_validated_at: string | null;
  expires_at: string | null;
  created_at: string;
  modified_at: string | null;
};

export type LicenseKeyActivationTable = {
  id: string;
  organization_id: string;
  license_key_id: string;
  label: string;
  conditions: string;
  meta: string;
  created_at: string;
  modified_at: string | null;
};

/** License keys and activations. Composed into the database schema by db/schema.ts. */
export type LicenseKeyTables = {
  license_key: LicenseKeyTable;
  license_key_activation: LicenseKeyActivationTable;
};
