import { NativeSelect, SimpleGrid, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { countryOptions } from "../../billing-kit/lib/countries";
import { addressLabel, type CheckoutFormHandle } from "../lib/checkout-form";
import { ADDRESS_FIELDS, type CheckoutPublic } from "../lib/types";

interface BillingAddressFieldsProps {
  form: CheckoutFormHandle;
  /** Which fields the checkout asks for (required, optional or disabled), per country. */
  modes: CheckoutPublic["billing_address_fields"];
  /** A new country changes which fields are required: the caller PATCHes it at once. */
  onCountryChange: (country: string) => void;
}

/** The billing address fields the checkout asks for; none when every one is disabled. */
export function BillingAddressFields({ form, modes, onCountryChange }: BillingAddressFieldsProps) {
  const { t } = useTranslation("checkout");
  if (!ADDRESS_FIELDS.some((field) => modes[field] !== "disabled")) return null;
  return (
    <>
      <Title order={2} size="h4">
        {t("address.title")}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {ADDRESS_FIELDS.filter((field) => modes[field] !== "disabled").map((field) =>
          field === "country" ? (
            <NativeSelect
              key={field}
              label={addressLabel(field)}
              required={modes[field] === "required"}
              data={[{ value: "", label: t("address.chooseCountry") }, ...countryOptions()]}
              {...form.getInputProps("customer_billing_address.country")}
              onChange={(event) => onCountryChange(event.currentTarget.value)}
            />
          ) : (
            <TextInput
              key={field}
              label={addressLabel(field)}
              required={modes[field] === "required"}
              {...form.getInputProps(`customer_billing_address.${field}`)}
            />
          ),
        )}
      </SimpleGrid>
    </>
  );
}
