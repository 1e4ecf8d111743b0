import { Button, Group, NativeSelect, Stack, TextInput } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { notifySuccess } from "../../../lib/notify";
import { type OrganizationRole, ROLE_LABELS } from "../../../lib/permissions";
import { useServerForm } from "../../../lib/use-server-form";
import { validateEmail } from "../../../lib/validators";
import { inviteMember } from "../hooks/use-invitations";
import { invalidateOrganization } from "../hooks/use-organizations";
import { useTeams } from "../hooks/use-teams";
import { assignableRoles, type Viewer } from "../lib/viewer";
import { InviteSeatNotice } from "./invite-seat-notice";

interface InviteFormProps {
  organizationId: string;
  viewer: Viewer;
}

interface InviteValues extends Record<string, unknown> {
  email: string;
  role: OrganizationRole;
  /** '' for no team. */
  teamId: string;
}

/** Native selects: one role per invitation (several roles can be given on the Members tab). */

export function InviteForm({ organizationId, viewer }: InviteFormProps) {
  const { t } = useTranslation("organizations");
  const queryClient = useQueryClient();
  const teams = useTeams(organizationId);
  const { form, onSubmit, submitting, formError, clearFormError } = useServerForm<InviteValues, unknown>({
    initialValues: { email: "", role: "member", teamId: "" },
    validate: { email: validateEmail },
    fieldErrors: {
      USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION: "email",
      USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION: "email",
      INVALID_EMAIL: "email",
      YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE: "role",
      TEAM_NOT_FOUND: "teamId",
      TEAM_MEMBER_LIMIT_REACHED: "teamId",
    },
    request: ({ email, role, teamId }) =>
      inviteMember(organizationId, { email: email.trim(), roles: [role], teamId: teamId || null }),
    onSuccess: async (_data, values) => {
      notifySuccess(t("inviteForm.sent"), t("inviteForm.sentMessage", { email: values.email.trim() }));
      form.setValues({ email: "" });
      form.resetDirty();
      await invalidateOrganization(queryClient, organizationId);
    },
  });

  const noTeam = teams.isPending ? t("inviteForm.loadingTeams") : t("inviteForm.noTeam");
  const teamOptions = [
    { value: "", label: noTeam },
    ...(teams.data ?? []).map((team) => ({ value: team.id, label: team.name })),
  ];

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("inviteForm.label")}>
      <Stack>
        <FormAlert error={formError} title={t("inviteForm.error")} onClose={clearFormError} />
        <InviteSeatNotice organizationId={organizationId} />
        <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
          <TextInput
            label={t("inviteForm.email")}
            type="email"
            autoComplete="off"
            placeholder="person@example.com"
            required
            miw={220}
            {...form.getInputProps("email")}
          />
          <NativeSelect
            label={t("inviteForm.role")}
            miw={160}
            data={assignableRoles(viewer).map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
            {...form.getInputProps("role")}
          />
          <NativeSelect label={t("inviteForm.team")} miw={180} data={teamOptions} {...form.getInputProps("teamId")} />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            {t("inviteForm.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
