import { Button, Group, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { i18n } from "../../../i18n/i18n";
import { notifySuccess } from "../../../lib/notify";
import { useServerForm } from "../../../lib/use-server-form";
import { createTeam, useInvalidateTeams } from "../hooks/use-teams";

export function validateTeamName(value: string): string | null {
  return value.trim().length === 0 ? i18n.t("organizations:validation.teamNameRequired") : null;
}

export function CreateTeamForm({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation("organizations");
  const invalidate = useInvalidateTeams(organizationId);
  const { form, onSubmit, submitting, formError, clearFormError } = useServerForm({
    initialValues: { name: "" },
    validate: { name: validateTeamName },
    fieldErrors: { YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_TEAMS: "name" },
    request: ({ name }) => createTeam(organizationId, name.trim()),
    onSuccess: async (team) => {
      notifySuccess(t("createTeamForm.created"), t("createTeamForm.createdMessage", { name: team.name }));
      form.reset();
      await invalidate();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("createTeamForm.label")}>
      <FormAlert error={formError} title={t("createTeamForm.error")} onClose={clearFormError} />
      <Group align="flex-start" mt={formError ? "sm" : 0}>
        <TextInput label={t("createTeamForm.name")} required style={{ flex: 1 }} {...form.getInputProps("name")} />
        <Button type="submit" loading={submitting} mt={25}>
          {t("createTeamForm.submit")}
        </Button>
      </Group>
    </form>
  );
}
