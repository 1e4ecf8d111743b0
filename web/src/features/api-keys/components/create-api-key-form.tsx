import { Button, Group, NativeSelect, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { useServerForm } from "../../../lib/use-server-form";
import { type ApiKeyOwner, createApiKey, useRefreshApiKeys } from "../hooks/use-api-keys";
import { EXPIRY_OPTIONS, expiryLabel, expirySeconds } from "../lib/expiry";

export interface CreatedKey {
  id: string;
  name: string | null;
  key: string;
}

interface CreateApiKeyFormProps {
  owner: ApiKeyOwner;
  onCreated: (key: CreatedKey) => void;
}

export function CreateApiKeyForm({ owner, onCreated }: CreateApiKeyFormProps) {
  const { t } = useTranslation("api-keys");
  const refresh = useRefreshApiKeys(owner);
  const { form, onSubmit, submitting, formError, clearFormError } = useServerForm({
    initialValues: { name: "", expires: "90" as string },
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
    },
    request: ({ name, expires }) => createApiKey(owner, { name: name.trim(), expiresIn: expirySeconds(expires) }),
    onSuccess: async (created) => {
      onCreated({ id: created.id, name: created.name, key: created.key });
      form.reset();
      await refresh();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("createForm.formLabel")}>
      <FormAlert error={formError} title={t("createForm.failed")} onClose={clearFormError} />
      <Group align="flex-start" mt={formError ? "sm" : 0}>
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
        <Button type="submit" loading={submitting} mt={25}>
          {t("createForm.submit")}
        </Button>
      </Group>
    </form>
  );
}
