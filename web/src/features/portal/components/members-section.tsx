import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state";
import { SectionCard } from "../../../components/section-card";
import { MembersTable } from "../../billing-kit/components/members-table";
import { V1Error } from "../../billing-kit/lib/v1-errors";
import {
  useAddPortalMember,
  usePortalMembers,
  useRemovePortalMember,
  useUpdatePortalMember,
} from "../hooks/use-portal-members";
import type { PortalAuth } from "../lib/portal-client";

/**
 * The team's members, for its owner and billing managers: the server answers anyone else 403
 * (a plain member, an individual customer), and the section stays hidden for them.
 */
export function MembersSection({ auth }: { auth: PortalAuth }) {
  const members = usePortalMembers(auth);
  const actions = {
    changeRole: useUpdatePortalMember(auth),
    remove: useRemovePortalMember(auth),
    add: useAddPortalMember(auth),
  };
  const { t } = useTranslation("portal");
  if (members.error instanceof V1Error && members.error.status === 403) return null;
  return (
    <SectionCard
      title={t("members.title")}
      id="members"
      aria-label={t("members.title")}
      description={t("members.description")}
    >
      <QueryState
        isPending={members.isPending}
        error={members.error}
        onRetry={() => void members.refetch()}
        loadingLabel={t("members.loading")}
        errorTitle={t("members.loadFailed")}
      >
        <MembersTable
          members={members.data?.items ?? []}
          actions={actions}
          label={t("members.title")}
          testIds={{ table: "portal-members", row: "portal-member" }}
        />
      </QueryState>
    </SectionCard>
  );
}
