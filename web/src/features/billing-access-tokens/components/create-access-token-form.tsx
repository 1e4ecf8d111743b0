import { Button, Group, NativeSelect, Stack, TextInput } from "@mantine/core";
import { FormAlert } from "../../../components/form-alert";
import { SectionCard } from "../../../components/section-card";
import { useV1Form } from "../../billing/lib/use-v1-form";
import { createAccessToken, useRefreshAccessTokens } from "../hooks/use-access-tokens";
import type { AccessScope, AccessTokenCreated } from "../lib/types";
import { ScopesPicker } from "./scopes-picker";

/** Lifetimes as ISO 8601 durations, what Polar's `expires_in` takes. */
const EXPIRY_OPTIONS = [
  { value: "P7D", label: "7 days" },
  { value: "P30D", label: "30 days" },
  { value: "P90D", label: "90 days" },
  { value: "P365D", label: "1 year" },
  { value: "never", label: "Never" },
];

interface CreateAccessTokenFormProps {
  organizationId: string;
  onCreated: (created: AccessTokenCreated) => void;
}

export function CreateAccessTokenForm({ organizationId, onCreated }: CreateAccessTokenFormProps) {
  const refresh = useRefreshAccessTokens(organizationId);
  const { form, onSubmit, submitting, formError, clearFormError } = useV1Form({
    initialValues: { comment: "", scopes: [] as AccessScope[], expires_in: "P30D" },
    validate: {
      comment: (value: string) => (value.trim() ? null : "Describe what the token is for"),
      scopes: (value: AccessScope[]) => (value.length > 0 ? null : "Pick at least one scope"),
    },
    request: (values) =>
      createAccessToken(organizationId, {
        comment: values.comment.trim(),
        scopes: values.scopes,
        expires_in: values.expires_in === "never" ? null : values.expires_in,
      }),
    onSuccess: async (created) => {
      onCreated(created);
      form.reset();
      await refresh();
    },
  });

  return (
    <SectionCard
      title="Create an access token"
      description="Tokens call /v1 as this organization, within their scopes."
    >
      <form onSubmit={onSubmit} noValidate aria-label="Create an access token">
        <Stack>
          <FormAlert error={formError} title="Could not create the token" onClose={clearFormError} />
          <Group align="flex-start">
            <TextInput
              label="Comment"
              placeholder="Backend integration"
              required
              style={{ flex: 2 }}
              {...form.getInputProps("comment")}
            />
            <NativeSelect
              label="Expiration"
              data={EXPIRY_OPTIONS}
              style={{ flex: 1 }}
              {...form.getInputProps("expires_in")}
            />
          </Group>
          <ScopesPicker
            value={form.values.scopes}
            onChange={(scopes) => form.setFieldValue("scopes", scopes)}
            error={form.errors.scopes}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={submitting}>
              Create token
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
