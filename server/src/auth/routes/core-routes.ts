import { type AuthRoute, route } from "./route-policy.ts";

/**
 * better-auth's own routes (email and password, sessions, accounts, social sign-in), with the
 * names Gatehouse serves beside them. The order of the captcha-guarded routes here is the order
 * of CAPTCHA_DEFAULT_ENDPOINTS, which `GET /captcha` shows the web app.
 */
export const CORE_ROUTES: readonly AuthRoute[] = [
  // Signing up and in with a password.
  route("/sign-up/email", ["POST"], {
    rateLimit: "strict",
    captcha: true,
    mandatorySso: { emailInBody: true },
    newPassword: "password",
    audit: { signIn: "user.signed_up" },
    createsSession: true,
    sessionProof: "password",
  }),
  route("/sign-in/email", ["POST"], {
    rateLimit: "strict",
    captcha: true,
    mandatorySso: { emailInBody: true },
    lockout: "counts-failures",
    audit: { signIn: "user.signed_in", failure: "user.sign_in_failed" },
    createsSession: true,
    sessionProof: "password",
  }),

  // Password reset and change.
  route("/request-password-reset", ["POST"], {
    rateLimit: "strict",
    captcha: true,
    mandatorySso: { emailInBody: true },
  }),
  route("/forget-password", ["POST"], {
    served: "alias",
    rateLimit: "strict",
    captcha: true,
    mandatorySso: { emailInBody: true },
  }),
  route("/reset-password/:token", ["GET"]),
  route("/reset-password", ["POST"], {
    rateLimit: "strict",
    newPassword: "newPassword",
    audit: { success: "user.password_reset" },
  }),
  route("/change-password", ["POST"], {
    rateLimit: "strict",
    newPassword: "newPassword",
    audit: { success: "user.password_changed" },
    // With revokeOtherSessions, the request's own session is replaced by a new one.
    createsSession: true,
    freshSession: true,
    sessionProof: "carried-over",
  }),
  route("/set-password", ["POST"], { served: "server-only", rateLimit: "strict" }),
  route("/verify-password", ["POST"]),

  // Email verification and change, deletion.
  route("/send-verification-email", ["POST"], { rateLimit: "strict" }),
  route("/verify-email", ["GET"], {
    audit: { signIn: "user.signed_in" },
    createsSession: true,
    sessionProof: "mailed-secret",
  }),
  route("/change-email", ["POST"], {
    rateLimit: "strict",
    audit: { success: "user.email_change_requested" },
    freshSession: true,
  }),
  route("/delete-user", ["POST"], {
    rateLimit: "strict",
    audit: { success: "user.deletion_requested" },
    freshSession: true,
  }),
  route("/delete-user/callback", ["GET"]),
  route("/update-user", ["POST"]),

  // Sessions.
  route("/get-session", ["GET", "POST"], { fastPath: true }),
  route("/list-sessions", ["GET"]),
  route("/update-session", ["POST"]),
  route("/sign-out", ["POST"], { audit: { success: "user.signed_out" } }),
  route("/revoke-session", ["POST"], { audit: { success: "session.revoked" } }),
  route("/revoke-sessions", ["POST"], { audit: { success: "session.revoked_all" } }),
  route("/revoke-other-sessions", ["POST"], { audit: { success: "session.revoked_others" } }),

  // Social sign-in and the provider accounts (POST /account-info is Gatehouse's, beside the GET).
  route("/sign-in/social", ["POST"], {
    audit: { signIn: "user.signed_in" },
    createsSession: true,
    sessionProof: "federated",
  }),
  route("/callback/:id", ["GET", "POST"], {
    audit: { signIn: "user.signed_in" },
    createsSession: true,
    sessionProof: "federated",
  }),
  route("/link-social", ["POST"]),
  route("/unlink-account", ["POST"]),
  route("/list-accounts", ["GET"]),
  route("/account-info", ["GET", "POST"]),
  route("/get-access-token", ["POST"]),
  route("/refresh-token", ["POST"]),

  // The library's health check and error page.
  route("/ok", ["GET"]),
  route("/error", ["GET"]),
];
