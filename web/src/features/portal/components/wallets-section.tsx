import { Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state";
import { SectionCard } from "../../../components/section-card";
import { formatMoney } from "../../../i18n/format";
import { usePortalWallets } from "../hooks/use-portal-wallets";
import type { PortalAuth } from "../lib/portal-client";

/**
 * The customer's wallet balances (Polar's CustomerWallet), spent before the card at renewals.
 * Hidden for a customer who has no wallet.
 */
export function WalletsSection({ auth }: { auth: PortalAuth }) {
  const wallets = usePortalWallets(auth);
  const { t } = useTranslation("portal");
  if (wallets.data?.items.length === 0) return null;
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
        <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {wallets.data?.items.map((wallet) => (
            <Group key={wallet.id} component="li" gap="sm" data-testid="portal-wallet" data-currency={wallet.currency}>
              <Text size="sm" c="dimmed">
                {t("wallets.balance", { currency: wallet.currency.toUpperCase() })}
              </Text>
              <Text fw={600} data-testid="portal-wallet-balance">
                {formatMoney(wallet.balance, wallet.currency)}
              </Text>
            </Group>
          ))}
        </Stack>
      </QueryState>
    </SectionCard>
  );
}
