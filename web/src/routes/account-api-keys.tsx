import { Stack, Text, Title } from "@mantine/core";
import { Trans, useTranslation } from "react-i18next";
import { RouterLink } from "../components/router-link";
import { ApiKeysPanel } from "../features/api-keys/components/api-keys-panel";
import { RequireSession } from "../features/auth/components/require-session";
import { paths } from "../lib/paths";
import { usePageTitle } from "../lib/use-page-title";

export default function AccountApiKeysRoute() {
  const { t } = useTranslation("api-keys");
  usePageTitle(t("page.pageTitle"));
  return (
    <RequireSession>
      {() => (
        <Stack gap="lg" py="md">
          <Stack gap={4}>
            <RouterLink to={paths.account} size="sm">
              {t("page.back")}
            </RouterLink>
            <Title order={1}>{t("page.title")}</Title>
            <Text c="dimmed">
              <Trans t={t} i18nKey="page.intro" values={{ header: "x-api-key" }} components={{ code: <code /> }} />
            </Text>
          </Stack>
          <ApiKeysPanel owner={{ kind: "user" }} />
        </Stack>
      )}
    </RequireSession>
  );
}
