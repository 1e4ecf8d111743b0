import { Checkbox, Code, Group, NativeSelect, NumberInput, Stack, Text, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { Trans, useTranslation } from "react-i18next";
import type { BenefitFormValues } from "../lib/benefit-form";
import {
  GITHUB_PERMISSIONS,
  LICENSE_KEY_ACTIVATIONS_MAX,
  LICENSE_KEY_TIMEFRAMES,
  type LicenseKeyTimeframe,
} from "../lib/types";
import { DownloadablesPicker } from "./downloadables-picker";

interface FieldsProps {
  form: UseFormReturnType<BenefitFormValues>;
  organizationId: string;
  readOnly: boolean;
}

const count = { allowDecimal: false, allowNegative: false, hideControls: true, min: 1 } as const;

const TIMEFRAME_LABELS = {
  day: "properties.days",
  month: "properties.months",
  year: "properties.years",
} as const satisfies Record<LicenseKeyTimeframe, string>;

/** The chosen type's properties, each input bound to its wire path under `properties`. */
export function BenefitPropertiesFields({ form, organizationId, readOnly }: FieldsProps) {
  const { t } = useTranslation("billing-benefits");
  const input = (path: string) => form.getInputProps(`properties.${path}`);
  const checkbox = (path: string) => form.getInputProps(`properties.${path}`, { type: "checkbox" });

  switch (form.values.type) {
    case "custom":
      return (
        <Textarea
          label={t("properties.note")}
          description={t("properties.noteHint")}
          autosize
          minRows={2}
          readOnly={readOnly}
          {...input("note")}
        />
      );
    case "discord":
      return (
        <Stack gap="sm">
          <TextInput
            label={t("properties.guildToken")}
            description={t("properties.guildTokenHint")}
            required
            readOnly={readOnly}
            {...input("guild_token")}
          />
          <TextInput label={t("properties.roleId")} required readOnly={readOnly} {...input("role_id")} />
          <Checkbox
            label={t("properties.kickMember")}
            description={t("properties.kickMemberHint")}
            disabled={readOnly}
            {...checkbox("kick_member")}
          />
        </Stack>
      );
    case "downloadables":
      return (
        <DownloadablesPicker
          organizationId={organizationId}
          value={form.values.properties.files}
          onChange={(files) => form.setFieldValue("properties.files", files)}
          readOnly={readOnly}
          error={typeof form.errors["properties.files"] === "string" ? String(form.errors["properties.files"]) : null}
        />
      );
    case "github_repository":
      return (
        <Stack gap="sm">
          <Group grow align="flex-start">
            <TextInput
              label={t("properties.repositoryOwner")}
              required
              readOnly={readOnly}
              {...input("repository_owner")}
            />
            <TextInput
              label={t("properties.repositoryName")}
              required
              readOnly={readOnly}
              {...input("repository_name")}
            />
          </Group>
          <NativeSelect
            label={t("properties.permission")}
            disabled={readOnly}
            data={[...GITHUB_PERMISSIONS]}
            {...input("permission")}
          />
        </Stack>
      );
    case "license_keys":
      return (
        <Stack gap="sm">
          <TextInput
            label={t("properties.keyPrefix")}
            placeholder={t("properties.keyPrefixPlaceholder")}
            readOnly={readOnly}
            {...input("prefix")}
          />
          <Checkbox
            label={t("properties.keysExpire")}
            disabled={readOnly}
            {...form.getInputProps("expires_enabled", { type: "checkbox" })}
          />
          {form.values.expires_enabled && (
            <Group grow align="flex-start">
              <NumberInput
                label={t("properties.expiresAfter")}
                required
                withAsterisk={false}
                readOnly={readOnly}
                {...count}
                {...input("expires.ttl")}
              />
              <NativeSelect
                label={t("properties.timeframe")}
                disabled={readOnly}
                data={LICENSE_KEY_TIMEFRAMES.map((value) => ({ value, label: t(TIMEFRAME_LABELS[value]) }))}
                {...input("expires.timeframe")}
              />
            </Group>
          )}
          <Checkbox
            label={t("properties.limitActivations")}
            disabled={readOnly}
            {...form.getInputProps("activations_enabled", { type: "checkbox" })}
          />
          {form.values.activations_enabled && (
            <Group grow align="center">
              <NumberInput
                label={t("properties.activationLimit")}
                required
                withAsterisk={false}
                readOnly={readOnly}
                {...count}
                max={LICENSE_KEY_ACTIVATIONS_MAX}
                {...input("activations.limit")}
              />
              <Checkbox
                label={t("properties.customerAdmin")}
                disabled={readOnly}
                {...checkbox("activations.enable_customer_admin")}
              />
            </Group>
          )}
          <Checkbox
            label={t("properties.limitUsage")}
            disabled={readOnly}
            {...form.getInputProps("usage_enabled", { type: "checkbox" })}
          />
          {form.values.usage_enabled && (
            <NumberInput
              label={t("properties.usageLimit")}
              required
              withAsterisk={false}
              readOnly={readOnly}
              {...count}
              {...input("limit_usage")}
            />
          )}
        </Stack>
      );
    case "meter_credit":
      return (
        <Stack gap="sm">
          <NumberInput
            label={t("properties.units")}
            required
            withAsterisk={false}
            readOnly={readOnly}
            {...count}
            {...input("units")}
          />
          <Checkbox label={t("properties.rollover")} disabled={readOnly} {...checkbox("rollover")} />
          <TextInput label={t("properties.meterId")} required readOnly={readOnly} {...input("meter_id")} />
        </Stack>
      );
    case "feature_flag":
      return (
        <Text size="sm" c="dimmed">
          <Trans t={t} i18nKey="properties.featureFlag" components={{ code: <Code /> }} />
        </Text>
      );
  }
}
