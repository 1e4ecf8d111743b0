import { Button, Group, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state";
import { SectionCard } from "../../../components/section-card";
import { WalletBalances } from "../../../components/wallet-balances";
import { usePaymentMethodSettings, usePortalPaymentMethods } from "../hooks/use-portal-payment-methods";
import { usePortalWallets } from "../hooks/use-portal-wallets";
import type { PortalAuth } from "../lib/portal-client";
import { TopUpModal } from "./top-up-modal";

/**
 * The customer's wallet balances (Polar's CustomerWallet), spent before the card at renewals.
 * Hidden for a customer who has no wallet. With a saved card, the customer can top one up.
 */
export function WalletsSection({ auth }: { auth: PortalAuth }) {
  const wallets = usePortalWallets(auth);
  const methods = usePortalPaymentMethods(auth);
  const settings = usePaymentMethodSettings(auth);
  const [toppingUp, setToppingUp] = useState(false);
  const { t } = useTranslation("portal");
  if (wallets.data?.items.length === 0) return null;
  const cards = methods.data?.items ?? [];
  return (
    <SectionCard
      title={t("wallets.title")}
      id="wallets"
      aria-label={t("wallets.title")}
      description={t("wallets.description")}
    >
      <QueryState
        isPending={wallets.isPending}
        error={wallets.error}
        onRetry={() => void wallets.refetch()}
        loadingLabel={t("wallets.loading")}
        errorTitle={t("wallets.loadFailed")}
      >
        <Stack gap="sm">
          <WalletBalances
            wallets={wallets.data?.items ?? []}
            label={(currency) => t("wallets.balance", { currency })}
            testId="portal-wallet"
          />
          {cards.length > 0 && (
            <Group>
              <Button variant="light" onClick={() => setToppingUp(true)}>
                {t("wallets.topUp")}
              </Button>
            </Group>
          )}
        </Stack>
      </QueryState>
      {toppingUp && wallets.data && (
        <TopUpModal
          auth={auth}
          currencies={wallets.data.items.map((wallet) => wallet.currency)}
          cards={cards}
          defaultCardId={settings.data?.default_payment_method_id ?? null}
          onClose={() => setToppingUp(false)}
        />
      )}
    </SectionCard>
  );
}
