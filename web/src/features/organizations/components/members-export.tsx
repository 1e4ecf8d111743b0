import { Button, Group, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { messageOf } from "../../../lib/errors";
import { useExportMembers } from "../hooks/use-members-export";

/** The members as a CSV file (email, name, role, teams, joined at), for those who manage members. */
export function MembersExport({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation("organizations");
  const exportMembers = useExportMembers(organizationId);

  return (
    <Stack gap="xs">
      <FormAlert
        error={exportMembers.error ? { status: 0, message: messageOf(exportMembers.error) } : null}
        title={t("membersExport.error")}
        onClose={exportMembers.reset}
      />
      <Group justify="flex-end">
        <Button variant="default" loading={exportMembers.isPending} onClick={() => exportMembers.mutate()}>
          {t("membersExport.button")}
        </Button>
      </Group>
    </Stack>
  );
}
