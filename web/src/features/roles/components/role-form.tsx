import { Button, Group, Stack, Textarea, TextInput } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { i18n } from "../../../i18n/i18n";
import type { ServerError } from "../../../lib/errors";
import { notifySuccess } from "../../../lib/notify";
import { type ServerResult, useServerForm } from "../../../lib/use-server-form";
import { organizationKeys } from "../../organizations/hooks/keys";
import type { Viewer } from "../../organizations/lib/viewer";
import {
  createRole,
  type OrganizationOwnRole,
  type RoleInput,
  updateRole,
  useInvalidateRoles,
} from "../hooks/use-organization-roles";
import { countOf, normalised } from "../lib/permission-draft";
import { missingPermissionsOf } from "../lib/refusals";
import { validateRoleDescription, validateRoleName } from "../lib/validators";
import { PermissionPicker } from "./permission-picker";

interface RoleFormProps {
  organizationId: string;
  /** The role edited; null for a new one. */
  existing: OrganizationOwnRole | null;
  viewer: Viewer;
  onDone: () => void;
}

type RoleValues = RoleInput & Record<string, unknown>;

/**
 * Every refusal naming permissions the author lacks lands on the picker under this one code:
 * Gatehouse's own, or the codes better-auth's create-role and update-role answer with.
 */
const WIDER_THAN_YOURS = "ROLE_GRANTS_MORE_THAN_YOU_HOLD";

/**
 * A role's name, description and permissions. The server's refusals land on their field: a taken
 * name on the name, a role wider than its author (with the permissions they lack) on the picker.
 */
export function RoleForm({ organizationId, existing: role, viewer, onDone }: RoleFormProps) {
  const { t } = useTranslation("roles");
  const invalidate = useInvalidateRoles(organizationId);
  const queryClient = useQueryClient();
  const refreshPermissions = () =>
    queryClient.invalidateQueries({ queryKey: organizationKeys.permissions(organizationId) });
  const [missing, setMissing] = useState<string[]>([]);

  const send = async (values: RoleValues): Promise<ServerResult<unknown>> => {
    setMissing([]);
    const input = { ...values, name: values.name.trim(), description: values.description.trim() };
    const result = role ? await updateRole(organizationId, role.role, input) : await createRole(organizationId, input);
    const lacking = missingPermissionsOf(result.error);
    if (!result.error || lacking.length === 0) return result;
    setMissing(lacking);
    // What the viewer holds may have changed since the page loaded: the picker follows.
    void refreshPermissions();
    const refusal: ServerError = {
      status: result.error.status,
      code: WIDER_THAN_YOURS,
      message: i18n.t("roles:form.widerThanYours"),
    };
    return { data: null, error: refusal };
  };

  const { form, onSubmit, submitting, formError, clearFormError } = useServerForm<RoleValues, unknown>({
    initialValues: {
      name: role?.role ?? "",
      description: role?.description ?? "",
      permission: normalised(role?.permission ?? {}),
    },
    validate: {
      name: validateRoleName,
      description: validateRoleDescription,
      permission: (permission) => (countOf(permission) === 0 ? i18n.t("roles:form.pickPermission") : null),
    },
    fieldErrors: {
      ROLE_NAME_IS_ALREADY_TAKEN: "name",
      INVALID_ROLE_NAME: "name",
      INVALID_ROLE_DESCRIPTION: "description",
      INVALID_RESOURCE: "permission",
      INVALID_PERMISSION: "permission",
      [WIDER_THAN_YOURS]: "permission",
    },
    request: send,
    onSuccess: async (_data, values) => {
      const name = values.name.trim().toLowerCase();
      if (role) notifySuccess(t("form.saved"), t("form.savedMessage", { name }));
      else notifySuccess(t("form.created"), t("form.createdMessage", { name }));
      await invalidate();
      onDone();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={role ? t("form.editTitle", { name: role.role }) : t("form.label")}>
      <Stack>
        <FormAlert
          error={formError}
          title={role ? t("form.saveError") : t("form.createError")}
          onClose={clearFormError}
        />
        <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
          <TextInput
            label={t("form.name")}
            description={t("form.nameHint")}
            required
            autoComplete="off"
            miw={220}
            data-autofocus
            {...form.getInputProps("name")}
            onChange={(event) => form.setFieldValue("name", event.currentTarget.value.toLowerCase())}
          />
          <Textarea
            label={t("form.description")}
            description={t("form.descriptionHint")}
            autosize
            minRows={1}
            maxRows={4}
            miw={220}
            {...form.getInputProps("description")}
          />
        </Group>
        <PermissionPicker
          value={form.values.permission}
          onChange={(permission) => {
            setMissing([]);
            form.setFieldValue("permission", permission);
            form.clearFieldError("permission");
          }}
          held={viewer.permissions}
          missing={missing}
          error={form.errors.permission}
          disabled={submitting}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={submitting}>
            {t("form.cancel")}
          </Button>
          <Button type="submit" loading={submitting}>
            {role ? t("form.save") : t("form.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
