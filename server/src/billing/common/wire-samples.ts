import type { Benefit } from "../benefits/schemas.ts";
import type { CustomField } from "../custom-fields/schemas.ts";
import type { Customer } from "../customers/schemas.ts";
import type { Discount } from "../discounts/schemas.ts";
import type { DownloadableFileRead, FileUpload, ProductMediaFileRead } from "../files/schemas.ts";
import type { AnyProductPrice, Product } from "../products/schemas.ts";

/**
 * One sample response per wire shape. The schema tests parse them with our schemas, and
 * `server/scripts/check-polar-models.ts` parses them with the official SDK's inbound models.
 */

export const ORG = "5f3a1c9e-1b2c-4d3e-8f40-000000000001";
const T = "2025-01-02T03:04:05.000Z";
const T2 = "2025-01-03T03:04:05+02:00";
const base = {
  created_at: T,
  modified_at: null,
  organization_id: ORG,
  metadata: { plan: "pro", seats: 3, ratio: 0.5, beta: true },
};
const uid = (n: number) => `5f3a1c9e-1b2c-4d3e-8f40-${String(n).padStart(12, "0")}`;

export const customFieldSamples: CustomField[] = [
  { ...base, id: uid(10), type: "checkbox", slug: "tos", name: "Terms", properties: { form_label: "Accept" } },
  { ...base, id: uid(11), type: "date", slug: "birthday", name: "Birthday", properties: { ge: 0, le: 1_900_000_000 } },
  {
    ...base,
    id: uid(12),
    type: "number",
    slug: "seats",
    name: "Seats",
    properties: { ge: 1, le: 10, form_help_text: "How many" },
  },
  {
    ...base,
    id: uid(13),
    type: "select",
    slug: "size",
    name: "Size",
    properties: { options: [{ value: "s", label: "Small" }] },
  },
  {
    ...base,
    id: uid(14),
    type: "text",
    slug: "company",
    name: "Company",
    modified_at: T2,
    properties: { textarea: false, min_length: 1, max_length: 80, form_placeholder: "Acme" },
  },
];

const benefitBase = { ...base, description: "A benefit", selectable: true, deletable: true, is_deleted: false };
export const benefitSamples: Benefit[] = [
  { ...benefitBase, id: uid(20), type: "custom", properties: { note: null } },
  {
    ...benefitBase,
    id: uid(21),
    type: "discord",
    properties: { guild_id: "123", role_id: "456", kick_member: false, guild_token: "tok" },
  },
  {
    ...benefitBase,
    id: uid(22),
    type: "downloadables",
    properties: { archived: { [uid(40)]: false }, files: [uid(40)] },
  },
  {
    ...benefitBase,
    id: uid(23),
    type: "github_repository",
    properties: { repository_owner: "acme", repository_name: "app", permission: "triage" },
  },
  {
    ...benefitBase,
    id: uid(24),
    type: "license_keys",
    properties: {
      prefix: "ACME",
      expires: { ttl: 1, timeframe: "year" },
      activations: { limit: 5, enable_customer_admin: true },
      limit_usage: null,
    },
  },
  {
    ...benefitBase,
    id: uid(25),
    type: "license_keys",
    properties: { prefix: null, expires: null, activations: null, limit_usage: 100 },
  },
  { ...benefitBase, id: uid(26), type: "meter_credit", properties: { units: 1000, rollover: true, meter_id: uid(50) } },
];

const fileBase = {
  organization_id: ORG,
  path: `${ORG}/a.png`,
  size: 2048,
  storage_version: null,
  checksum_etag: "etag",
  checksum_sha256_base64: "n4bQgYhMfWWaL+qgxVrQFaO/TxsrC4Is0V1sFbDwCgg=",
  checksum_sha256_hex: "9f86",
  last_modified_at: T,
  version: null,
  is_uploaded: true,
  created_at: T,
  size_readable: "2 KB",
};
export const productMediaSample: ProductMediaFileRead = {
  ...fileBase,
  id: uid(41),
  name: "a.png",
  mime_type: "image/png",
  service: "product_media",
  public_url: "http://localhost/files/a.png",
};
export const downloadableSample: DownloadableFileRead = {
  ...fileBase,
  id: uid(40),
  name: "a.zip",
  mime_type: "application/zip",
  service: "downloadable",
};
const { created_at: _created, ...uploadBase } = fileBase;
export const fileUploadSample: FileUpload = {
  ...uploadBase,
  id: uid(42),
  name: "b.zip",
  mime_type: "application/zip",
  service: "downloadable",
  is_uploaded: false,
  checksum_etag: null,
  last_modified_at: null,
  upload: {
    id: "upload-1",
    path: `${ORG}/b.zip`,
    parts: [
      {
        number: 1,
        chunk_start: 0,
        chunk_end: 2047,
        checksum_sha256_base64: null,
        url: "http://localhost/v1/files/upload/1",
        expires_at: T,
        headers: {},
      },
    ],
  },
};

const P = uid(60);
const priceBase = {
  created_at: T,
  modified_at: null,
  source: "catalog",
  price_currency: "usd",
  tax_behavior: null,
  is_archived: false,
  product_id: P,
} as const;
export const priceSamples: AnyProductPrice[] = [
  {
    ...priceBase,
    id: uid(61),
    type: "recurring",
    recurring_interval: "month",
    amount_type: "fixed",
    price_amount: 1000,
  },
  {
    ...priceBase,
    id: uid(62),
    type: "recurring",
    recurring_interval: "month",
    amount_type: "metered_unit",
    unit_amount: "0.5",
    cap_amount: null,
    meter_id: uid(50),
    meter: { id: uid(50), name: "API calls", unit: "scalar", custom_label: null, custom_multiplier: null },
  },
  {
    ...priceBase,
    id: uid(63),
    type: "one_time",
    recurring_interval: null,
    amount_type: "custom",
    minimum_amount: 50,
    maximum_amount: null,
    preset_amount: 500,
    tax_behavior: "inclusive",
  },
  { ...priceBase, id: uid(64), type: "one_time", recurring_interval: null, amount_type: "free" },
  {
    ...priceBase,
    id: uid(65),
    type: "recurring",
    recurring_interval: "year",
    legacy: true,
    amount_type: "fixed",
    price_amount: 9900,
    is_archived: true,
  },
  {
    ...priceBase,
    id: uid(66),
    type: "recurring",
    recurring_interval: "month",
    legacy: true,
    amount_type: "custom",
    minimum_amount: 0,
    maximum_amount: 1000,
    preset_amount: null,
  },
  { ...priceBase, id: uid(67), type: "recurring", recurring_interval: "week", legacy: true, amount_type: "free" },
];

const productFields = {
  ...base,
  trial_interval: "day",
  trial_interval_count: 7,
  name: "Pro",
  description: null,
  visibility: "public",
  recurring_interval: "month",
  recurring_interval_count: 1,
  is_recurring: true,
  is_archived: false,
} as const;
export const productSample: Product = {
  ...productFields,
  id: P,
  prices: priceSamples,
  benefits: benefitSamples,
  medias: [productMediaSample],
  attached_custom_fields: customFieldSamples.map((custom_field, order) => ({
    custom_field_id: custom_field.id,
    custom_field,
    order,
    required: order === 0,
  })),
};
export const oneTimeProductSample: Product = {
  ...productFields,
  id: uid(68),
  trial_interval: null,
  trial_interval_count: null,
  recurring_interval: null,
  recurring_interval_count: null,
  is_recurring: false,
  visibility: "draft",
  description: "One-off",
  prices: [priceSamples[3]!],
  benefits: [],
  medias: [],
  attached_custom_fields: [],
};

const { prices: _p, benefits: _b, medias: _m, attached_custom_fields: _a, ...discountProduct } = productSample;
const discountBase = {
  ...base,
  name: "Launch",
  code: "LAUNCH",
  starts_at: T,
  ends_at: null,
  max_redemptions: 100,
  redemptions_count: 0,
  products: [discountProduct],
};
export const discountSamples: Discount[] = [
  {
    ...discountBase,
    id: uid(70),
    type: "fixed",
    duration: "once",
    amount: 500,
    currency: "usd",
    amounts: { usd: 500 },
  },
  {
    ...discountBase,
    id: uid(71),
    type: "fixed",
    duration: "repeating",
    duration_in_months: 3,
    amount: 500,
    currency: "usd",
    amounts: { usd: 500 },
  },
  {
    ...discountBase,
    id: uid(72),
    type: "percentage",
    duration: "forever",
    basis_points: 1000,
    code: null,
    max_redemptions: null,
    products: [],
  },
  {
    ...discountBase,
    id: uid(73),
    type: "percentage",
    duration: "repeating",
    duration_in_months: 12,
    basis_points: 2500,
    ends_at: T2,
  },
];

export const customerSamples: Customer[] = [
  {
    ...base,
    id: uid(80),
    external_id: "user_1",
    email: "a@example.com",
    email_verified: false,
    type: "individual",
    name: "Ada",
    billing_address: {
      line1: "1 Main St",
      line2: null,
      postal_code: "10115",
      city: "Berlin",
      state: null,
      country: "DE",
    },
    tax_id: ["DE123456789", "eu_vat"],
    locale: "en",
    deleted_at: null,
    avatar_url: "https://www.gravatar.com/avatar/x?d=404",
  },
  {
    ...base,
    id: uid(81),
    external_id: null,
    email: "b@example.com",
    email_verified: true,
    type: "individual",
    name: null,
    billing_address: null,
    tax_id: null,
    locale: null,
    deleted_at: T,
    avatar_url: "",
  },
];
