import { createAuthMiddleware } from "better-auth/api";
import { z } from "zod";
import type { AfterHook, BeforeHook } from "../departure-table.ts";
import { scimError } from "./scim-errors.ts";

const CORE_USER_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:User";
const EMAIL_RULE = "When emails has no value, userName must be an email address, which becomes the User's email.";

/**
 * A User is created without emails when its userName is an email address (the library takes the
 * userName as the email), which is what directories keyed by the work address send; `emails` is
 * not advertised as required, because such a create works. A Gatehouse user needs an email to
 * exist at all, so a userName that is not one needs `emails`: the Schemas say so in both
 * attributes' descriptions, and the refusal says so (otherwise "Invalid body parameters").
 */
const userCreateBody = z.object({
  userName: z.string(),
  emails: z.array(z.unknown()).optional(),
});
const isEmail = (value: string) => z.email().safeParse(value.trim()).success;

export const userWithoutEmailRefusal: BeforeHook = {
  matcher: (ctx) => ctx.path === "/scim/v2/Users" && ctx.method === "POST",
  handler: createAuthMiddleware(async (ctx) => {
    const body = userCreateBody.safeParse(ctx.body);
    if (!body.success || (body.data.emails?.length ?? 0) > 0 || isEmail(body.data.userName)) return;
    throw scimError("BAD_REQUEST", `emails: ${EMAIL_RULE}`, "invalidValue");
  }),
};

const schemaAttribute = z.looseObject({ name: z.string(), description: z.string().optional() });
const schema = z.looseObject({ id: z.string(), attributes: z.array(schemaAttribute) });
const schemaList = z.looseObject({ Resources: z.array(schema) });
type Schema = z.infer<typeof schema>;

const withEmailRule = (described: Schema): Schema =>
  described.id !== CORE_USER_SCHEMA
    ? described
    : {
        ...described,
        attributes: described.attributes.map((attribute) =>
          attribute.name === "userName" || attribute.name === "emails"
            ? { ...attribute, description: `${attribute.description ?? ""} ${EMAIL_RULE}`.trim() }
            : attribute,
        ),
      };

/** The core User schema, in `/Schemas` and `/Schemas/{id}`, states the email rule above. */
export const schemasStateEmailRule: AfterHook = {
  matcher: (ctx) => ctx.path === "/scim/v2/Schemas" || ctx.path === "/scim/v2/Schemas/:schemaId",
  handler: createAuthMiddleware(async (ctx) => {
    const list = schemaList.safeParse(ctx.context.returned);
    if (list.success) return ctx.json({ ...list.data, Resources: list.data.Resources.map(withEmailRule) });
    const one = schema.safeParse(ctx.context.returned);
    if (one.success) return ctx.json(withEmailRule(one.data));
  }),
};
