import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation } from "react-router";
import { QueryState } from "../../../components/query-state";
import type { AuthSession } from "../../../lib/auth-client";
import { paths } from "../../../lib/paths";
import { useSession } from "../hooks/use-session";

export interface SignInRedirectState {
  from?: string;
}

interface RequireSessionProps {
  children: (session: AuthSession) => ReactNode;
}

/** Renders its children with the session, or sends a signed-out visitor to /sign-in. */
export function RequireSession({ children }: RequireSessionProps) {
  const { t } = useTranslation("auth");
  const location = useLocation();
  const session = useSession();

  if (session.isSuccess && !session.data) {
    const state: SignInRedirectState = { from: location.pathname + location.search };
    return <Navigate to={paths.signIn} replace state={state} />;
  }
  return (
    <QueryState
      isPending={session.isPending}
      error={session.error}
      onRetry={() => void session.refetch()}
      loadingLabel={t("session.loading")}
      errorTitle={t("session.loadFailed")}
    >
      {session.data && children(session.data)}
    </QueryState>
  );
}
