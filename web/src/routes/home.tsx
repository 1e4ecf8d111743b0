import { Button, Group, List, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSession } from "../features/auth/hooks/use-session";
import { EnrollmentSuggestions } from "../features/enrollment/components/enrollment-suggestions";
import { MyOrganizations } from "../features/organizations/components/my-organizations";
import { usePageTitle } from "../lib/use-page-title";

export default function HomeRoute() {
  const { t } = useTranslation("common");
  usePageTitle(t("home.pageTitle"));
  const session = useSession();
  const user = session.data?.user;

  return (
    <Stack gap="lg" py="xl" maw={720}>
      <Title order={1}>Gatehouse</Title>
      <Text size="lg">{t("home.intro")}</Text>
      <List spacing="xs">
        <List.Item>{t("home.featureSessions")}</List.Item>
        <List.Item>{t("home.featureEmail")}</List.Item>
        <List.Item>{t("home.featureOrganizations")}</List.Item>
      </List>
      <Group>
        {user ? (
          <Button component={Link} to="/account">
            {t("home.goToAccount")}
          </Button>
        ) : (
          <>
            <Button component={Link} to="/sign-up">
              {t("home.createAccount")}
            </Button>
            <Button component={Link} to="/sign-in" variant="default">
              {t("home.signIn")}
            </Button>
          </>
        )}
        <Button component={Link} to="/dev/outbox" variant="subtle">
          {t("home.openDevOutbox")}
        </Button>
      </Group>
      {user && <EnrollmentSuggestions />}
      {user && <MyOrganizations />}
    </Stack>
  );
}
