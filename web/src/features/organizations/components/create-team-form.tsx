import { Button, Group, TextInput } from "@mantine/core";
import { FormAlert } from "../../../components/form-alert";
import { notifySuccess } from "../../../lib/notify";
import { useServerForm } from "../../../lib/use-server-form";
import { createTeam, useInvalidateTeams } from "../hooks/use-teams";

export function validateTeamName(value: string): string | null {
  return value.trim().length === 0 ? "Enter a team name" : null;
}

export function CreateTeamForm({ organizationId }: { organizationId: string }) {
  const invalidate = useInvalidateTeams(organizationId);
  const { form, onSubmit, submitting, formError, clearFormError } = useServerForm({
    initialValues: { name: "" },
    validate: { name: validateTeamName },
    fieldErrors: { YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_TEAMS: "name" },
    request: ({ name }) => createTeam(organizationId, name.trim()),
    onSuccess: async (team) => {
      notifySuccess("Team created", `${team.name} is ready for members.`);
      form.reset();
      await invalidate();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create a team">
      <FormAlert error={formError} title="Could not create the team" onClose={clearFormError} />
      <Group align="flex-start" mt={formError ? "sm" : 0}>
        <TextInput label="Team name" required style={{ flex: 1 }} {...form.getInputProps("name")} />
        <Button type="submit" loading={submitting} mt={25}>
          Create team
        </Button>
      </Group>
    </form>
  );
}
