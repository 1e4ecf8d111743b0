import { Checkbox, Code, Group, NativeSelect, NumberInput, Stack, Text, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { BenefitFormValues } from "../lib/benefit-form";
import { GITHUB_PERMISSIONS, LICENSE_KEY_ACTIVATIONS_MAX, LICENSE_KEY_TIMEFRAMES } from "../lib/types";
import { DownloadablesPicker } from "./downloadables-picker";

interface FieldsProps {
  form: UseFormReturnType<BenefitFormValues>;
  organizationId: string;
  readOnly: boolean;
}

const count = { allowDecimal: false, allowNegative: false, hideControls: true, min: 1 } as const;

/** The chosen type's properties, each input bound to its wire path under `properties`. */
export function BenefitPropertiesFields({ form, organizationId, readOnly }: FieldsProps) {
  const input = (path: string) => form.getInputProps(`properties.${path}`);
  const checkbox = (path: string) => form.getInputProps(`properties.${path}`, { type: "checkbox" });

  switch (form.values.type) {
    case "custom":
      return (
        <Textarea
          label="Note"
          description="Shown to customers who get this benefit"
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
            label="Guild token"
            description="From installing the bot on your server"
            required
            readOnly={readOnly}
            {...input("guild_token")}
          />
          <TextInput label="Role ID" required readOnly={readOnly} {...input("role_id")} />
          <Checkbox
            label="Kick member"
            description="Remove them from the server when the benefit is revoked"
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
            <TextInput label="Repository owner" required readOnly={readOnly} {...input("repository_owner")} />
            <TextInput label="Repository name" required readOnly={readOnly} {...input("repository_name")} />
          </Group>
          <NativeSelect
            label="Permission"
            disabled={readOnly}
            data={[...GITHUB_PERMISSIONS]}
            {...input("permission")}
          />
        </Stack>
      );
    case "license_keys":
      return (
        <Stack gap="sm">
          <TextInput label="Key prefix" placeholder="e.g. ACME" readOnly={readOnly} {...input("prefix")} />
          <Checkbox
            label="Keys expire"
            disabled={readOnly}
            {...form.getInputProps("expires_enabled", { type: "checkbox" })}
          />
          {form.values.expires_enabled && (
            <Group grow align="flex-start">
              <NumberInput
                label="Expires after"
                required
                withAsterisk={false}
                readOnly={readOnly}
                {...count}
                {...input("expires.ttl")}
              />
              <NativeSelect
                label="Timeframe"
                disabled={readOnly}
                data={LICENSE_KEY_TIMEFRAMES.map((t) => ({ value: t, label: `${t}s` }))}
                {...input("expires.timeframe")}
              />
            </Group>
          )}
          <Checkbox
            label="Limit activations"
            disabled={readOnly}
            {...form.getInputProps("activations_enabled", { type: "checkbox" })}
          />
          {form.values.activations_enabled && (
            <Group grow align="center">
              <NumberInput
                label="Activation limit"
                required
                withAsterisk={false}
                readOnly={readOnly}
                {...count}
                max={LICENSE_KEY_ACTIVATIONS_MAX}
                {...input("activations.limit")}
              />
              <Checkbox
                label="Customers can deactivate"
                disabled={readOnly}
                {...checkbox("activations.enable_customer_admin")}
              />
            </Group>
          )}
          <Checkbox
            label="Limit usage"
            disabled={readOnly}
            {...form.getInputProps("usage_enabled", { type: "checkbox" })}
          />
          {form.values.usage_enabled && (
            <NumberInput
              label="Usage limit"
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
          <NumberInput label="Units" required withAsterisk={false} readOnly={readOnly} {...count} {...input("units")} />
          <Checkbox label="Roll over unused units" disabled={readOnly} {...checkbox("rollover")} />
          <TextInput label="Meter ID" required readOnly={readOnly} {...input("meter_id")} />
        </Stack>
      );
    case "feature_flag":
      return (
        <Text size="sm" c="dimmed">
          The features it turns on are its metadata below: one key per feature, with its value (for example{" "}
          <Code>sso</Code> = <Code>true</Code>, <Code>max_projects</Code> = <Code>10</Code>). Customers holding it have
          them in their entitlements.
        </Text>
      );
  }
}
