import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state";
import { useSignupSettings } from "../hooks/use-signup-settings";
import { SignupSettingsForm } from "./signup-settings-form";
import { WaitlistTable } from "./waitlist-table";

/** The admin page's "Sign-up" section: who may sign up, and the waitlist. */
export function SignupAdminSection() {
  const { t } = useTranslation("signup-policy");
  const settings = useSignupSettings();
  return (
    <Stack component="section" aria-labelledby="signup-policy-title">
      <Title order={2} size="h3" id="signup-policy-title">
        {t("settings.title")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("settings.intro")}
      </Text>
      <QueryState
        isPending={settings.isPending}
        error={settings.error}
        onRetry={() => void settings.refetch()}
        loadingLabel={t("settings.loading")}
        errorTitle={t("errors.loadSettings")}
      >
        {settings.data && <SignupSettingsForm settings={settings.data} />}
      </QueryState>
      <Title order={3} size="h4">
        {t("waitlistAdmin.title")}
      </Title>
      <WaitlistTable />
    </Stack>
  );
}
