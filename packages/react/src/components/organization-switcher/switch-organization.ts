import { useCallback } from "react";
import { useGatehouse } from "../../provider/context.js";
import { type ActionState, useAction } from "../../ui/use-action.js";

export interface SwitchOrganization {
  /**
   * Makes the organization active (null: the personal account), then re-reads the session and its
   * entitlements; false when refused (the message is in `action.formError`).
   */
  switchTo(organizationId: string | null): Promise<boolean>;
  action: ActionState<never>;
}

/** Switching is the session's: every component reading it (entitlements included) follows. */
export function useSwitchOrganization(): SwitchOrganization {
  const client = useGatehouse();
  const action = useAction<never>();
  const { run } = action;
  const switchTo = useCallback(
    async (organizationId: string | null) => {
      const switched = await run(async () => {
        await client.request("/api/auth/organization/set-active", { method: "POST", body: { organizationId } });
        await client.refresh();
        return true;
      });
      return switched === true;
    },
    [client, run],
  );
  return { switchTo, action };
}
