import { Badge, Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ConfirmActionModal } from "../../../components/confirm-action-modal";
import { QueryState } from "../../../components/query-state";
import { RouterLink } from "../../../components/router-link";
import { SectionCard } from "../../../components/section-card";
import { messageOf } from "../../../lib/errors";
import { formatDateTime } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { billingPath } from "../../../lib/paths";
import { MetadataList } from "../../billing-kit/components/metadata-list";
import type { BillingContext } from "../../billing-kit/lib/context";
import { addressText } from "../../billing-kit/lib/countries";
import { useCustomer, useDeleteCustomer, useSendPortalLink } from "../hooks/use-customers";
import type { Customer } from "../lib/types";
import { CustomerBenefitGrants } from "./customer-benefit-grants";
import { CustomerForm } from "./customer-form";
import { CustomerMembers } from "./customer-members";
import { CustomerSubscriptions } from "./customer-subscriptions";
import { CustomerWallets } from "./customer-wallets";

/** One customer: details, subscriptions, benefit grants, "Edit customer", "Delete customer". */
export function CustomerDetail({ billing, id }: { billing: BillingContext; id: string }) {
  const { t } = useTranslation("billing-customers");
  const customer = useCustomer(billing.organizationId, id);
  return (
    <Stack gap="md">
      <RouterLink to={billingPath(billing.slug, "customers")} size="sm">
        {t("section.allCustomers")}
      </RouterLink>
      <QueryState
        isPending={customer.isPending}
        error={customer.error}
        onRetry={() => void customer.refetch()}
        loadingLabel={t("detail.loading")}
        errorTitle={t("detail.loadError")}
      >
        {customer.data && <Loaded billing={billing} customer={customer.data} />}
      </QueryState>
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

function Loaded({ billing, customer }: { billing: BillingContext; customer: Customer }) {
  const { t } = useTranslation("billing-customers");
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteCustomer(billing.organizationId);
  const sendPortalLink = useSendPortalLink(billing.organizationId);
  const canWrite = billing.can.customers.write;
  const address = customer.billing_address;

  if (editing) {
    return (
      <CustomerForm
        organizationId={billing.organizationId}
        customer={customer}
        onCancel={() => setEditing(false)}
        onSaved={() => {
          notifySuccess(t("detail.saved"));
          setEditing(false);
        }}
      />
    );
  }

  return (
    <Stack gap="lg" data-testid="customer-details">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {customer.name ?? customer.email}
        </Title>
        {canWrite && (
          <Group gap="xs">
            <Button
              variant="default"
              loading={sendPortalLink.isPending}
              onClick={() =>
                sendPortalLink.mutate(customer.email, {
                  onSuccess: () =>
                    notifySuccess(
                      t("detail.portalLinkSent"),
                      t("detail.portalLinkSentMessage", { email: customer.email }),
                    ),
                  onError: (error) => notifyError(t("detail.portalLinkError"), messageOf(error)),
                })
              }
            >
              {t("detail.sendPortalLink")}
            </Button>
            <Button variant="default" onClick={() => setEditing(true)}>
              {t("detail.edit")}
            </Button>
            <Button
              color="red"
              variant="light"
              onClick={() => {
                remove.reset();
                setConfirming(true);
              }}
            >
              {t("detail.delete")}
            </Button>
          </Group>
        )}
      </Group>
      <SectionCard title={t("detail.customer")}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Field label={t("detail.email")}>
            {customer.email}{" "}
            {customer.email_verified && (
              <Badge size="xs" variant="light" color="teal">
                {t("detail.verified")}
              </Badge>
            )}
          </Field>
          <Field label={t("detail.name")}>{customer.name ?? "—"}</Field>
          <Field label={t("detail.externalId")}>{customer.external_id ?? "—"}</Field>
          <Field label={t("detail.taxId")}>
            {customer.tax_id ? `${customer.tax_id[0]} (${customer.tax_id[1]})` : "—"}
          </Field>
          <Field label={t("detail.created")}>{formatDateTime(customer.created_at)}</Field>
          <Field label={t("detail.id")}>{customer.id}</Field>
        </SimpleGrid>
      </SectionCard>
      <SectionCard title={t("detail.billingAddress")}>
        {address ? (
          <Text size="sm" style={{ whiteSpace: "pre-line" }} data-testid="customer-address">
            {addressText(address)}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t("detail.noBillingAddress")}
          </Text>
        )}
      </SectionCard>
      <SectionCard title={t("detail.metadata")}>
        <MetadataList metadata={customer.metadata} />
      </SectionCard>
      {customer.type === "team" && billing.can.members.read && (
        <CustomerMembers billing={billing} customerId={customer.id} />
      )}
      <CustomerWallets billing={billing} customerId={customer.id} />
      {billing.can.subscriptions.read && <CustomerSubscriptions billing={billing} customerId={customer.id} />}
      {billing.can.benefits.read && <CustomerBenefitGrants billing={billing} customerId={customer.id} />}
      <ConfirmActionModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t("detail.deleteTitle")}
        description={t("detail.deleteDescription", { email: customer.email })}
        confirmLabel={t("detail.deleteConfirm")}
        loading={remove.isPending}
        error={remove.error}
        errorTitle={t("detail.deleteError")}
        onConfirm={() =>
          remove.mutate(customer.id, {
            onSuccess: async () => {
              setConfirming(false);
              notifySuccess(t("detail.deleted"));
              await navigate(billingPath(billing.slug, "customers"));
            },
          })
        }
      />
    </Stack>
  );
}
