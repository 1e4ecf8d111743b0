import { Alert, Button, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { RouterLink } from "../../../components/router-link";
import { RequestError } from "../../../lib/errors";
import { paths } from "../../../lib/paths";
import { useReportNotMe } from "../hooks/use-not-me";

/**
 * What the "This wasn't me" link opens: nothing happens until the person confirms (a POST: mail
 * scanners open links), then the account is signed out everywhere and a reset is mailed.
 */
export function NotMeConfirmation({ token }: { token: string | null }) {
  const { t } = useTranslation("new-device");
  const report = useReportNotMe();

  if (!token) return <Alert color="red">{t("notMePage.missingToken")}</Alert>;
  if (report.isSuccess)
    return (
      <Stack gap="md">
        <Alert color="green" role="status">
          {t("notMePage.done")}
        </Alert>
        <RouterLink to={paths.signIn}>{t("notMePage.signIn")}</RouterLink>
      </Stack>
    );
  const invalid = report.error instanceof RequestError && report.error.code === "INVALID_NOT_ME_TOKEN";
  return (
    <Stack gap="md">
      <Text>{t("notMePage.description")}</Text>
      {report.error && (
        <Alert color="red" role="alert">
          {invalid ? t("notMePage.invalid") : t("notMePage.failed")}
        </Alert>
      )}
      <Button color="red" loading={report.isPending} onClick={() => report.mutate(token)}>
        {t("notMePage.confirm")}
      </Button>
    </Stack>
  );
}
