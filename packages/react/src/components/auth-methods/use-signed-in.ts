import { useCallback } from "react";
import type { GatehouseUser } from "../../client/types.js";
import { useGatehouse } from "../../provider/context.js";

export interface SignedInOptions {
  /** Where to go once signed in; without it the page stays and every component shows the session. */
  afterUrl?: string | undefined;
  onSignedIn?: ((user: GatehouseUser | null) => void) | undefined;
}

/**
 * What every method does once the server has set the session cookie: re-read the session (so
 * every Gatehouse component and hook on the page updates), tell the app, then go on if asked to.
 */
export function useSignedIn({ afterUrl, onSignedIn }: SignedInOptions): () => Promise<void> {
  const client = useGatehouse();
  return useCallback(async () => {
    await client.refresh();
    onSignedIn?.(client.session.getState().data?.user ?? null);
    if (afterUrl) window.location.assign(new URL(afterUrl, window.location.href).href);
  }, [client, afterUrl, onSignedIn]);
}
