import { Alert, Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { messageOf } from "../../../lib/errors";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { paths } from "../../../lib/paths";
import { useSession } from "../../auth/hooks/use-session";
import { useStopImpersonating } from "../hooks/use-impersonation";

/** Shown on every page while a platform admin acts as another user. */
export function ImpersonationBanner() {
  const { t } = useTranslation("admin");
  const session = useSession();
  const stop = useStopImpersonating();
  const navigate = useNavigate();
  const user = session.data?.user;

  return (
    <Alert color="orange" variant="filled" mt="md" role="status" data-testid="impersonation-banner">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" fw={500}>
          {user ? t("impersonation.banner", { name: user.name, email: user.email }) : t("impersonation.bannerUnknown")}
        </Text>
        <Button
          size="xs"
          variant="white"
          color="orange"
          loading={stop.isPending}
          // mutateAsync: the banner unmounts as soon as the session is the admin's again.
          onClick={() =>
            stop
              .mutateAsync()
              .then(() => {
                notifySuccess(t("impersonation.stopped"), t("impersonation.stoppedMessage"));
                return navigate(paths.admin);
              })
              .catch((error: unknown) => notifyError(t("errors.stopImpersonating"), messageOf(error)))
          }
        >
          {t("impersonation.stop")}
        </Button>
      </Group>
    </Alert>
  );
}
