import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { SectionCard } from "../../../components/section-card";
import { countryOptions, isCountryCode } from "../../billing-kit/lib/countries";
import {
  type MetadataRow,
  metadataToRows,
  rowsToBillingMetadata,
  validateMetadataRows,
} from "../../billing-kit/lib/metadata";
import { useV1Form } from "../../billing-kit/lib/use-v1-form";
import { MetadataEditor } from "../../organizations/components/metadata-editor";
import { createCustomer, updateCustomer, useRefreshCustomers } from "../hooks/use-customers";
import type { Customer, CustomerCreate } from "../lib/types";

interface AddressValues {
  line1: string;
  line2: string;
  postal_code: string;
  city: string;
  state: string;
  country: string;
}

interface CustomerValues extends Record<string, unknown> {
  email: string;
  name: string;
  billing_name: string;
  external_id: string;
  tax_id: string;
  billing_address: AddressValues;
  metadata: MetadataRow[];
}

interface CustomerFormProps {
  organizationId: string;
  /** Absent: a new customer. */
  customer?: Customer;
  onSaved: (customer: Customer) => void | Promise<void>;
  onCancel: () => void;
}

const blankAddress: AddressValues = { line1: "", line2: "", postal_code: "", city: "", state: "", country: "" };

function toAddress(values: AddressValues): CustomerCreate["billing_address"] {
  const text = (value: string) => value.trim() || null;
  if (!isCountryCode(values.country)) return null;
  return {
    line1: text(values.line1),
    line2: text(values.line2),
    postal_code: text(values.postal_code),
    city: text(values.city),
    state: text(values.state),
    country: values.country,
  };
}

/** Create or edit a customer: email, name, billing name, external ID (set once), tax ID, billing address, metadata. */
export function CustomerForm({ organizationId, customer, onSaved, onCancel }: CustomerFormProps) {
  const { t } = useTranslation("billing-customers");
  const refresh = useRefreshCustomers(organizationId);
  const address = customer?.billing_address;
  const { form, onSubmit, submitting, formError, clearFormError } = useV1Form<CustomerValues, Customer>({
    initialValues: {
      email: customer?.email ?? "",
      name: customer?.name ?? "",
      billing_name: customer?.billing_name ?? "",
      external_id: customer?.external_id ?? "",
      tax_id: customer?.tax_id?.[0] ?? "",
      billing_address: address
        ? {
            line1: address.line1 ?? "",
            line2: address.line2 ?? "",
            postal_code: address.postal_code ?? "",
            city: address.city ?? "",
            state: address.state ?? "",
            country: address.country,
          }
        : blankAddress,
      metadata: metadataToRows(customer?.metadata ?? {}),
    },
    validate: {
      email: (value) => (value.trim() ? null : t("form.emailRequired")),
      billing_address: {
        country: (value, values) =>
          !value && Object.entries(values.billing_address).some(([key, line]) => key !== "country" && line.trim())
            ? t("form.countryRequired")
            : null,
      },
      metadata: (rows) => validateMetadataRows(rows),
    },
    request: (values) => {
      const input: CustomerCreate = {
        email: values.email.trim(),
        name: values.name.trim() || null,
        // Empty: invoices fall back to the customer's name.
        billing_name: values.billing_name.trim() || null,
        tax_id: values.tax_id.trim() || null,
        billing_address: toAddress(values.billing_address),
        metadata: rowsToBillingMetadata(values.metadata, customer?.metadata),
      };
      // An external ID is set once and never changed: send it only while there is none.
      if (!customer?.external_id && values.external_id.trim()) input.external_id = values.external_id.trim();
      return customer ? updateCustomer(organizationId, customer.id, input) : createCustomer(organizationId, input);
    },
    onSuccess: async (saved) => {
      await refresh();
      await onSaved(saved);
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={customer ? t("form.editLabel") : t("form.newLabel")}>
      <Stack gap="lg">
        <FormAlert error={formError} title={t("form.error")} onClose={clearFormError} />
        <SectionCard title={t("form.customer")}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t("form.email")} type="email" required {...form.getInputProps("email")} />
            <TextInput label={t("form.name")} {...form.getInputProps("name")} />
            <TextInput
              label={t("form.billingName")}
              description={t("form.billingNameDescription")}
              {...form.getInputProps("billing_name")}
            />
            <TextInput
              label={t("form.externalId")}
              description={customer?.external_id ? t("form.externalIdLocked") : t("form.externalIdDescription")}
              readOnly={Boolean(customer?.external_id)}
              {...form.getInputProps("external_id")}
            />
            <TextInput label={t("form.taxId")} placeholder="FR61954506077" {...form.getInputProps("tax_id")} />
          </SimpleGrid>
        </SectionCard>
        <SectionCard title={t("form.billingAddress")}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label={t("form.country")}
              data={[{ label: t("form.noAddress"), value: "" }, ...countryOptions()]}
              {...form.getInputProps("billing_address.country")}
            />
            <TextInput label={t("form.state")} {...form.getInputProps("billing_address.state")} />
            <TextInput label={t("form.line1")} {...form.getInputProps("billing_address.line1")} />
            <TextInput label={t("form.line2")} {...form.getInputProps("billing_address.line2")} />
            <TextInput label={t("form.postalCode")} {...form.getInputProps("billing_address.postal_code")} />
            <TextInput label={t("form.city")} {...form.getInputProps("billing_address.city")} />
          </SimpleGrid>
        </SectionCard>
        <MetadataEditor
          rows={form.values.metadata}
          onChange={(rows) => form.setFieldValue("metadata", rows)}
          error={typeof form.errors.metadata === "string" ? form.errors.metadata : null}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t("form.cancel")}
          </Button>
          <Button type="submit" loading={submitting}>
            {customer ? t("form.save") : t("form.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
