import { useTranslation } from "react-i18next";

/**
 * Enrollment's refusals in the page's language, by their code; a code it does not know keeps the
 * server's message.
 */
export function useEnrollmentErrorText() {
  const { t } = useTranslation("enrollment");
  return (code: string | null, fallback: string): string => {
    switch (code) {
      case "DOMAIN_NOT_VERIFIED":
        return t("errors.domainNotVerified");
      case "OWNER_NOT_ENROLLABLE":
        return t("errors.ownerNotEnrollable");
      case "UNKNOWN_ROLE":
        return t("errors.unknownRole");
      case "ROLE_GRANTS_MORE_THAN_YOU_HOLD":
        return t("errors.roleWiderThanYours");
      case "NO_SEATS_AVAILABLE":
        return t("errors.noSeats");
      case "ENROLLMENT_NOT_OFFERED":
        return t("errors.notOffered");
      case "ALREADY_A_MEMBER":
        return t("errors.alreadyAMember");
      default:
        return fallback;
    }
  };
}
