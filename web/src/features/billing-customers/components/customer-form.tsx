import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { FormAlert } from "../../../components/form-alert";
import { SectionCard } from "../../../components/section-card";
import { COUNTRY_OPTIONS, isCountryCode } from "../../billing/lib/countries";
import {
  type MetadataRow,
  metadataToRows,
  rowsToBillingMetadata,
  validateMetadataRows,
} from "../../billing/lib/metadata";
import { useV1Form } from "../../billing/lib/use-v1-form";
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

/** Create or edit a customer: email, name, external ID (set once), tax ID, billing address, metadata. */
export function CustomerForm({ organizationId, customer, onSaved, onCancel }: CustomerFormProps) {
  const refresh = useRefreshCustomers(organizationId);
  const address = customer?.billing_address;
  const { form, onSubmit, submitting, formError, clearFormError } = useV1Form<CustomerValues, Customer>({
    initialValues: {
      email: customer?.email ?? "",
      name: customer?.name ?? "",
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
      email: (value) => (value.trim() ? null : "Enter the email address"),
      billing_address: {
        country: (value, values) =>
          !value && Object.entries(values.billing_address).some(([key, line]) => key !== "country" && line.trim())
            ? "Pick the country of the address"
            : null,
      },
      metadata: (rows) => validateMetadataRows(rows),
    },
    request: (values) => {
      const input: CustomerCreate = {
        email: values.email.trim(),
        name: values.name.trim() || null,
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
    <form onSubmit={onSubmit} noValidate aria-label={customer ? "Edit customer" : "New customer"}>
      <Stack gap="lg">
        <FormAlert error={formError} title="Could not save the customer" onClose={clearFormError} />
        <SectionCard title="Customer">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Email" type="email" required {...form.getInputProps("email")} />
            <TextInput label="Name" {...form.getInputProps("name")} />
            <TextInput
              label="External ID"
              description={
                customer?.external_id ? "Set once; it cannot change." : "The customer’s ID in your system (set once)."
              }
              readOnly={Boolean(customer?.external_id)}
              {...form.getInputProps("external_id")}
            />
            <TextInput label="Tax ID" placeholder="FR61954506077" {...form.getInputProps("tax_id")} />
          </SimpleGrid>
        </SectionCard>
        <SectionCard title="Billing address">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label="Country"
              data={[{ value: "", label: "No address" }, ...COUNTRY_OPTIONS]}
              {...form.getInputProps("billing_address.country")}
            />
            <TextInput label="State" {...form.getInputProps("billing_address.state")} />
            <TextInput label="Address line 1" {...form.getInputProps("billing_address.line1")} />
            <TextInput label="Address line 2" {...form.getInputProps("billing_address.line2")} />
            <TextInput label="Postal code" {...form.getInputProps("billing_address.postal_code")} />
            <TextInput label="City" {...form.getInputProps("billing_address.city")} />
          </SimpleGrid>
        </SectionCard>
        <MetadataEditor
          rows={form.values.metadata}
          onChange={(rows) => form.setFieldValue("metadata", rows)}
          error={typeof form.errors.metadata === "string" ? form.errors.metadata : null}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            {customer ? "Save customer" : "Create customer"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
