import { Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state";
import { SectionCard } from "../../../components/section-card";
import { formatMoney } from "../../../i18n/format";
import type { BillingContext } from "../../billing-kit/lib/context";
import { useCustomerWallets } from "../hooks/use-wallets";

/** The customer's wallet balances, spent before their card at renewals; hidden when they have none. */
export function CustomerWallets({ billing, customerId }: { billing: BillingContext; customerId: string }) {
  const { t } = useTranslation("billing-customers");
  const wallets = useCustomerWallets(billing.organizationId, customerId);
  if (wallets.data?.items.length === 0) return null;
  return (
    <SectionCard title={t("wallets.title")} description={t("wallets.description")}>
      <QueryState
        isPending={wallets.isPending}
        error={wallets.error}
        onRetry={() => void wallets.refetch()}
        loadingLabel={t("wallets.loading")}
        errorTitle={t("wallets.loadError")}
      >
        <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {wallets.data?.items.map((wallet) => (
            <Group
              key={wallet.id}
              component="li"
              gap="sm"
              data-testid="customer-wallet"
              data-currency={wallet.currency}
            >
              <Text size="sm" c="dimmed">
                {t("wallets.balance", { currency: wallet.currency.toUpperCase() })}
              </Text>
              <Text fw={600} data-testid="customer-wallet-balance">
                {formatMoney(wallet.balance, wallet.currency)}
              </Text>
            </Group>
          ))}
        </Stack>
      </QueryState>
    </SectionCard>
  );
}
