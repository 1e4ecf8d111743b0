import { Alert, Box, Button, ColorInput, Group, List, Radio, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { messageOf } from "../../../lib/errors";
import { notifySuccess } from "../../../lib/notify";
import { type ServerResult, useServerForm } from "../../../lib/use-server-form";
import { useBrandImageUpload } from "../hooks/use-brand-image-upload";
import { useUpdateBranding } from "../hooks/use-organization-branding";
import type { BrandImageKind, OrganizationBranding, ResolvedBrand } from "../lib/brand";
import { primaryColors } from "../lib/brand-colors";
import {
  BRANDING_FIELD_ERRORS,
  type BrandingValues,
  brandingChanges,
  brandingValidators,
  brandingValues,
  DISPLAY_NAME_MAX,
  previewBrand,
} from "../lib/branding-form";
import { BrandImageField } from "./brand-image-field";
import { BrandPreview } from "./brand-preview";

const IMAGE_FIELD = { logo: "logoUrl", icon: "iconUrl" } as const satisfies Record<
  BrandImageKind,
  keyof BrandingValues
>;

interface BrandingFormProps {
  organizationId: string;
  organizationName: string;
  branding: OrganizationBranding;
  /** The instance's brand: what an empty field falls back to. */
  instance: ResolvedBrand;
  canEdit: boolean;
}

/**
 * The organization's brand: name, logo, icon, colour, scheme and support, beside a preview that
 * follows the form. Read-only for those who may not change the organization.
 */
export function BrandingForm({ organizationId, organizationName, branding, instance, canEdit }: BrandingFormProps) {
  const { t } = useTranslation("branding");
  const save = useUpdateBranding(organizationId);
  const upload = useBrandImageUpload(organizationId);
  const [uploading, setUploading] = useState<BrandImageKind | null>(null);
  const { form, onSubmit, submitting, formError, clearFormError } = useServerForm<BrandingValues, OrganizationBranding>(
    {
      initialValues: brandingValues(branding.settings, instance),
      validate: brandingValidators,
      fieldErrors: BRANDING_FIELD_ERRORS,
      request: (values): Promise<ServerResult<OrganizationBranding>> =>
        save(brandingChanges(values, (field): boolean => form.isDirty(field))),
      onSuccess: (answer) => {
        const saved = brandingValues(answer.settings, instance);
        form.setInitialValues(saved);
        form.setValues(saved);
        form.resetDirty(saved);
        notifySuccess(t("form.saved"));
      },
    },
  );

  const onUpload = (kind: BrandImageKind, file: File) => {
    const field = IMAGE_FIELD[kind];
    form.clearFieldError(field);
    setUploading(kind);
    upload.mutate(
      { kind, file },
      {
        onSuccess: (answer) => answer && form.setFieldValue(field, answer.url),
        onError: (error) => form.setFieldError(field, messageOf(error)),
        onSettled: () => setUploading(null),
      },
    );
  };

  const values = form.getValues();
  const preview = previewBrand(values, organizationName, instance);
  const colorChanged = form.isDirty("primaryColor") || form.isDirty("colorScheme");
  // The server's word on the saved colour; one being typed is worked out here.
  const saved = branding.brand;
  const liveColors = primaryColors(preview.primaryColor, preview.colorScheme);
  const colors = colorChanged ? liveColors : saved;
  const imageField = (kind: BrandImageKind) => (
    <BrandImageField
      kind={kind}
      inputProps={form.getInputProps(IMAGE_FIELD[kind])}
      thumbnail={kind === "logo" ? preview.logoUrl : preview.iconUrl}
      readOnly={!canEdit}
      uploading={uploading === kind}
      onUpload={(file) => onUpload(kind, file)}
      onClear={() => form.setFieldValue(IMAGE_FIELD[kind], "")}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("form.label")}>
      <Stack>
        <FormAlert error={formError} title={t("form.saveError")} onClose={clearFormError} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="lg">
          <Stack>
            <TextInput
              label={t("form.displayName")}
              description={t("form.displayNameDescription", { name: organizationName })}
              placeholder={organizationName}
              maxLength={DISPLAY_NAME_MAX}
              readOnly={!canEdit}
              {...form.getInputProps("displayName")}
            />
            {imageField("logo")}
            {imageField("icon")}
            <ColorInput
              label={t("form.primaryColor")}
              description={t("form.primaryColorDescription")}
              placeholder={instance.primaryColor}
              format="hex"
              withEyeDropper={false}
              swatches={SWATCHES}
              readOnly={!canEdit}
              {...form.getInputProps("primaryColor")}
            />
            {colorChanged && liveColors.warnings.length > 0 && (
              <Alert color="yellow" role="note" title={t("form.lowContrast")} data-testid="contrast-warning">
                <List size="sm">
                  {liveColors.warnings.map((warning) => (
                    <List.Item key={warning}>{warning}</List.Item>
                  ))}
                </List>
              </Alert>
            )}
            <Radio.Group label={t("form.colorScheme")} {...form.getInputProps("colorScheme")}>
              <Group gap="lg" mt="xs">
                <Radio value="light" label={t("form.light")} disabled={!canEdit} />
                <Radio value="dark" label={t("form.dark")} disabled={!canEdit} />
                <Radio value="auto" label={t("form.auto")} disabled={!canEdit} />
              </Group>
            </Radio.Group>
            <TextInput
              label={t("form.supportEmail")}
              type="email"
              placeholder={instance.supportEmail ?? "support@example.com"}
              readOnly={!canEdit}
              {...form.getInputProps("supportEmail")}
            />
            <TextInput
              label={t("form.supportUrl")}
              type="url"
              placeholder={instance.supportUrl ?? "https://example.com/help"}
              readOnly={!canEdit}
              {...form.getInputProps("supportUrl")}
            />
          </Stack>
          {/* Beside the form on wide screens, in view while the form scrolls (under the app's header). */}
          <Box style={{ alignSelf: "start", position: "sticky", top: 76 }}>
            <BrandPreview brand={preview} colors={colors} />
          </Box>
        </SimpleGrid>
        {/* Mounted from the start so what appears after saving is announced. */}
        <div role="status" aria-live="polite">
          {!colorChanged && saved.warnings.length > 0 && (
            <Alert color="yellow" title={t("form.aboutColors")} role="none" data-testid="brand-warnings">
              <List size="sm">
                {saved.warnings.map((warning) => (
                  <List.Item key={warning}>{warning}</List.Item>
                ))}
              </List>
            </Alert>
          )}
        </div>
        {canEdit && (
          <Group justify="flex-end">
            <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty() || submitting}>
              {t("form.reset")}
            </Button>
            <Button type="submit" loading={submitting}>
              {t("form.save")}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** A few colours to start from; any other can be typed or picked. */
const SWATCHES = ["#3b5bdb", "#1971c2", "#0c8599", "#2f9e44", "#e8590c", "#c2255c", "#6741d9", "#212529"];
