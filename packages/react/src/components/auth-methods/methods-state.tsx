import type { GatehouseError } from "../../client/errors.js";
import { Alert } from "../../ui/alert.js";
import { Button } from "../../ui/button.js";
import { Loading } from "../../ui/loading.js";

interface MethodsStateProps {
  loading: boolean;
  error: GatehouseError | null;
  onRetry: () => Promise<void>;
}

/** While the server's sign-in methods are on their way, or when they could not be read. */
export function MethodsState({ loading, error, onRetry }: MethodsStateProps) {
  if (loading || !error) return <Loading label="Loading the sign-in methods" />;
  return (
    <div className="gh-stack">
      <Alert tone="error" title="Could not load the sign-in methods">
        {error.message}
      </Alert>
      <Button onClick={() => void onRetry()}>Try again</Button>
    </div>
  );
}
