import { describe, expect, it } from "vitest";
import { customerSamples } from "../../../test/fixtures/wire-samples.ts";
import { refusalOf } from "../../../test/helpers/schema-refusal.ts";
import {
  customer,
  customerCreate,
  customerList,
  customerListQuery,
  customerUpdate,
  customerUpdateExternalId,
} from "./schemas.ts";

describe("customer wire shapes", () => {
  it("parses customers as sent (SDK model Customer / CustomerIndividual)", () => {
    for (const sample of customerSamples) expect(customer.parse(sample)).toEqual(sample);
    expect(
      customerList.safeParse({ items: customerSamples, pagination: { total_count: 2, max_page: 1 } }).success,
    ).toBe(true);
    expect(refusalOf(customer, { ...customerSamples[0], tax_id: ["X", "not_a_format"] })).toMatchInlineSnapshot(`
      [
        {
          "code": "invalid_value",
          "message": "Invalid option: expected one of "ad_nrt"|"ae_trn"|"ar_cuit"|"au_abn"|"au_arn"|"bg_uic"|"bh_vat"|"bo_tin"|"br_cnpj"|"br_cpf"|"ca_bn"|"ca_gst_hst"|"ca_pst_bc"|"ca_pst_mb"|"ca_pst_sk"|"ca_qst"|"ch_uid"|"ch_vat"|"cl_tin"|"cn_tin"|"co_nit"|"cr_tin"|"de_stn"|"do_rcn"|"ec_ruc"|"eg_tin"|"es_cif"|"eu_oss_vat"|"eu_vat"|"gb_vat"|"ge_vat"|"hk_br"|"hr_oib"|"hu_tin"|"id_npwp"|"il_vat"|"in_gst"|"is_vat"|"jp_cn"|"jp_rn"|"jp_trn"|"ke_pin"|"kr_brn"|"kz_bin"|"li_uid"|"mk_vat"|"mx_rfc"|"my_frp"|"my_itn"|"my_sst"|"ng_tin"|"no_vat"|"no_voec"|"nz_gst"|"om_vat"|"pe_ruc"|"ph_tin"|"ro_tin"|"rs_pib"|"ru_inn"|"ru_kpp"|"sa_vat"|"sg_gst"|"sg_uen"|"si_tin"|"sv_nit"|"th_vat"|"tr_tin"|"tw_vat"|"ua_vat"|"us_ein"|"uy_ruc"|"ve_rif"|"vn_tin"|"za_vat"",
          "path": "tax_id.1",
        },
      ]
    `);
  });

  it("validates create bodies", () => {
    expect(customerCreate.parse({ email: "a@example.com" })).toMatchObject({
      email: "a@example.com",
      type: "individual",
    });
    expect(refusalOf(customerCreate, { email: "not-an-email" })).toMatchInlineSnapshot(`
      [
        {
          "code": "invalid_format",
          "message": "Invalid email address",
          "path": "email",
        },
      ]
    `);
    // A team customer may leave its email to its owner, so the schema takes a body without one;
    // the service refuses it unless an owner's email stands in (customers.test.ts: 422 at body.email).
    expect(customerCreate.safeParse({ name: "No email" }).success).toBe(true);
    expect(customerCreate.safeParse({ email: "a@example.com", billing_address: { city: "Paris" } }).success).toBe(
      false,
    );
    expect(
      customerCreate.safeParse({
        email: "a@example.com",
        billing_address: { country: "FR" },
        tax_id: "FR61954506077",
        external_id: "u1",
      }).success,
    ).toBe(true);
  });

  it("only the id route may set an external ID", () => {
    expect(customerUpdate.parse({ external_id: "u2" })).toEqual({ external_id: "u2" });
    expect(customerUpdateExternalId.parse({ external_id: "u2", name: "A" })).toEqual({ name: "A" });
    expect(customerListQuery.parse({ email: "a@example.com", sorting: "-email" })).toMatchObject({
      sorting: [{ field: "email", direction: "desc" }],
    });
  });
});
