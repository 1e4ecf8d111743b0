import { Alert, Stack, Switch } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state";
import { messageOf } from "../../../lib/errors";
import { notifySuccess } from "../../../lib/notify";
import { AccountSection } from "../../account/components/account-section";
import { useNewDeviceSettings, useUpdateNewDeviceSettings } from "../hooks/use-new-device-settings";

/** The account page's switch for new-device alert mails. */
export function NewDeviceAlertsSection() {
  const { t } = useTranslation("new-device");
  const settings = useNewDeviceSettings();
  const update = useUpdateNewDeviceSettings();

  const toggle = (enabled: boolean) =>
    update.mutate(enabled, {
      onSuccess: (saved) => notifySuccess(saved?.enabled ? t("section.savedOn") : t("section.savedOff")),
    });

  return (
    <AccountSection id="new-device-alerts" title={t("section.title")} description={t("section.description")}>
      <QueryState
        isPending={settings.isPending}
        error={settings.error}
        onRetry={() => void settings.refetch()}
        loadingLabel={t("section.loading")}
        errorTitle={t("section.loadFailed")}
      >
        <Stack gap="sm">
          {settings.data && !settings.data.available && <Alert color="gray">{t("section.unavailable")}</Alert>}
          <Switch
            label={t("section.toggle")}
            checked={settings.data?.enabled ?? true}
            disabled={update.isPending}
            onChange={(event) => toggle(event.currentTarget.checked)}
          />
          {update.error && (
            <Alert color="red" role="alert" title={t("section.saveFailed")}>
              {messageOf(update.error)}
            </Alert>
          )}
        </Stack>
      </QueryState>
    </AccountSection>
  );
}
