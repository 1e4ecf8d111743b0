import { Alert, Button, Group, Text } from "@mantine/core";
import { useNavigate } from "react-router";
import { messageOf } from "../../../lib/errors";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { paths } from "../../../lib/paths";
import { useSession } from "../../auth/hooks/use-session";
import { useStopImpersonating } from "../hooks/use-impersonation";

/** Shown on every page while a platform admin acts as another user. */
export function ImpersonationBanner() {
  const session = useSession();
  const stop = useStopImpersonating();
  const navigate = useNavigate();
  const user = session.data?.user;

  return (
    <Alert color="orange" variant="filled" mt="md" role="status" data-testid="impersonation-banner">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" fw={500}>
          You are impersonating {user ? `${user.name} (${user.email})` : "another user"}.
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
                notifySuccess("Stopped impersonating", "You are back in your own account.");
                return navigate(paths.admin);
              })
              .catch((error: unknown) => notifyError("Could not stop impersonating", messageOf(error)))
          }
        >
          Stop impersonating
        </Button>
      </Group>
    </Alert>
  );
}
