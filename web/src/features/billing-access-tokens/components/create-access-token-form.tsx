import { Button, Group, NativeSelect, Stack, TextInput } from "@mantine/core";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { IpAllowlistField } from "../../../components/ip-allowlist-field";
import { QueryState } from "../../../components/query-state";
import { SectionCard } from "../../../components/section-card";
import type { ServerError } from "../../../lib/errors";
import { ipAllowlistFromLines } from "../../../lib/ip-allowlist";
import { useV1Form } from "../../billing-kit/lib/use-v1-form";
import { createAccessToken, useRefreshAccessTokens } from "../hooks/use-access-tokens";
import { useHeldScopes } from "../hooks/use-held-scopes";
import type { AccessScope, AccessTokenCreated } from "../lib/types";
import { ScopesPicker } from "./scopes-picker";

/** Lifetimes as ISO 8601 durations, what Polar's `expires_in` takes. */
function expiryOptions(t: TFunction<"billing-access-tokens">) {
  return [
    { value: "P7D", label: t("expiry.days7") },
    { value: "P30D", label: t("expiry.days30") },
    { value: "P90D", label: t("expiry.days90") },
    { value: "P365D", label: t("expiry.year1") },
    { value: "never", label: t("expiry.never") },
  ];
}

/**
 * A 403 NotPermitted here means the viewer's roles do not allow what they asked for: the picker
 * offers only what they held when the page loaded, so their roles changed since.
 */
const isNotPermitted = (error: ServerError | null) => error?.status === 403 && error.code === "NotPermitted";

interface CreateAccessTokenFormProps {
  organizationId: string;
  onCreated: (created: AccessTokenCreated) => void;
}

export function CreateAccessTokenForm({ organizationId, onCreated }: CreateAccessTokenFormProps) {
  const { t } = useTranslation("billing-access-tokens");
  const refresh = useRefreshAccessTokens(organizationId);
  const held = useHeldScopes(organizationId);
  const { form, onSubmit, submitting, formError, clearFormError } = useV1Form({
    initialValues: { comment: "", scopes: [] as AccessScope[], expires_in: "P30D", ip_allowlist: "" },
    validate: {
      comment: (value: string) => (value.trim() ? null : t("validation.comment")),
      scopes: (value: AccessScope[]) => (value.length > 0 ? null : t("validation.scopes")),
    },
    request: (values) =>
      createAccessToken(organizationId, {
        comment: values.comment.trim(),
        scopes: values.scopes,
        expires_in: values.expires_in === "never" ? null : values.expires_in,
        ip_allowlist: ipAllowlistFromLines(values.ip_allowlist),
      }),
    onSuccess: async (created) => {
      onCreated(created);
      form.reset();
      await refresh();
    },
  });

  return (
    <SectionCard title={t("create.title")} description={t("create.description")}>
      <form onSubmit={onSubmit} noValidate aria-label={t("create.title")}>
        <Stack>
          <FormAlert
            error={formError}
            title={t("create.error")}
            message={isNotPermitted(formError) ? t("create.notPermitted") : undefined}
            onClose={clearFormError}
          />
          <Group align="flex-start">
            <TextInput
              label={t("create.comment")}
              placeholder={t("create.commentPlaceholder")}
              required
              style={{ flex: 2 }}
              {...form.getInputProps("comment")}
            />
            <NativeSelect
              label={t("create.expiration")}
              data={expiryOptions(t)}
              style={{ flex: 1 }}
              {...form.getInputProps("expires_in")}
            />
          </Group>
          <QueryState
            isPending={held.isPending}
            error={held.error}
            onRetry={() => void held.refetch()}
            loadingLabel={t("scopes.loading")}
            errorTitle={t("scopes.loadFailed")}
          >
            <ScopesPicker
              offered={held.data ?? []}
              value={form.values.scopes}
              onChange={(scopes) => form.setFieldValue("scopes", scopes)}
              error={form.errors.scopes}
            />
          </QueryState>
          <IpAllowlistField
            label={t("create.ipAllowlist")}
            description={t("create.ipAllowlistDescription")}
            {...form.getInputProps("ip_allowlist")}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={submitting}>
              {t("create.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
