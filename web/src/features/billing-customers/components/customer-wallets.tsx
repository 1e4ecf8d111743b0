import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state";
import { SectionCard } from "../../../components/section-card";
import { WalletBalances } from "../../../components/wallet-balances";
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
        <WalletBalances
          wallets={wallets.data?.items ?? []}
          label={(currency) => t("wallets.balance", { currency })}
          testId="customer-wallet"
        />
      </QueryState>
    </SectionCard>
  );
}
