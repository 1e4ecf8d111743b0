import { Alert, Stack, Switch, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { RouterLink } from "../../../components/router-link";
import type { FullOrganization } from "../../../lib/auth-client";
import { describeError, errorCode, type ServerError } from "../../../lib/errors";
import { notifySuccess } from "../../../lib/notify";
import { paths } from "../../../lib/paths";
import { invalidateOrganization, updateOrganization } from "../hooks/use-organizations";

const SECURITY_SETTINGS = `${paths.account}#two-factor`;

/** "Members must use two-factor": owners switch it; everyone else sees it. */
export function TwoFactorRequirement({ organization, isOwner }: { organization: FullOrganization; isOwner: boolean }) {
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
    notifySuccess(requireTwoFactor ? "Two-factor is now required" : "Two-factor is no longer required");
    await invalidateOrganization(queryClient, organization.id);
  };

  return (
    <Stack gap="sm">
      <Switch
        label="Members must use two-factor authentication"
        description="Members without it cannot open this organization until they set it up. Access tokens keep working."
        checked={required}
        disabled={!isOwner || saving}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
      {!isOwner && (
        <Text size="sm" c="dimmed">
          Only owners can change this.
        </Text>
      )}
      {error && (
        <Alert color="red" title="Could not change the requirement" withCloseButton onClose={() => setError(null)}>
          {describeError(error)}
          {errorCode(error) === "ENABLE_TWO_FACTOR_FIRST" && (
            <>
              {" "}
              <RouterLink to={SECURITY_SETTINGS}>Set up two-factor</RouterLink>
            </>
          )}
        </Alert>
      )}
    </Stack>
  );
}

/** What a member without two-factor sees instead of an organization that requires it. */
export function TwoFactorRequiredNotice({ message }: { message: string }) {
  return (
    <Alert color="yellow" title="This organization requires two-factor authentication">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <RouterLink to={SECURITY_SETTINGS}>Set up two-factor in your account</RouterLink>
      </Stack>
    </Alert>
  );
}
