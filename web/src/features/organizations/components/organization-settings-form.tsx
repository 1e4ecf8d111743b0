import { Avatar, Button, Group, Stack, TextInput } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormAlert } from "../../../components/form-alert";
import type { FullOrganization } from "../../../lib/auth-client";
import { notifySuccess } from "../../../lib/notify";
import { organizationPath } from "../../../lib/paths";
import { useServerForm } from "../../../lib/use-server-form";
import { validateImageUrl } from "../../../lib/validators";
import { refreshOrganizations, slugFieldErrors, updateOrganization } from "../hooks/use-organizations";
import { type MetadataRow, metadataToRows, rowsToMetadata, validateMetadataRows } from "../lib/metadata";
import { validateOrganizationName, validateSlug } from "../lib/slug";
import { MetadataEditor } from "./metadata-editor";
import { SlugInput, slugTakenMessage } from "./slug-input";

interface SettingsValues extends Record<string, unknown> {
  name: string;
  slug: string;
  logo: string;
  metadata: MetadataRow[];
}

interface OrganizationSettingsFormProps {
  organization: FullOrganization;
  canEdit: boolean;
}

/** Name, slug, logo and metadata. Read-only for roles without organization update. */
export function OrganizationSettingsForm({ organization, canEdit }: OrganizationSettingsFormProps) {
  const { t } = useTranslation("organizations");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [slugTaken, setSlugTaken] = useState(false);
  const onTakenChange = useCallback((taken: boolean) => setSlugTaken(taken), []);

  const { form, onSubmit, submitting, formError, clearFormError } = useServerForm<SettingsValues, unknown>({
    initialValues: {
      name: organization.name,
      slug: organization.slug,
      logo: organization.logo ?? "",
      metadata: metadataToRows(organization.metadata),
    },
    validate: {
      name: validateOrganizationName,
      slug: (value) => validateSlug(value) ?? (slugTaken && value !== organization.slug ? slugTakenMessage() : null),
      logo: validateImageUrl,
      metadata: (rows) => validateMetadataRows(rows),
    },
    fieldErrors: slugFieldErrors,
    request: (values) =>
      updateOrganization(organization.id, {
        name: values.name.trim(),
        slug: values.slug,
        logo: values.logo.trim() || null,
        metadata: rowsToMetadata(values.metadata, organization.metadata),
      }),
    onSuccess: async (_data, values) => {
      notifySuccess(t("settingsForm.saved"));
      form.resetDirty(values);
      // Move to the new address before the old slug's query refetches (and finds nothing).
      if (values.slug !== organization.slug)
        await navigate(organizationPath(values.slug, "settings"), { replace: true });
      const renamed = values.slug !== organization.slug;
      await refreshOrganizations(queryClient, renamed ? { leaving: { slug: organization.slug } } : {});
    },
  });

  const preview = form.values.logo.trim() && !validateImageUrl(form.values.logo) ? form.values.logo : null;
  const slugProps = form.getInputProps("slug");

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("settingsForm.label")}>
      <Stack>
        <FormAlert error={formError} title={t("settingsForm.error")} onClose={clearFormError} />
        <Group align="flex-start" wrap="nowrap">
          <Avatar src={preview} alt="" size="lg" radius="md" name={form.values.name} color="initials" />
          <Stack style={{ flex: 1 }}>
            <TextInput
              label={t("organizationFields.name")}
              required
              readOnly={!canEdit}
              {...form.getInputProps("name")}
            />
            {canEdit ? (
              <SlugInput
                {...slugProps}
                value={form.values.slug}
                currentSlug={organization.slug}
                onTakenChange={onTakenChange}
                onChange={(event) => form.setFieldValue("slug", event.currentTarget.value.toLowerCase())}
              />
            ) : (
              <TextInput label={t("slugInput.label")} readOnly value={organization.slug} />
            )}
            <TextInput
              label={t("organizationFields.logo")}
              type="url"
              placeholder="https://example.com/logo.png"
              readOnly={!canEdit}
              {...form.getInputProps("logo")}
            />
          </Stack>
        </Group>
        <MetadataEditor
          rows={form.values.metadata}
          onChange={(rows) => form.setFieldValue("metadata", rows)}
          error={typeof form.errors.metadata === "string" ? form.errors.metadata : null}
          disabled={!canEdit}
        />
        {canEdit && (
          <Group justify="flex-end">
            <Button type="submit" loading={submitting}>
              {t("settingsForm.submit")}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
