import { Button, Group, Stack, TextInput } from "@mantine/core";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormAlert } from "../../../components/form-alert";
import { notifySuccess } from "../../../lib/notify";
import { organizationPath } from "../../../lib/paths";
import { useServerForm } from "../../../lib/use-server-form";
import { validateImageUrl } from "../../../lib/validators";
import { slugFieldErrors, useCreateOrganization } from "../hooks/use-organizations";
import { slugify, validateOrganizationName, validateSlug } from "../lib/slug";
import { SlugInput, slugTakenMessage } from "./slug-input";

export function CreateOrganizationForm() {
  const { t } = useTranslation("organizations");
  const navigate = useNavigate();
  const create = useCreateOrganization();
  // The slug follows the name until the person edits it.
  const [slugEdited, setSlugEdited] = useState(false);
  const [slugTaken, setSlugTaken] = useState(false);
  const onTakenChange = useCallback((taken: boolean) => setSlugTaken(taken), []);

  const { form, onSubmit, submitting, formError, clearFormError } = useServerForm({
    initialValues: { name: "", slug: "", logo: "" },
    validate: {
      name: validateOrganizationName,
      slug: (value) => validateSlug(value) ?? (slugTaken ? slugTakenMessage() : null),
      logo: validateImageUrl,
    },
    fieldErrors: slugFieldErrors,
    request: ({ name, slug, logo }) =>
      create({ name: name.trim(), slug, ...(logo.trim() ? { logo: logo.trim() } : {}) }),
    onSuccess: async (organization) => {
      notifySuccess(
        t("createOrganizationForm.created"),
        t("createOrganizationForm.createdMessage", { name: organization.name }),
      );
      await navigate(organizationPath(organization.slug));
    },
  });

  const nameProps = form.getInputProps("name");
  const slugProps = form.getInputProps("slug");

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormAlert error={formError} title={t("createOrganizationForm.error")} onClose={clearFormError} />
        <TextInput
          label={t("organizationFields.name")}
          autoComplete="organization"
          required
          {...nameProps}
          onChange={(event) => {
            const name = event.currentTarget.value;
            form.setFieldValue("name", name);
            if (!slugEdited) form.setFieldValue("slug", slugify(name));
          }}
        />
        <SlugInput
          {...slugProps}
          value={form.values.slug}
          onTakenChange={onTakenChange}
          onChange={(event) => {
            setSlugEdited(true);
            form.setFieldValue("slug", event.currentTarget.value.toLowerCase());
          }}
        />
        <TextInput
          label={t("organizationFields.logo")}
          type="url"
          placeholder="https://example.com/logo.png"
          {...form.getInputProps("logo")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            {t("createOrganizationForm.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
