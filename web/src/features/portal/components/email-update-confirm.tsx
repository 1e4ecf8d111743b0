import { Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import type { ServerError } from "../../../lib/errors";
import { paths } from "../../../lib/paths";
import { usePageTitle } from "../../../lib/use-page-title";
import { V1Error } from "../../billing-kit/lib/v1-errors";
import { PageLanguage } from "../../checkout/components/page-language";
import { verifyEmailUpdate } from "../hooks/use-portal-email-update";
import { rememberCustomerSessionToken } from "../lib/portal-client";

/**
 * The email-change mail's link (`/portal?email_update_token=`): one click confirms (a mail
 * scanner opening the link changes nothing), then the portal opens with the new session.
 */
export function EmailUpdateConfirm({ code }: { code: string }) {
  const { t } = useTranslation("portal");
  usePageTitle(t("changeEmail.confirmTitle"));
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ServerError | null>(null);
  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      rememberCustomerSessionToken(await verifyEmailUpdate(code));
      // A full load: the portal reads its session when it starts.
      window.location.replace(paths.portal);
    } catch (caught) {
      setError(caught instanceof V1Error ? caught : new V1Error({ status: 0, statusText: String(caught) }));
      setPending(false);
    }
  };
  return (
    <Container size={440} py="xl">
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Title order={1} size="h3">
            {t("changeEmail.confirmTitle")}
          </Title>
          <Text size="sm">{t("changeEmail.confirmBody")}</Text>
          <FormAlert error={error} title={t("changeEmail.verifyFailed")} onClose={() => setError(null)} />
          <Button onClick={() => void confirm()} loading={pending} fullWidth>
            {t("changeEmail.confirm")}
          </Button>
        </Stack>
      </Paper>
      <PageLanguage />
    </Container>
  );
}
