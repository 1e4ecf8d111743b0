import { ValidationFailure } from "../common/validation.ts";
import type { TaxIdFormat } from "./schemas.ts";

/**
 * Polar answers a tax ID as `[value, format]`, the format detected from the customer's billing
 * country (it uses python-stdnum; this is the small subset of the rule Gatehouse needs): an EU
 * country's VAT number is `eu_vat` with its country prefix, other supported countries have one
 * format each. Per-format checksums are not verified: a value only has to have the format's shape
 * (4–20 letters and digits; an EU VAT number, 2–13 after its two-letter prefix).
 */
const EU_VAT_PREFIX: Record<string, string> = {
  AT: "AT",
  BE: "BE",
  BG: "BG",
  CY: "CY",
  CZ: "CZ",
  DE: "DE",
  DK: "DK",
  EE: "EE",
  ES: "ES",
  FI: "FI",
  FR: "FR",
  GR: "EL",
  HR: "HR",
  HU: "HU",
  IE: "IE",
  IT: "IT",
  LT: "LT",
  LU: "LU",
  LV: "LV",
  MT: "MT",
  NL: "NL",
  PL: "PL",
  PT: "PT",
  RO: "RO",
  SE: "SE",
  SI: "SI",
  SK: "SK",
};

const COUNTRY_FORMAT: Record<string, TaxIdFormat> = {
  AD: "ad_nrt",
  AE: "ae_trn",
  AR: "ar_cuit",
  AU: "au_abn",
  BH: "bh_vat",
  BO: "bo_tin",
  BR: "br_cnpj",
  CA: "ca_bn",
  CH: "ch_vat",
  CL: "cl_tin",
  CN: "cn_tin",
  CO: "co_nit",
  CR: "cr_tin",
  DO: "do_rcn",
  EC: "ec_ruc",
  EG: "eg_tin",
  GB: "gb_vat",
  GE: "ge_vat",
  HK: "hk_br",
  ID: "id_npwp",
  IL: "il_vat",
  IN: "in_gst",
  IS: "is_vat",
  JP: "jp_cn",
  KE: "ke_pin",
  KR: "kr_brn",
  KZ: "kz_bin",
  LI: "li_uid",
  MK: "mk_vat",
  MX: "mx_rfc",
  MY: "my_sst",
  NG: "ng_tin",
  NO: "no_vat",
  NZ: "nz_gst",
  OM: "om_vat",
  PE: "pe_ruc",
  PH: "ph_tin",
  RS: "rs_pib",
  SA: "sa_vat",
  SG: "sg_uen",
  SV: "sv_nit",
  TH: "th_vat",
  TR: "tr_tin",
  TW: "tw_vat",
  UA: "ua_vat",
  US: "us_ein",
  UY: "uy_ruc",
  VE: "ve_rif",
  VN: "vn_tin",
  ZA: "za_vat",
};

export type DetectedTaxId = { value: string; format: TaxIdFormat };

/** `loc` is where the tax ID came from, for the 422. */
export function detectTaxId(
  raw: string,
  country: string | null | undefined,
  loc: Array<string | number>,
): DetectedTaxId {
  if (!country) throw ValidationFailure.at(loc, "Country must be set in the billing address to validate the tax ID.");
  const compact = raw.toUpperCase().replace(/[\s.\-/]/g, "");
  if (!/^[0-9A-Z]{4,20}$/.test(compact)) throw ValidationFailure.at(loc, "Invalid tax ID.");
  const prefix = EU_VAT_PREFIX[country];
  if (prefix) {
    const value = compact.startsWith(prefix) ? compact : `${prefix}${compact}`;
    if (!/^[A-Z]{2}[0-9A-Z]{2,13}$/.test(value)) throw ValidationFailure.at(loc, "Invalid tax ID.");
    return { value, format: "eu_vat" };
  }
  const format = COUNTRY_FORMAT[country];
  if (!format) throw ValidationFailure.at(loc, `Tax IDs are not supported for ${country}.`);
  return { value: compact, format };
}
