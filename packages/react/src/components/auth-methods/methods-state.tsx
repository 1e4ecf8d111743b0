import type { GatehouseError } from "../../client/errors.js";
import { useLocalization } from "../../provider/localization.js";
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
  const { t, describeError } = useLocalization();
  if (loading || !error) return <Loading label={t("signInMethods.loading")} />;
  return (
    <div className="gh-stack">
      <Alert tone="error" title={t("signInMethods.loadFailed")}>
        {describeError(error)}
      </Alert>
      <Button onClick={() => void onRetry()}>{t("common.tryAgain")}</Button>
    </div>
  );
}
