import { type FormEvent, useState } from "react";
import type { GatehouseOrganization } from "../../client/types.js";
import { useGatehouse } from "../../provider/context.js";
import { useLocalization } from "../../provider/localization.js";
import { Alert } from "../../ui/alert.js";
import { Button } from "../../ui/button.js";
import { Field } from "../../ui/field.js";
import { type FieldOfCode, useAction } from "../../ui/use-action.js";
import { nameProblem, slugify, slugProblem } from "./slug.js";

type CreateField = "name" | "slug";

/** A taken slug comes back as any of these codes; each belongs on the Slug field. */
const FIELD_OF_CODE: FieldOfCode<CreateField> = {
  ORGANIZATION_ALREADY_EXISTS: "slug",
  ORGANIZATION_SLUG_ALREADY_TAKEN: "slug",
  SLUG_IS_TAKEN: "slug",
};

export interface CreateOrganizationFormProps {
  onCreated(organization: GatehouseOrganization): void;
  onCancel(): void;
}

/** Name and slug (following the name until edited); the new organization becomes the active one. */
export function CreateOrganizationForm({ onCreated, onCancel }: CreateOrganizationFormProps) {
  const client = useGatehouse();
  const { t } = useLocalization();
  const action = useAction<CreateField>(FIELD_OF_CODE);
  const [name, setName] = useState("");
  const [slug, setSlug] = useState("");
  const [slugEdited, setSlugEdited] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<CreateField, string>>>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = { name: nameProblem(name, t) ?? undefined, slug: slugProblem(slug, t) ?? undefined };
    setProblems(found);
    if (found.name || found.slug) return;
    const created = await action.run(async () => {
      const organization = await client.request<GatehouseOrganization>("/api/auth/organization/create", {
        method: "POST",
        body: { name: name.trim(), slug },
      });
      await client.request("/api/auth/organization/set-active", {
        method: "POST",
        body: { organizationId: organization.id },
      });
      await client.refresh();
      return organization;
    });
    if (created) onCreated(created);
  };

  return (
    <form className="gh-stack" onSubmit={onSubmit} noValidate>
      {action.formError && (
        <Alert tone="error" title={t("createOrganization.failed")}>
          {action.formError}
        </Alert>
      )}
      <Field
        label={t("createOrganization.name")}
        name="name"
        autoComplete="organization"
        required
        value={name}
        error={problems.name ?? action.fieldErrors.name}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setName(next);
          if (!slugEdited) setSlug(slugify(next));
          setProblems((current) => ({ ...current, name: undefined }));
        }}
      />
      <Field
        label={t("createOrganization.slug")}
        name="slug"
        autoComplete="off"
        spellCheck={false}
        required
        description={t("createOrganization.slugDescription")}
        value={slug}
        error={problems.slug ?? action.fieldErrors.slug}
        onChange={(event) => {
          setSlugEdited(true);
          setSlug(event.currentTarget.value.toLowerCase());
          setProblems((current) => ({ ...current, slug: undefined }));
        }}
      />
      <div className="gh-row gh-row--end">
        <Button onClick={onCancel}>{t("createOrganization.cancel")}</Button>
        <Button type="submit" variant="primary" loading={action.pending}>
          {t("createOrganization.submit")}
        </Button>
      </div>
    </form>
  );
}
