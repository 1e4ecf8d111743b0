import { currentLocale } from "../../../i18n/i18n";
import type { V1Body } from "./v1-api";

/** An ISO 3166-1 alpha-2 code /v1 accepts in an address (Polar refuses a few sanctioned countries). */
export type CountryCode = NonNullable<V1Body<"/v1/customers/", "post">["billing_address"]>["country"];

/** The codes of CountryCode, for the country selects (the generated types have no runtime list). */
const CODES = (
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS " +
  "BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH " +
  "ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT " +
  "HU ID IE IL IM IN IO IQ IS IT JE JM JO JP KE KG KH KI KM KN KR KW KY KZ LA LB LC LI LK LR LS LT LU " +
  "LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO " +
  "NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RW SA SB SC SD SE SG SH SI SJ " +
  "SK SL SM SN SO SR SS ST SV SX SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ " +
  "VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW"
).split(" ");

const CODE_SET: ReadonlySet<string> = new Set(CODES);

/** A select's value as an address's country ("" and unknown codes are not one). */
export const isCountryCode = (code: string): code is CountryCode => CODE_SET.has(code);

export interface CountryOption {
  value: string;
  label: string;
}

// Per locale: the page's language can change while it is open.
const regionNames = new Map<string, Intl.DisplayNames | null>();
const optionLists = new Map<string, readonly CountryOption[]>();

function regionNamesIn(locale: string): Intl.DisplayNames | null {
  let names = regionNames.get(locale);
  if (names === undefined) {
    names = typeof Intl.DisplayNames === "function" ? new Intl.DisplayNames([locale], { type: "region" }) : null;
    regionNames.set(locale, names);
  }
  return names;
}

/** A country's name in the page's language ("FR" → "France" in en, "Frankreich" in de). */
export function countryName(code: string): string {
  return regionNamesIn(currentLocale())?.of(code) ?? code;
}

/** `{ value: 'FR', label: 'France' }`, named and sorted in the page's language, for a country select. */
export function countryOptions(): readonly CountryOption[] {
  const locale = currentLocale();
  let options = optionLists.get(locale);
  if (!options) {
    options = CODES.map((code) => ({ value: code, label: countryName(code) })).sort((a, b) =>
      a.label.localeCompare(b.label, locale),
    );
    optionLists.set(locale, options);
  }
  return options;
}

/** A postal address as lines (street, postcode and city, state, country in the page's language). */
export function addressText(address: {
  line1?: string | null;
  line2?: string | null;
  postal_code?: string | null;
  city?: string | null;
  state?: string | null;
  country: string;
}): string {
  return [
    address.line1,
    address.line2,
    [address.postal_code, address.city].filter(Boolean).join(" "),
    address.state,
    countryName(address.country),
  ]
    .filter(Boolean)
    .join("\n");
}
