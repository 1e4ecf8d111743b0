import type { BetterAuthOptions, DBAdapter } from "better-auth";
import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../../db/schema.ts";
import type { Departure } from "../departure-table.ts";
import { bodyValidation } from "./body-validation.ts";
import { unsetAttributeHooks } from "./patch-remove.ts";
import { scimRequestRules } from "./request-rules.ts";
import type { ScimRoutes } from "./scim-routes.ts";
import { schemasStateEmailRule, userWithoutEmailRefusal } from "./user-email-rules.ts";

const CONFORMANCE_TEST = "test/scim/conformance.test.ts";
const PATCH_REMOVE_TEST = "test/scim/patch-remove.test.ts";

/**
 * Where Gatehouse's SCIM service answers as RFC 7644 says and `@better-auth/scim` 1.7 does not.
 * One plugin ahead of the SCIM plugin: its request rule runs before the plugin reads a body.
 */
export function scimDepartures(
  routes: ScimRoutes,
  transactional: (options: BetterAuthOptions) => DBAdapter<BetterAuthOptions>,
  db: Kysely<DatabaseSchema>,
): Departure[] {
  return [
    {
      rule: "unknown SCIM paths are SCIM 404s (a known path's other methods 405); a bad token is 401 before any body is read; POST /Users/.search and /Groups/.search answer as the GET lists",
      why: "every SCIM answer is a SCIM message, the token is checked before the body, and directories search by POST",
      test: CONFORMANCE_TEST,
      part: { onRequest: scimRequestRules(routes, transactional) },
    },
    {
      rule: "a User create without emails needs a userName that is an email address: refused with a SCIM 400 that says so, and the Schemas say so",
      why: "the Schemas tell a directory exactly what a create needs",
      test: CONFORMANCE_TEST,
      part: { hooks: { before: [userWithoutEmailRefusal], after: [schemasStateEmailRule] } },
    },
    // After the email rule: its refusal says more than the schema's.
    {
      rule: "a body its route's schema refuses is a SCIM 400 naming the attribute and what is wrong with it, `invalidSyntax` for a PatchOp and `invalidValue` for a resource",
      why: "a directory's log says what to fix, not just that something is wrong",
      test: CONFORMANCE_TEST,
      part: { hooks: { before: [bodyValidation(routes)] } },
    },
    {
      rule: "a PATCH remove of displayName or name unsets it: the User answers without it until the directory sets it again",
      why: "a removed attribute is unassigned, as SCIM says, not replaced by a value derived from another",
      test: PATCH_REMOVE_TEST,
      part: { hooks: { after: unsetAttributeHooks(db) } },
    },
  ];
}
