import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { QueryState } from "../../../components/query-state";
import { SectionCard } from "../../../components/section-card";
import { i18n } from "../../../i18n/i18n";
import { notifySuccess } from "../../../lib/notify";
import { countryOptions, isCountryCode } from "../../billing-kit/lib/countries";
import { useV1Form } from "../../billing-kit/lib/use-v1-form";
import { updatePortalCustomer, usePortalCustomer, useStorePortalCustomer } from "../hooks/use-portal-customer";
import { usePortalSeller } from "../hooks/use-portal-organizations";
import type { PortalAuth } from "../lib/portal-client";
import type { PortalCustomer, PortalCustomerUpdate } from "../lib/types";
import { AccountEmail } from "./account-email";

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
  const { t } = useTranslation("portal");
  const { form, onSubmit, submitting, formError, clearFormError } = useV1Form<BillingValues, PortalCustomer>({
    initialValues: initialValues(customer),
    validate: {
      billing_address: {
        country: (value, values) =>
          !value && Object.entries(values.billing_address).some(([key, line]) => key !== "country" && line.trim())
            ? i18n.t("portal:billingDetails.countryRequired")
            : null,
      },
    },
    request: (values) => updatePortalCustomer(auth, toUpdate(values)),
    onSuccess: (saved) => {
      store(saved);
      form.resetDirty(initialValues(saved));
      notifySuccess(t("billingDetails.saved"));
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("billingDetails.title")}>
      <Stack gap="md">
        <FormAlert error={formError} title={t("billingDetails.saveFailed")} onClose={clearFormError} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t("billingDetails.name")} autoComplete="name" {...form.getInputProps("billing_name")} />
          <TextInput label={t("billingDetails.taxId")} placeholder="FR61954506077" {...form.getInputProps("tax_id")} />
          <NativeSelect
            label={t("billingDetails.country")}
            autoComplete="country"
            data={[{ value: "", label: t("billingDetails.noAddress") }, ...countryOptions()]}
            {...form.getInputProps("billing_address.country")}
          />
          <TextInput
            label={t("billingDetails.state")}
            autoComplete="address-level1"
            {...form.getInputProps("billing_address.state")}
          />
          <TextInput
            label={t("billingDetails.line1")}
            autoComplete="address-line1"
            {...form.getInputProps("billing_address.line1")}
          />
          <TextInput
            label={t("billingDetails.line2")}
            autoComplete="address-line2"
            {...form.getInputProps("billing_address.line2")}
          />
          <TextInput
            label={t("billingDetails.postalCode")}
            autoComplete="postal-code"
            {...form.getInputProps("billing_address.postal_code")}
          />
          <TextInput
            label={t("billingDetails.city")}
            autoComplete="address-level2"
            {...form.getInputProps("billing_address.city")}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            {t("billingDetails.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function BillingDetailsSection({ auth }: { auth: PortalAuth }) {
  const customer = usePortalCustomer(auth);
  // The seller may turn email changes off (Polar's customer_portal_settings.customer.allow_email_change).
  const seller = usePortalSeller(auth);
  const emailChangeAllowed = seller.data?.customer_portal_settings.customer?.allow_email_change !== false;
  const { t } = useTranslation("portal");
  return (
    <SectionCard
      title={t("billingDetails.title")}
      id="billing-details"
      aria-label={t("billingDetails.sectionLabel")}
      description={t("billingDetails.description")}
    >
      <QueryState
        isPending={customer.isPending}
        error={customer.error}
        onRetry={() => void customer.refetch()}
        loadingLabel={t("billingDetails.loading")}
        errorTitle={t("billingDetails.loadFailed")}
      >
        {customer.data && <AccountEmail auth={auth} email={customer.data.email} canChange={emailChangeAllowed} />}
        {customer.data && <BillingDetailsFields key={customer.data.id} auth={auth} customer={customer.data} />}
      </QueryState>
    </SectionCard>
  );
}
