import { APIError } from "better-auth/api";

/** The refusals of enrollment by verified domain; `field` names the form field a refusal is about. */
export const ENROLLMENT_ERRORS = {
  NOT_ALLOWED: "Only those who may update the organization can change its enrollment",
  DOMAIN_NOT_VERIFIED: {
    code: "DOMAIN_NOT_VERIFIED",
    message: "The domain is not one of the organization's verified domains",
    field: "domain",
  },
  OWNER_NOT_ENROLLABLE: {
    code: "OWNER_NOT_ENROLLABLE",
    message: "Enrollment cannot make owners",
    field: "role",
  },
  UNKNOWN_ROLE: { code: "UNKNOWN_ROLE", message: "The organization has no such role", field: "role" },
  NOT_SUGGESTED: {
    code: "ENROLLMENT_NOT_OFFERED",
    message: "This organization does not offer you to join it",
  },
  ALREADY_A_MEMBER: { code: "ALREADY_A_MEMBER", message: "You are already a member of this organization" },
  MEMBERSHIP_LIMIT_REACHED: {
    code: "ORGANIZATION_MEMBERSHIP_LIMIT_REACHED",
    message: "Organization membership limit reached",
  },
} as const;

export const EnrollmentErrors = {
  domainNotVerified: () => new APIError("BAD_REQUEST", { ...ENROLLMENT_ERRORS.DOMAIN_NOT_VERIFIED }),
  ownerNotEnrollable: () => new APIError("BAD_REQUEST", { ...ENROLLMENT_ERRORS.OWNER_NOT_ENROLLABLE }),
  unknownRole: () => new APIError("BAD_REQUEST", { ...ENROLLMENT_ERRORS.UNKNOWN_ROLE }),
  notSuggested: () => new APIError("NOT_FOUND", { ...ENROLLMENT_ERRORS.NOT_SUGGESTED }),
  alreadyAMember: () => new APIError("BAD_REQUEST", { ...ENROLLMENT_ERRORS.ALREADY_A_MEMBER }),
  membershipLimitReached: () => new APIError("FORBIDDEN", { ...ENROLLMENT_ERRORS.MEMBERSHIP_LIMIT_REACHED }),
};
