import { Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { RouterLink } from "../../../components/router-link";
import { notifySuccess } from "../../../lib/notify";
import { billingPath } from "../../../lib/paths";
import { ReadOnlyNotice } from "../../billing-kit/components/read-only-notice";
import type { BillingSectionProps } from "../../billing-kit/lib/context";
import { CustomerDetail } from "./customer-detail";
import { CustomerForm } from "./customer-form";
import { CustomersList } from "./customers-list";

/** `/billing/customers` (list), `/billing/customers/new`, `/billing/customers/:id`. */
export function CustomersSection({ billing }: BillingSectionProps) {
  const { t } = useTranslation("billing-customers");
  const navigate = useNavigate();
  if (billing.item === "new") {
    if (!billing.can.customers.write) return <ReadOnlyNotice what="customers" />;
    return (
      <Stack gap="md">
        <RouterLink to={billingPath(billing.slug, "customers")} size="sm">
          {t("section.allCustomers")}
        </RouterLink>
        <Title order={2} size="h3">
          {t("section.newCustomer")}
        </Title>
        <CustomerForm
          organizationId={billing.organizationId}
          onCancel={() => void navigate(billingPath(billing.slug, "customers"))}
          onSaved={async (customer) => {
            notifySuccess(t("section.created"));
            await navigate(billingPath(billing.slug, "customers", customer.id));
          }}
        />
      </Stack>
    );
  }
  if (billing.item) return <CustomerDetail billing={billing} id={billing.item} />;
  return <CustomersList billing={billing} />;
}
