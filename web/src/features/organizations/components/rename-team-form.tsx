import { Button, Group, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { notifySuccess } from "../../../lib/notify";
import { useServerForm } from "../../../lib/use-server-form";
import { type OrganizationTeam, renameTeam, useInvalidateTeams } from "../hooks/use-teams";
import { validateTeamName } from "./create-team-form";

/** The team card's title, turned into its name input while renaming. */
export function RenameTeamForm({
  organizationId,
  team,
  onDone,
}: {
  organizationId: string;
  team: OrganizationTeam;
  onDone: () => void;
}) {
  const { t } = useTranslation("organizations");
  const invalidate = useInvalidateTeams(organizationId);
  const { form, onSubmit, submitting, formError, clearFormError } = useServerForm({
    initialValues: { name: team.name },
    validate: { name: validateTeamName },
    request: ({ name }) => renameTeam(team.id, name.trim()),
    onSuccess: async (updated) => {
      notifySuccess(
        t("renameTeamForm.renamed"),
        t("renameTeamForm.renamedMessage", { name: updated?.name ?? form.values.name }),
      );
      await invalidate();
      onDone();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate style={{ flex: 1 }}>
      <Stack gap="xs">
        <FormAlert error={formError} title={t("renameTeamForm.error")} onClose={clearFormError} />
        <Group align="flex-start" gap="xs">
          <TextInput
            aria-label={t("renameTeamForm.nameLabel", { name: team.name })}
            size="xs"
            required
            data-autofocus
            style={{ flex: 1 }}
            {...form.getInputProps("name")}
          />
          <Button size="xs" type="submit" loading={submitting}>
            {t("renameTeamForm.save")}
          </Button>
          <Button size="xs" variant="default" onClick={onDone}>
            {t("renameTeamForm.cancel")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
