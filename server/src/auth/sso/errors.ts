export const SSO_REQUIRED = {
  code: "SSO_REQUIRED",
  message: "Your organization requires single sign-on: continue with SSO",
} as const;
