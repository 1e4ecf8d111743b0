import { Alert } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { RouterLink } from "../../../components/router-link";

export function InvalidResetLink() {
  const { t } = useTranslation("auth");
  return (
    <div aria-live="polite">
      <Alert color="red" title={t("invalidResetLink.title")}>
        <RouterLink to="/forgot-password" size="sm">
          {t("invalidResetLink.requestNew")}
        </RouterLink>
      </Alert>
    </div>
  );
}
