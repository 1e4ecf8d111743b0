import { Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PortalAuth } from "../lib/portal-client";
import { ChangeEmailModal } from "./change-email-modal";

/** The customer's email and, where the seller allows it, its "Change email" action. */
export function AccountEmail({
  auth,
  email,
  canChange,
}: {
  auth: PortalAuth;
  email: string | null;
  canChange: boolean;
}) {
  const { t } = useTranslation("portal");
  const [changing, setChanging] = useState(false);
  return (
    <Group justify="space-between" align="flex-end" mb="md">
      <Stack gap={2}>
        <Text size="sm" fw={500} id="portal-account-email-label">
          {t("changeEmail.current")}
        </Text>
        <Text size="sm" aria-labelledby="portal-account-email-label" data-testid="portal-account-email">
          {email ?? t("changeEmail.none")}
        </Text>
      </Stack>
      {canChange && (
        <Button variant="default" onClick={() => setChanging(true)}>
          {t("changeEmail.action")}
        </Button>
      )}
      {changing && <ChangeEmailModal auth={auth} onClose={() => setChanging(false)} />}
    </Group>
  );
}
