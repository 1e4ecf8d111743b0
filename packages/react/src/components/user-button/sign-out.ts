import { useCallback } from "react";
import { useGatehouse } from "../../provider/context.js";
import { type ActionState, useAction } from "../../ui/use-action.js";

export interface SignOut {
  /** False when refused (the message is in `action.formError`). */
  signOut(): Promise<boolean>;
  action: ActionState<never>;
}

/** Ends the session at Gatehouse; every component then shows the signed-out state (or the browser leaves). */
export function useSignOut(afterSignOutUrl: string | undefined): SignOut {
  const client = useGatehouse();
  const action = useAction<never>();
  const { run } = action;
  const signOut = useCallback(async () => {
    const done = await run(async () => {
      await client.request("/api/auth/sign-out", { method: "POST", body: {} });
      return true;
    });
    if (!done) return false;
    if (afterSignOutUrl) {
      window.location.assign(afterSignOutUrl);
      return true;
    }
    client.session.set(null);
    await client.refresh();
    return true;
  }, [afterSignOutUrl, client, run]);
  return { signOut, action };
}
