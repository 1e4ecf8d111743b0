import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state";
import { useAccounts } from "../hooks/use-accounts";

/** Loading and error states of the user's sign-in methods, which decide whether a password is asked for. */
export function SignInMethodsState({ children }: { children: ReactNode }) {
  const { t } = useTranslation("account");
  const accounts = useAccounts();
  return (
    <QueryState
      isPending={accounts.isPending}
      error={accounts.error}
      onRetry={() => void accounts.refetch()}
      loadingLabel={t("signInMethods.loading")}
      errorTitle={t("signInMethods.loadFailed")}
    >
      {children}
    </QueryState>
  );
}
