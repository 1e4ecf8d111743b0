import type { ReactNode } from "react";
import { QueryState } from "../../../components/query-state";
import { useAccounts } from "../hooks/use-accounts";

/** Loading and error states of the user's sign-in methods, which decide whether a password is asked for. */
export function SignInMethodsState({ children }: { children: ReactNode }) {
  const accounts = useAccounts();
  return (
    <QueryState
      isPending={accounts.isPending}
      error={accounts.error}
      onRetry={() => void accounts.refetch()}
      loadingLabel="Loading your sign-in methods"
      errorTitle="Could not load your sign-in methods"
    >
      {children}
    </QueryState>
  );
}
