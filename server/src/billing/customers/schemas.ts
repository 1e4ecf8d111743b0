import { z } from "@hono/zod-openapi";
import { localeInput, localeOutput } from "../common/locale.ts";
import { metadataFilterQuery, withMetadataFilter } from "../common/metadata-filter.ts";
import { listResourceSchema } from "../common/pagination.ts";
import { sortingQuery } from "../common/query.ts";
import {
  addressInput,
  addressOutput,
  datetime,
  id,
  listQueryBase,
  metadataInput,
  metadataOutput,
  organizationIdInput,
  timestamps,
} from "../common/schemas.ts";
import { memberOwnerCreate } from "../members/schemas.ts";

/** Wire shapes of `/v1/customers` and `/v1/customers/external/{external_id}` (Polar `Customer*`). */

/** Polar's tax ID formats (Stripe's list), the ones a tax ID is answered with; tax-id.ts detects a subset. */
export const TAX_ID_FORMATS = (
  "ad_nrt ae_trn ar_cuit au_abn au_arn bg_uic bh_vat bo_tin br_cnpj br_cpf ca_bn ca_gst_hst ca_pst_bc " +
  "ca_pst_mb ca_pst_sk ca_qst ch_uid ch_vat cl_tin cn_tin co_nit cr_tin de_stn do_rcn ec_ruc eg_tin " +
  "es_cif eu_oss_vat eu_vat gb_vat ge_vat hk_br hr_oib hu_tin id_npwp il_vat in_gst is_vat jp_cn jp_rn " +
  "jp_trn ke_pin kr_brn kz_bin li_uid mk_vat mx_rfc my_frp my_itn my_sst ng_tin no_vat no_voec nz_gst " +
  "om_vat pe_ruc ph_tin ro_tin rs_pib ru_inn ru_kpp sa_vat sg_gst sg_uen si_tin sv_nit th_vat tr_tin " +
  "tw_vat ua_vat us_ein uy_ruc ve_rif vn_tin za_vat"
).split(" ") as [string, ...string[]];
export const taxIdFormat = z.enum(TAX_ID_FORMATS);

/** Sent as `[value, format]`, e.g. `["FR61954506077", "eu_vat"]`, after the server detected the format. */
export const taxIdOutput = z.tuple([z.string(), taxIdFormat]).nullable();

export const CUSTOMER_NAME_MAX_LENGTH = 256;
const email = z
  .email()
  .max(320)
  .meta({ description: "The email address of the customer. Must be unique in the organization." });
const name = z.string().max(CUSTOMER_NAME_MAX_LENGTH);
/** Gatehouse extension on create and update (Polar sets it from a checkout or the portal only). */
const billingName = z
  .string()
  .max(CUSTOMER_NAME_MAX_LENGTH)
  .transform((value) => (value.trim() === "" ? null : value))
  .meta({ description: "The name on the customer's invoices; null (or empty) falls back to the customer name." });
const externalId = z.string().min(1).meta({
  description:
    "The ID of the customer in your system. Must be unique in the organization and can't be changed once set.",
});
const taxId = z
  .string()
  .min(1)
  .max(64)
  .meta({ description: "Tax ID as the customer typed it; its format is detected." });

export const CUSTOMER_TYPES = ["individual", "team"] as const;
/** Polar's customer type: a team customer has members besides its owner. */
export const customerType = z.enum(CUSTOMER_TYPES).openapi("CustomerType");

export const customer = z
  .object({
    id,
    ...timestamps,
    metadata: metadataOutput,
    external_id: z.string().nullable(),
    email: z.string(),
    email_verified: z.boolean(),
    type: customerType,
    name: z.string().nullable(),
    billing_name: z.string().nullable().meta({
      description:
        "The name that should appear on the customer's invoices. Falls back to the customer name when not explicitly set.",
    }),
    billing_address: addressOutput.nullable(),
    tax_id: taxIdOutput,
    locale: localeOutput,
    organization_id: z.string(),
    deleted_at: datetime.nullable().meta({ description: "Set when the customer was (soft-)deleted." }),
    first_user_event_at: datetime.nullable().meta({
      description:
        "Timestamp of the first event ingested for this customer. Can predate `created_at`, and is null if no event was ever ingested.",
    }),
    avatar_url: z.string(),
  })
  .openapi("Customer");

export const customerCreate = z.object({
  metadata: metadataInput.optional(),
  external_id: externalId.nullish(),
  // Optional for a team customer created with an owner (whose email it takes); required otherwise.
  email: email.nullish(),
  name: name.nullish(),
  billing_name: billingName.nullish(),
  billing_address: addressInput.nullish(),
  tax_id: taxId.nullish(),
  locale: localeInput.nullish(),
  organization_id: organizationIdInput,
  type: customerType.default("individual"),
  owner: memberOwnerCreate.nullish().meta({
    description:
      "The owner member to create with the customer; by default the customer's own email, name and external ID.",
  }),
});

const updateFields = {
  metadata: metadataInput.optional(),
  email: email.nullish(),
  name: name.nullish(),
  billing_name: billingName.nullish(),
  billing_address: addressInput.nullish(),
  tax_id: taxId.nullish(),
  locale: localeInput.nullish(),
};

/** `PATCH /v1/customers/{id}`: an external ID can be set once, never changed. */
export const customerUpdate = z.object({ ...updateFields, external_id: externalId.nullish() });

/** `PATCH /v1/customers/external/{external_id}`. */
export const customerUpdateExternalId = z.object(updateFields);

export const customerListQuery = withMetadataFilter(
  z.object({
    ...listQueryBase,
    email: z.string().optional().meta({ description: "Filter by exact email." }),
    query: z.string().optional().meta({ description: "Filter by name, email, or external ID." }),
    sorting: sortingQuery(["created_at", "email", "name"], ["-created_at"]),
    ...metadataFilterQuery,
  }),
);

export const customerList = listResourceSchema(customer, "ListResource_Customer_");

export type TaxIdFormat = z.infer<typeof taxIdFormat>;
export type Customer = z.infer<typeof customer>;
export type CustomerCreate = z.infer<typeof customerCreate>;
export type CustomerUpdate = z.infer<typeof customerUpdate>;
export type CustomerUpdateExternalId = z.infer<typeof customerUpdateExternalId>;
export type CustomerListQuery = z.infer<typeof customerListQuery>;
export type CustomerList = z.infer<typeof customerList>;
