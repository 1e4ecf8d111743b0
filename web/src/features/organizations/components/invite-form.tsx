import { Button, Group, NativeSelect, Stack, TextInput } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { notifySuccess } from "../../../lib/notify";
import { useServerForm } from "../../../lib/use-server-form";
import { validateEmail } from "../../../lib/validators";
import { inviteMember } from "../hooks/use-invitations";
import { invalidateOrganization } from "../hooks/use-organizations";
import { useTeams } from "../hooks/use-teams";
import { blockOf, type RoleDefinition, type Viewer } from "../lib/viewer";
import { InviteSeatNotice } from "./invite-seat-notice";
import { RolePicker } from "./role-picker";

interface InviteFormProps {
  organizationId: string;
  viewer: Viewer;
  /** The roles to offer (built-in, and the organization's own when the viewer may read them). */
  definitions: readonly RoleDefinition[];
}

interface InviteValues extends Record<string, unknown> {
  email: string;
  /** Several may be given; the union of their permissions applies. */
  roles: string[];
  /** '' for no team. */
  teamId: string;
}

/** An invitation starts as a member's, unless the viewer may not give that role. */
const firstRoles = (viewer: Viewer, definitions: readonly RoleDefinition[]) =>
  definitions.some((d) => d.name === "member" && blockOf(viewer, d) === null) ? ["member"] : [];

export function InviteForm({ organizationId, viewer, definitions }: InviteFormProps) {
  const { t } = useTranslation("organizations");
  const queryClient = useQueryClient();
  const teams = useTeams(organizationId);
  const { form, onSubmit, submitting, formError, clearFormError } = useServerForm<InviteValues, unknown>({
    initialValues: { email: "", roles: firstRoles(viewer, definitions), teamId: "" },
    validate: {
      email: validateEmail,
      roles: (roles) => (roles.length === 0 ? t("membersTab.pickRole") : null),
    },
    fieldErrors: {
      USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION: "email",
      USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION: "email",
      INVALID_EMAIL: "email",
      YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE: "roles",
      ROLE_GRANTS_MORE_THAN_YOU_HOLD: "roles",
      ROLE_NOT_FOUND: "roles",
      TEAM_NOT_FOUND: "teamId",
      TEAM_MEMBER_LIMIT_REACHED: "teamId",
    },
    request: ({ email, roles, teamId }) =>
      inviteMember(organizationId, { email: email.trim(), roles, teamId: teamId || null }),
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
          <NativeSelect label={t("inviteForm.team")} miw={180} data={teamOptions} {...form.getInputProps("teamId")} />
        </Group>
        <RolePicker
          label={t("inviteForm.roles")}
          value={form.values.roles}
          onChange={(roles) => {
            form.setFieldValue("roles", roles);
            form.clearFieldError("roles");
          }}
          definitions={definitions}
          viewer={viewer}
          disabled={submitting}
          error={form.errors.roles}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            {t("inviteForm.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
