import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { RouterLink } from "../components/router-link";
import { usePageTitle } from "../lib/use-page-title";

export default function NotFoundRoute() {
  const { t } = useTranslation("common");
  usePageTitle(t("notFound.title"));
  return (
    <Stack py="xl" gap="sm">
      <Title order={1}>{t("notFound.title")}</Title>
      <Text>{t("notFound.message")}</Text>
      <RouterLink to="/">{t("navigation.home")}</RouterLink>
    </Stack>
  );
}
