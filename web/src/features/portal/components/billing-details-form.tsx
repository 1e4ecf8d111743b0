import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { FormAlert } from "../../../components/form-alert";
import { QueryState } from "../../../components/query-state";
import { SectionCard } from "../../../components/section-card";
import { notifySuccess } from "../../../lib/notify";
import { COUNTRY_OPTIONS, isCountryCode } from "../../billing/lib/countries";
import { useV1Form } from "../../billing/lib/use-v1-form";
import { updatePortalCustomer, usePortalCustomer, useStorePortalCustomer } from "../hooks/use-portal-customer";
import type { PortalAuth } from "../lib/portal-client";
import type { PortalCustomer, PortalCustomerUpdate } from "../lib/types";

interface BillingValues extends Record<string, unknown> {
  billing_name: string;
  tax_id: string;
  billing_address: { line1: string; line2: string; postal_code: string; city: string; state: string; country: string };
}

function initialValues(customer: PortalCustomer): BillingValues {
  const address = customer.billing_address;
  return {
    billing_name: customer.billing_name ?? "",
    tax_id: customer.tax_id?.[0] ?? "",
    billing_address: {
      line1: address?.line1 ?? "",
      line2: address?.line2 ?? "",
      postal_code: address?.postal_code ?? "",
      city: address?.city ?? "",
      state: address?.state ?? "",
      country: address?.country ?? "",
    },
  };
}

function toUpdate(values: BillingValues): PortalCustomerUpdate {
  const text = (value: string) => value.trim() || null;
  const address = values.billing_address;
  return {
    billing_name: text(values.billing_name),
    tax_id: text(values.tax_id),
    billing_address: isCountryCode(address.country)
      ? {
          line1: text(address.line1),
          line2: text(address.line2),
          postal_code: text(address.postal_code),
          city: text(address.city),
          state: text(address.state),
          country: address.country,
        }
      : null,
  };
}

/** Polar's portal billing details (PATCH customers/me): the server's 422 items land on their inputs. */
function BillingDetailsFields({ auth, customer }: { auth: PortalAuth; customer: PortalCustomer }) {
  const store = useStorePortalCustomer(auth);
  const { form, onSubmit, submitting, formError, clearFormError } = useV1Form<BillingValues, PortalCustomer>({
    initialValues: initialValues(customer),
    validate: {
      billing_address: {
        country: (value, values) =>
          !value && Object.entries(values.billing_address).some(([key, line]) => key !== "country" && line.trim())
            ? "Pick the country of the address"
            : null,
      },
    },
    request: (values) => updatePortalCustomer(auth, toUpdate(values)),
    onSuccess: (saved) => {
      store(saved);
      form.resetDirty(initialValues(saved));
      notifySuccess("Billing details saved");
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Billing details">
      <Stack gap="md">
        <FormAlert error={formError} title="Could not save your billing details" onClose={clearFormError} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Billing name" autoComplete="name" {...form.getInputProps("billing_name")} />
          <TextInput label="Tax ID" placeholder="FR61954506077" {...form.getInputProps("tax_id")} />
          <NativeSelect
            label="Country"
            autoComplete="country"
            data={[{ value: "", label: "No address" }, ...COUNTRY_OPTIONS]}
            {...form.getInputProps("billing_address.country")}
          />
          <TextInput label="State" autoComplete="address-level1" {...form.getInputProps("billing_address.state")} />
          <TextInput
            label="Address line 1"
            autoComplete="address-line1"
            {...form.getInputProps("billing_address.line1")}
          />
          <TextInput
            label="Address line 2"
            autoComplete="address-line2"
            {...form.getInputProps("billing_address.line2")}
          />
          <TextInput
            label="Postal code"
            autoComplete="postal-code"
            {...form.getInputProps("billing_address.postal_code")}
          />
          <TextInput label="City" autoComplete="address-level2" {...form.getInputProps("billing_address.city")} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            Save billing details
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function BillingDetailsSection({ auth }: { auth: PortalAuth }) {
  const customer = usePortalCustomer(auth);
  return (
    <SectionCard
      title="Billing details"
      id="billing-details"
      aria-label="Billing details section"
      description="Shown on your invoices."
    >
      <QueryState
        isPending={customer.isPending}
        error={customer.error}
        onRetry={() => void customer.refetch()}
        loadingLabel="Loading your billing details"
        errorTitle="Could not load your billing details"
      >
        {customer.data && <BillingDetailsFields key={customer.data.id} auth={auth} customer={customer.data} />}
      </QueryState>
    </SectionCard>
  );
}
