import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/query-state";
import { useOrganizationBranding } from "../hooks/use-organization-branding";
import { useResolvedBrand } from "../hooks/use-resolved-brand";
import { BrandingForm } from "./branding-form";

interface BrandingSectionProps {
  organizationId: string;
  organizationName: string;
  canEdit: boolean;
}

/** The organization's Branding settings: loads what is stored and the instance's defaults, then the form. */
export function BrandingSection({ organizationId, organizationName, canEdit }: BrandingSectionProps) {
  const { t } = useTranslation("branding");
  const branding = useOrganizationBranding(organizationId);
  const instance = useResolvedBrand({});
  return (
    <QueryState
      isPending={branding.isPending || instance.isPending}
      error={branding.error ?? instance.error}
      onRetry={() => {
        void branding.refetch();
        void instance.refetch();
      }}
      loadingLabel={t("section.loading")}
      errorTitle={t("section.loadError")}
    >
      {branding.data && instance.data && (
        <BrandingForm
          key={organizationId}
          organizationId={organizationId}
          organizationName={organizationName}
          branding={branding.data}
          instance={instance.data}
          canEdit={canEdit}
        />
      )}
    </QueryState>
  );
}
