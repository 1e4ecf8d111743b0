import { Button, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { messageOf } from "../../../lib/errors";
import { useDownloadPersonalData } from "../hooks/use-personal-data";

/** A copy of everything Gatehouse holds about the person, to keep or take to another service. */
export function DownloadMyData() {
  const { t } = useTranslation("account");
  const download = useDownloadPersonalData();

  return (
    <Stack gap="sm">
      <Text size="sm">{t("downloadMyData.intro")}</Text>
      <FormAlert
        error={download.error ? { status: 0, message: messageOf(download.error) } : null}
        title={t("downloadMyData.failed")}
        onClose={download.reset}
      />
      <div aria-live="polite">
        {download.isSuccess && (
          <Text size="sm" c="dimmed" role="status">
            {t("downloadMyData.saved", { file: download.data })}
          </Text>
        )}
      </div>
      <Group justify="flex-end">
        <Button variant="default" loading={download.isPending} onClick={() => download.mutate()}>
          {t("downloadMyData.submit")}
        </Button>
      </Group>
    </Stack>
  );
}
