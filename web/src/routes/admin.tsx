import { Alert } from "@mantine/core";
import { RouterLink } from "../components/router-link";
import { AdminPage } from "../features/admin/components/admin-page";
import { RequireSession } from "../features/auth/components/require-session";
import { isPlatformAdmin } from "../lib/permissions";
import { usePageTitle } from "../lib/use-page-title";

export default function AdminRoute() {
  usePageTitle("Administration");
  return (
    <RequireSession>
      {(session) =>
        isPlatformAdmin(session.user.role) ? (
          <AdminPage currentUserId={session.user.id} />
        ) : (
          <Alert color="red" title="Platform admins only" mt="xl">
            Your account has no admin role. <RouterLink to="/">Go to the home page</RouterLink>
          </Alert>
        )
      }
    </RequireSession>
  );
}
