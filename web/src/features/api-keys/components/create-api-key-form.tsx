import { Button, Group, NativeSelect, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { IpAllowlistField } from "../../../components/ip-allowlist-field";
import { errorCode, type ServerError } from "../../../lib/errors";
import { ipAllowlistFromLines } from "../../../lib/ip-allowlist";
import { useServerForm } from "../../../lib/use-server-form";
import { type ApiKeyOwner, createApiKey, useRefreshApiKeys } from "../hooks/use-api-keys";
import { EXPIRY_OPTIONS, expiryLabel, expirySeconds } from "../lib/expiry";
import { KeyPermissionsPicker } from "./key-permissions-picker";

export interface CreatedKey {
  id: string;
  name: string | null;
  key: string;
}

/** The picker offers only what the viewer held when the page loaded: this refusal means their roles changed since. */
const isNotHeld = (error: ServerError | null) => error !== null && errorCode(error) === "PERMISSIONS_NOT_HELD";

interface CreateApiKeyFormProps {
  owner: ApiKeyOwner;
  onCreated: (key: CreatedKey) => void;
}

export function CreateApiKeyForm({ owner, onCreated }: CreateApiKeyFormProps) {
  const { t } = useTranslation("api-keys");
  const refresh = useRefreshApiKeys(owner);
  const { form, onSubmit, submitting, formError, clearFormError } = useServerForm({
    initialValues: { name: "", expires: "90" as string, permissions: [] as string[], ipAllowlist: "" },
    validate: {
      name: (value) =>
        value.trim().length === 0
          ? t("createForm.nameRequired")
          : value.trim().length > 32
            ? t("createForm.nameTooLong")
            : null,
    },
    fieldErrors: {
      INVALID_NAME_LENGTH: "name",
      NAME_REQUIRED: "name",
      EXPIRES_IN_IS_TOO_SMALL: "expires",
      EXPIRES_IN_IS_TOO_LARGE: "expires",
      KEY_DISABLED_EXPIRATION: "expires",
      INVALID_IP_ALLOWLIST: "ipAllowlist",
    },
    request: ({ name, expires, permissions, ipAllowlist }) =>
      createApiKey(owner, {
        name: name.trim(),
        expiresIn: expirySeconds(expires),
        permissions,
        ipAllowlist: ipAllowlistFromLines(ipAllowlist),
      }),
    onSuccess: async (created) => {
      onCreated({ id: created.id, name: created.name, key: created.key });
      form.reset();
      await refresh();
    },
  });

  const submit = (
    <Button type="submit" loading={submitting}>
      {t("createForm.submit")}
    </Button>
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("createForm.formLabel")}>
      <FormAlert
        error={formError}
        title={t("createForm.failed")}
        message={isNotHeld(formError) ? t("createForm.permissionsNotHeld") : undefined}
        onClose={clearFormError}
      />
      <Stack gap="md" mt={formError ? "sm" : 0}>
        <Group align="flex-start">
          <TextInput
            label={t("createForm.nameLabel")}
            placeholder={t("createForm.namePlaceholder")}
            required
            style={{ flex: 2 }}
            {...form.getInputProps("name")}
          />
          <NativeSelect
            label={t("createForm.expiresLabel")}
            data={EXPIRY_OPTIONS.map((option) => ({ value: option.value, label: expiryLabel(option) }))}
            style={{ flex: 1 }}
            {...form.getInputProps("expires")}
          />
        </Group>
        <IpAllowlistField
          label={t("createForm.ipAllowlistLabel")}
          description={t("createForm.ipAllowlistDescription")}
          {...form.getInputProps("ipAllowlist")}
        />
        {owner.kind === "user" && <Group justify="flex-end">{submit}</Group>}
        {owner.kind === "organization" && (
          <>
            <KeyPermissionsPicker
              organizationId={owner.organizationId}
              value={form.values.permissions}
              onChange={(permissions) => form.setFieldValue("permissions", permissions)}
            />
            <Group justify="flex-end">{submit}</Group>
          </>
        )}
      </Stack>
    </form>
  );
}
