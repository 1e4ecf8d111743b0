import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { OutboxList } from "../features/dev-outbox/components/outbox-list";
import { usePageTitle } from "../lib/use-page-title";

export default function DevOutboxRoute() {
  const { t } = useTranslation("dev-outbox");
  usePageTitle(t("page.title"));
  return (
    <Stack py="md">
      <Stack gap={4}>
        <Title order={1}>{t("page.title")}</Title>
        <Text c="dimmed">{t("page.intro")}</Text>
      </Stack>
      <OutboxList />
    </Stack>
  );
}
