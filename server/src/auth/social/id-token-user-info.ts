import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";

type SignInBody = { provider?: unknown; idToken?: { accessToken?: unknown } };

/**
 * An ID-token sign-in with a generic OpenID provider whose verified ID token has no email, sent
 * with an access token, is 401 "User email not found".
 *
 * better-auth 1.7.25 reads the user from the verified ID token alone and no longer asks the
 * provider's userinfo endpoint with the access token the client sent beside it (a token the
 * client chose, not bound to that ID token), so the access token cannot supply an email any
 * more. The library then says "Failed to get user info", as it does for the ID token alone; the
 * answer with an access token keeps its former wording, which names what is missing. Without an
 * access token, and for built-in providers (they still read their own userinfo), nothing changes.
 */
export function idTokenUserInfoPlugin(): BetterAuthPlugin {
  return {
    id: "gatehouse-id-token-user-info",
    hooks: {
      after: [
        {
          matcher: (ctx) => ctx.path === "/sign-in/social",
          handler: createAuthMiddleware(async (ctx) => {
            const returned: unknown = ctx.context.returned;
            if (
              !isAPIError(returned) ||
              (returned.body as { code?: unknown } | undefined)?.code !== "FAILED_TO_GET_USER_INFO"
            )
              return;
            const body = (ctx.body ?? {}) as SignInBody;
            if (typeof body.idToken?.accessToken !== "string" || !body.idToken.accessToken) return;
            const provider = ctx.context.socialProviders.find((p) => p.id === body.provider);
            if (!provider?.getUserInfoFromIdToken) return; // read from userinfo: the library's answer stands
            throw new APIError("UNAUTHORIZED", { code: "USER_EMAIL_NOT_FOUND", message: "User email not found" });
          }),
        },
      ],
    },
  };
}
