import { Button, Group, NativeSelect, TextInput } from "@mantine/core";
import { FormAlert } from "../../../components/form-alert";
import { useServerForm } from "../../../lib/use-server-form";
import { type ApiKeyOwner, createApiKey, useRefreshApiKeys } from "../hooks/use-api-keys";
import { EXPIRY_OPTIONS, expirySeconds } from "../lib/expiry";

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
  const refresh = useRefreshApiKeys(owner);
  const { form, onSubmit, submitting, formError, clearFormError } = useServerForm({
    initialValues: { name: "", expires: "90" as string },
    validate: {
      name: (value) =>
        value.trim().length === 0 ? "Give the key a name" : value.trim().length > 32 ? "At most 32 characters" : null,
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
    <form onSubmit={onSubmit} noValidate aria-label="Create an API key">
      <FormAlert error={formError} title="Could not create the key" onClose={clearFormError} />
      <Group align="flex-start" mt={formError ? "sm" : 0}>
        <TextInput
          label="Key name"
          placeholder="CI deploys"
          required
          style={{ flex: 2 }}
          {...form.getInputProps("name")}
        />
        <NativeSelect
          label="Expires"
          data={EXPIRY_OPTIONS.map(({ value, label }) => ({ value, label }))}
          style={{ flex: 1 }}
          {...form.getInputProps("expires")}
        />
        <Button type="submit" loading={submitting} mt={25}>
          Create API key
        </Button>
      </Group>
    </form>
  );
}
