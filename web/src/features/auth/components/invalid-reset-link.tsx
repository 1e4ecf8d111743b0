import { Alert } from "@mantine/core";
import { RouterLink } from "../../../components/router-link";

export function InvalidResetLink() {
  return (
    <div aria-live="polite">
      <Alert color="red" title="This reset link is invalid or has expired">
        <RouterLink to="/forgot-password" size="sm">
          Request a new reset link
        </RouterLink>
      </Alert>
    </div>
  );
}
