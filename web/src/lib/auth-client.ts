import { createAuthClient } from 'better-auth/react';

/** Same-origin client: the server mounts better-auth under /api/auth. */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
});

export type AuthSession = typeof authClient.$Infer.Session;
export type AuthUser = AuthSession['user'];
