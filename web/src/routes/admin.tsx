import { Alert } from "@mantine/core";
import { Trans, useTranslation } from "react-i18next";
import { RouterLink } from "../components/router-link";
import { AdminPage } from "../features/admin/components/admin-page";
import { RequireSession } from "../features/auth/components/require-session";
import { isPlatformAdmin } from "../lib/permissions";
import { usePageTitle } from "../lib/use-page-title";

export default function AdminRoute() {
  const { t } = useTranslation("admin");
  usePageTitle(t("page.title"));
  return (
    <RequireSession>
      {(session) =>
        isPlatformAdmin(session.user.role) ? (
          <AdminPage currentUserId={session.user.id} />
        ) : (
          <Alert color="red" title={t("route.adminsOnly")} mt="xl">
            <Trans
              t={t}
              i18nKey="route.noAdminRole"
              components={{ homeLink: <RouterLink to="/">{null}</RouterLink> }}
            />
          </Alert>
        )
      }
    </RequireSession>
  );
}
