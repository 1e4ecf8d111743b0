import { Alert, Group } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { RouterLink } from "../components/router-link";
import { AuthCard } from "../features/auth/components/auth-card";
import { resetUserQueries } from "../features/auth/hooks/use-session";
import { usePageTitle } from "../lib/use-page-title";

export default function AccountDeletedRoute() {
  usePageTitle("Account deleted");
  const queryClient = useQueryClient();

  // Reached from the mailed confirmation link too: the session is gone, forget it here.
  useEffect(() => {
    void resetUserQueries(queryClient);
  }, [queryClient]);

  return (
    <AuthCard title="Account deleted">
      <Alert color="teal" title="Your account has been deleted" role="status">
        <Group gap="md">
          <RouterLink to="/">Back to the home page</RouterLink>
          <RouterLink to="/sign-up">Create a new account</RouterLink>
        </Group>
      </Alert>
    </AuthCard>
  );
}
