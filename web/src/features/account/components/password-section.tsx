import { Alert, Text } from "@mantine/core";
import { QueryState } from "../../../components/query-state";
import { RouterLink } from "../../../components/router-link";
import { useAccounts, useHasPassword } from "../hooks/use-accounts";
import { AccountSection } from "./account-section";
import { ChangePasswordForm } from "./change-password-form";

export function PasswordSection() {
  const accounts = useAccounts();
  const hasPassword = useHasPassword();

  return (
    <AccountSection id="password" title="Password" description="Change the password you sign in with.">
      <QueryState
        isPending={accounts.isPending}
        error={accounts.error}
        onRetry={() => void accounts.refetch()}
        loadingLabel="Loading your sign-in methods"
        errorTitle="Could not load your sign-in methods"
      >
        {hasPassword ? (
          <ChangePasswordForm />
        ) : (
          <Alert color="blue" title="Your account has no password">
            <Text size="sm">
              You sign in with a linked provider. To add a password,{" "}
              <RouterLink to="/forgot-password">request a reset link</RouterLink> for your email.
            </Text>
          </Alert>
        )}
      </QueryState>
    </AccountSection>
  );
}
