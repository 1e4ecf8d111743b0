import { Badge, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { FormAlert } from "../../../components/form-alert";
import { QueryState } from "../../../components/query-state";
import { SectionCard } from "../../../components/section-card";
import { messageOf } from "../../../lib/errors";
import { usePortalCustomer } from "../hooks/use-portal-customer";
import {
  useDeletePaymentMethod,
  usePaymentMethodSettings,
  usePortalPaymentMethods,
  useSetDefaultPaymentMethod,
} from "../hooks/use-portal-payment-methods";
import type { PortalAuth } from "../lib/portal-client";
import { AddCardModal } from "./add-card-modal";

const brandName = (brand: string) => (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : "Card");

type Method = { id: string; method_metadata: { brand: string; last4: string; exp_month: number; exp_year: number } };
const cardName = (method: Method) => `${brandName(method.method_metadata.brand)} •••• ${method.method_metadata.last4}`;

/**
 * The customer's saved cards: add one, make it the one the subscriptions are charged to (a
 * failed renewal is then tried again at once), remove one no subscription is charged to.
 */
export function PaymentMethodsSection({ auth }: { auth: PortalAuth }) {
  const methods = usePortalPaymentMethods(auth);
  const settings = usePaymentMethodSettings(auth);
  const customer = usePortalCustomer(auth);
  const makeDefault = useSetDefaultPaymentMethod(auth);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Method | null>(null);
  const defaultId = settings.data?.default_payment_method_id ?? null;
  const publishableKey = settings.data?.payment_processor_metadata.publishable_key ?? null;

  return (
    <SectionCard
      title="Payment methods"
      id="payment-method"
      aria-label="Payment methods"
      description="The cards you saved here and with your subscriptions. Renewals charge the default card."
    >
      <QueryState
        isPending={methods.isPending || settings.isPending}
        error={methods.error ?? settings.error}
        onRetry={() => void Promise.all([methods.refetch(), settings.refetch()])}
        loadingLabel="Loading your payment methods"
        errorTitle="Could not load your payment methods"
      >
        <Stack gap="sm">
          {methods.data?.items.length === 0 ? (
            <Text size="sm" c="dimmed">
              No saved card.
            </Text>
          ) : (
            <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
              {methods.data?.items.map((method) => (
                <Group
                  component="li"
                  key={method.id}
                  gap="sm"
                  justify="space-between"
                  wrap="wrap"
                  data-testid="portal-payment-method"
                >
                  <Group gap="sm" wrap="wrap">
                    <Text size="sm" fw={600}>
                      {cardName(method)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {`Expires ${String(method.method_metadata.exp_month).padStart(2, "0")}/${method.method_metadata.exp_year}`}
                    </Text>
                    {method.id === defaultId && (
                      <Badge variant="light" color="teal">
                        Default
                      </Badge>
                    )}
                  </Group>
                  <Group gap="xs">
                    {defaultId !== null && method.id !== defaultId && (
                      <Button
                        size="xs"
                        variant="default"
                        loading={makeDefault.isPending && makeDefault.variables === method.id}
                        onClick={() => makeDefault.mutate(method.id)}
                        aria-label={`Make ${cardName(method)} the default`}
                      >
                        Make default
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => setRemoving(method)}
                      aria-label={`Remove ${cardName(method)}`}
                    >
                      Remove
                    </Button>
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
          <FormAlert
            error={makeDefault.error ? { status: 0, message: messageOf(makeDefault.error) } : null}
            title="Could not change the default card"
          />
          <Group>
            <Button variant="light" onClick={() => setAdding(true)} disabled={!customer.data}>
              Add a card
            </Button>
          </Group>
        </Stack>
      </QueryState>
      {adding && customer.data && (
        <AddCardModal
          auth={auth}
          publishableKey={publishableKey}
          hasSubscriptions={defaultId !== null}
          customerEmail={customer.data.email ?? ""}
          onClose={() => setAdding(false)}
        />
      )}
      {removing && <RemoveCardModal auth={auth} method={removing} onClose={() => setRemoving(null)} />}
    </SectionCard>
  );
}

/** Removing a card: refused (with the server's reason) while a subscription is charged to it. */
function RemoveCardModal({ auth, method, onClose }: { auth: PortalAuth; method: Method; onClose: () => void }) {
  const remove = useDeletePaymentMethod(auth);
  return (
    <Modal opened onClose={onClose} title="Remove card" centered>
      <Stack>
        <Text size="sm">{`${cardName(method)} will no longer be saved for your payments.`}</Text>
        <FormAlert
          error={remove.error ? { status: 0, message: messageOf(remove.error) } : null}
          title="Could not remove the card"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep card
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate(method.id, { onSuccess: onClose })}
          >
            Remove card
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
