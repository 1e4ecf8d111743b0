import { Badge, Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmActionModal } from "../../../components/confirm-action-modal";
import { QueryState } from "../../../components/query-state";
import { RouterLink } from "../../../components/router-link";
import { SectionCard } from "../../../components/section-card";
import { messageOf } from "../../../lib/errors";
import { formatDateTime } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { billingPath } from "../../../lib/paths";
import { MetadataList } from "../../billing/components/metadata-list";
import type { BillingContext } from "../../billing/lib/context";
import { countryName } from "../../billing/lib/countries";
import { useCustomer, useDeleteCustomer, useSendPortalLink } from "../hooks/use-customers";
import type { Customer } from "../lib/types";
import { CustomerBenefitGrants } from "./customer-benefit-grants";
import { CustomerForm } from "./customer-form";
import { CustomerSubscriptions } from "./customer-subscriptions";

/** One customer: details, subscriptions, benefit grants, "Edit customer", "Delete customer". */
export function CustomerDetail({ billing, id }: { billing: BillingContext; id: string }) {
  const customer = useCustomer(billing.organizationId, id);
  return (
    <Stack gap="md">
      <RouterLink to={billingPath(billing.slug, "customers")} size="sm">
        ← All customers
      </RouterLink>
      <QueryState
        isPending={customer.isPending}
        error={customer.error}
        onRetry={() => void customer.refetch()}
        loadingLabel="Loading the customer"
        errorTitle="Could not load the customer"
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
          notifySuccess("Customer saved");
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
                  onSuccess: () => notifySuccess("Portal link sent", `${customer.email} got a sign-in code by email.`),
                  onError: (error) => notifyError("Could not send the portal link", messageOf(error)),
                })
              }
            >
              Send portal link
            </Button>
            <Button variant="default" onClick={() => setEditing(true)}>
              Edit customer
            </Button>
            <Button
              color="red"
              variant="light"
              onClick={() => {
                remove.reset();
                setConfirming(true);
              }}
            >
              Delete customer
            </Button>
          </Group>
        )}
      </Group>
      <SectionCard title="Customer">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Field label="Email">
            {customer.email}{" "}
            {customer.email_verified && (
              <Badge size="xs" variant="light" color="teal">
                verified
              </Badge>
            )}
          </Field>
          <Field label="Name">{customer.name ?? "—"}</Field>
          <Field label="External ID">{customer.external_id ?? "—"}</Field>
          <Field label="Tax ID">{customer.tax_id ? `${customer.tax_id[0]} (${customer.tax_id[1]})` : "—"}</Field>
          <Field label="Created">{formatDateTime(customer.created_at)}</Field>
          <Field label="ID">{customer.id}</Field>
        </SimpleGrid>
      </SectionCard>
      <SectionCard title="Billing address">
        {address ? (
          <Text size="sm" style={{ whiteSpace: "pre-line" }} data-testid="customer-address">
            {[
              address.line1,
              address.line2,
              [address.postal_code, address.city].filter(Boolean).join(" "),
              address.state,
              countryName(address.country),
            ]
              .filter(Boolean)
              .join("\n")}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            No billing address.
          </Text>
        )}
      </SectionCard>
      <SectionCard title="Metadata">
        <MetadataList metadata={customer.metadata} />
      </SectionCard>
      {billing.can.subscriptions.read && <CustomerSubscriptions billing={billing} customerId={customer.id} />}
      {billing.can.benefits.read && <CustomerBenefitGrants billing={billing} customerId={customer.id} />}
      <ConfirmActionModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Delete this customer?"
        description={<>{customer.email} is removed from the customer list. This cannot be undone.</>}
        confirmLabel="Yes, delete"
        loading={remove.isPending}
        error={remove.error}
        errorTitle="Could not delete the customer"
        onConfirm={() =>
          remove.mutate(customer.id, {
            onSuccess: async () => {
              setConfirming(false);
              notifySuccess("Customer deleted");
              await navigate(billingPath(billing.slug, "customers"));
            },
          })
        }
      />
    </Stack>
  );
}
