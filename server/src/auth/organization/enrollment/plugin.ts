import type { BetterAuthPlugin } from "better-auth";
import { createAuthEndpoint, sessionMiddleware } from "better-auth/api";
import { organizationManagedBy } from "../managers.ts";
import { type EnrollmentDeps, enrollOnArrival } from "./arrival.ts";
import { ENROLLMENT_ERRORS } from "./errors.ts";
import { joinSuggested } from "./joining.ts";
import { dismissSuggestion, suggestionsFor } from "./offers.ts";
import { enrollmentQuery, enrollmentUpdateBody, suggestionBody } from "./schemas.ts";
import { enrollmentSettings, updateEnrollment } from "./settings.ts";

const UPDATES_ORGANIZATION = {
  permission: ["organization", "update"],
  notAllowed: ENROLLMENT_ERRORS.NOT_ALLOWED,
} as const satisfies Parameters<typeof organizationManagedBy>[3];

/**
 * Enrollment by verified domain (docs/guides/single-sign-on-and-scim.md): an organization decides,
 * per domain it verified for single sign-on, what happens to people whose verified email is on it.
 *
 * - `GET /organization/enrollment`, `POST /organization/enrollment/update` — each verified
 *   domain's mode and role (needs organization:update);
 * - `GET /organization/enrollment/suggestions` — the organizations the signed-in person may join;
 * - `POST /organization/enrollment/join`, `/dismiss` — join one, or stop seeing it.
 *
 * auto_invite and auto_join act when an email becomes verified (the library's typed
 * `afterEmailVerification`, which Gatehouse's own options leave unset, so the plugin's is the one
 * run) and when a session is created (a database hook beside the others').
 */
export function enrollmentPlugin(deps: EnrollmentDeps): BetterAuthPlugin {
  const { db } = deps;
  return {
    id: "gatehouse-enrollment",
    init: () => ({
      options: {
        emailVerification: {
          afterEmailVerification: async (user: { id: string }) => enrollOnArrival(deps, user.id),
        },
        databaseHooks: {
          session: { create: { after: async (session: { userId: string }) => enrollOnArrival(deps, session.userId) } },
        },
      },
    }),
    endpoints: {
      getOrganizationEnrollment: createAuthEndpoint(
        "/organization/enrollment",
        { method: "GET", query: enrollmentQuery, use: [sessionMiddleware] },
        async (ctx) => {
          const named = ctx.query.organizationId;
          const organizationId = await organizationManagedBy(db, ctx.context.session, named, UPDATES_ORGANIZATION);
          return ctx.json(await enrollmentSettings(db, organizationId));
        },
      ),
      updateOrganizationEnrollment: createAuthEndpoint(
        "/organization/enrollment/update",
        { method: "POST", body: enrollmentUpdateBody, use: [sessionMiddleware] },
        async (ctx) => {
          const { session } = ctx.context;
          const named = ctx.body.organizationId;
          const organizationId = await organizationManagedBy(db, session, named, UPDATES_ORGANIZATION);
          return ctx.json(await updateEnrollment(db, organizationId, session.user.id, ctx.body));
        },
      ),
      listEnrollmentSuggestions: createAuthEndpoint(
        "/organization/enrollment/suggestions",
        { method: "GET", use: [sessionMiddleware] },
        async (ctx) => ctx.json({ suggestions: await suggestionsFor(db, ctx.context.session.user.id) }),
      ),
      joinSuggestedOrganization: createAuthEndpoint(
        "/organization/enrollment/join",
        { method: "POST", body: suggestionBody, use: [sessionMiddleware] },
        async (ctx) => {
          const member = await joinSuggested(db, deps.seats, ctx.context.session.user.id, ctx.body.organizationId);
          return ctx.json({ organizationId: member.organizationId, member });
        },
      ),
      dismissEnrollmentSuggestion: createAuthEndpoint(
        "/organization/enrollment/dismiss",
        { method: "POST", body: suggestionBody, use: [sessionMiddleware] },
        async (ctx) => {
          await dismissSuggestion(db, ctx.context.session.user.id, ctx.body.organizationId);
          return ctx.json({ organizationId: ctx.body.organizationId, dismissed: true });
        },
      ),
    },
  };
}
