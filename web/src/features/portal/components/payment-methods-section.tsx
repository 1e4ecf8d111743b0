import { Badge, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { QueryState } from "../../../components/query-state";
import { SectionCard } from "../../../components/section-card";
import { i18n } from "../../../i18n/i18n";
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

const brandName = (brand: string) =>
  brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : i18n.t("portal:paymentMethods.card");

/** A saved card as its label needs it (the portal's payment method). */
export type Method = {
  id: string;
  method_metadata: { brand: string; last4: string; exp_month: number; exp_year: number };
};
/** "Visa •••• 4242": how a saved card is named here and in the wallet's top-up. */
export const cardName = (method: Method) =>
  `${brandName(method.method_metadata.brand)} •••• ${method.method_metadata.last4}`;

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
  const { t } = useTranslation("portal");

  return (
    <SectionCard
      title={t("paymentMethods.title")}
      id="payment-method"
      aria-label={t("paymentMethods.title")}
      description={t("paymentMethods.description")}
    >
      <QueryState
        isPending={methods.isPending || settings.isPending}
        error={methods.error ?? settings.error}
        onRetry={() => void Promise.all([methods.refetch(), settings.refetch()])}
        loadingLabel={t("paymentMethods.loading")}
        errorTitle={t("paymentMethods.loadFailed")}
      >
        <Stack gap="sm">
          {methods.data?.items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("paymentMethods.empty")}
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
                      {t("paymentMethods.expires", {
                        month: String(method.method_metadata.exp_month).padStart(2, "0"),
                        year: String(method.method_metadata.exp_year),
                      })}
                    </Text>
                    {method.id === defaultId && (
                      <Badge variant="light" color="teal">
                        {t("paymentMethods.default")}
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
                        aria-label={t("paymentMethods.makeDefaultLabel", { card: cardName(method) })}
                      >
                        {t("paymentMethods.makeDefault")}
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => setRemoving(method)}
                      aria-label={t("paymentMethods.removeLabel", { card: cardName(method) })}
                    >
                      {t("paymentMethods.remove")}
                    </Button>
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
          <FormAlert
            error={makeDefault.error ? { status: 0, message: messageOf(makeDefault.error) } : null}
            title={t("paymentMethods.makeDefaultFailed")}
          />
          <Group>
            <Button variant="light" onClick={() => setAdding(true)} disabled={!customer.data}>
              {t("paymentMethods.add")}
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
  const { t } = useTranslation("portal");
  return (
    <Modal opened onClose={onClose} title={t("paymentMethods.removeTitle")} centered>
      <Stack>
        <Text size="sm">{t("paymentMethods.removeBody", { card: cardName(method) })}</Text>
        <FormAlert
          error={remove.error ? { status: 0, message: messageOf(remove.error) } : null}
          title={t("paymentMethods.removeFailed")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("paymentMethods.keep")}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate(method.id, { onSuccess: onClose })}
          >
            {t("paymentMethods.removeTitle")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
