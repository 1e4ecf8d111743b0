import { Alert, Stack, Switch, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RouterLink } from "../../../components/router-link";
import type { FullOrganization } from "../../../lib/auth-client";
import { describeError, errorCode, type ServerError } from "../../../lib/errors";
import { notifySuccess } from "../../../lib/notify";
import { paths } from "../../../lib/paths";
import { invalidateOrganization, updateOrganization } from "../hooks/use-organizations";

const SECURITY_SETTINGS = `${paths.account}#two-factor`;

/** "Members must use two-factor": those whose roles grant `security: update` (owners) switch it; everyone else sees it. */
export function TwoFactorRequirement({
  organization,
  canChange,
}: {
  organization: FullOrganization;
  canChange: boolean;
}) {
  const { t } = useTranslation("organizations");
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<ServerError | null>(null);
  const required = organization.requireTwoFactor === true;

  const change = async (requireTwoFactor: boolean) => {
    setSaving(true);
    setError(null);
    const result = await updateOrganization(organization.id, { requireTwoFactor });
    setSaving(false);
    if (result.error) return setError(result.error);
    notifySuccess(requireTwoFactor ? t("twoFactor.nowRequired") : t("twoFactor.noLongerRequired"));
    await invalidateOrganization(queryClient, organization.id);
  };

  return (
    <Stack gap="sm">
      <Switch
        label={t("twoFactor.label")}
        description={t("twoFactor.description")}
        checked={required}
        disabled={!canChange || saving}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
      {!canChange && (
        <Text size="sm" c="dimmed">
          {t("twoFactor.ownersOnly")}
        </Text>
      )}
      {error && (
        <Alert color="red" title={t("twoFactor.error")} withCloseButton onClose={() => setError(null)}>
          {describeError(error)}
          {errorCode(error) === "ENABLE_TWO_FACTOR_FIRST" && (
            <>
              {" "}
              <RouterLink to={SECURITY_SETTINGS}>{t("twoFactor.setUp")}</RouterLink>
            </>
          )}
        </Alert>
      )}
    </Stack>
  );
}

/** What a member without two-factor sees instead of an organization that requires it. */
export function TwoFactorRequiredNotice({ message }: { message: string }) {
  const { t } = useTranslation("organizations");
  return (
    <Alert color="yellow" title={t("twoFactor.requiredTitle")}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <RouterLink to={SECURITY_SETTINGS}>{t("twoFactor.setUpInAccount")}</RouterLink>
      </Stack>
    </Alert>
  );
}
