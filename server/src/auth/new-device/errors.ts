/** The refusals of the new-device routes, each with its code (the web app words them). */
export const NEW_DEVICE_ERRORS = {
  INVALID_NOT_ME_TOKEN: {
    code: "INVALID_NOT_ME_TOKEN",
    message: "This link is invalid, has expired or was already used",
  },
} as const;
