import { isUniqueViolation } from "../../db/unique-violations.ts";
import { uniqueViolationRefusal } from "./unique-violations.ts";

type EndpointContext = { context: { adapter: SessionAdapter } };
type SessionAdapter = {
  updateMany(input: {
    model: string;
    where: Array<{ field: string; value: string }>;
    update: Record<string, null>;
  }): Promise<unknown>;
};
type Endpoint = ((ctx: EndpointContext) => Promise<unknown>) & { path?: string };

/**
 * Work that must happen inside an endpoint call, where better-auth's hooks cannot reach: after
 * hooks never see a driver error (it escapes as a 500 before them), and hooks registered by the
 * plugins ahead of this one (the session cookie cache) run before ours.
 */
export function wrapOrganizationEndpoints<T extends object>(endpoints: T): T {
  const wrapped: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(endpoints)) {
    wrapped[key] = typeof value === "function" ? wrap(value as Endpoint) : value;
  }
  return wrapped as T;
}

function wrap(original: Endpoint): Endpoint {
  const refusal = uniqueViolationRefusal(original.path);
  const afterSuccess =
    original.path === "/organization/leave" || original.path === "/organization/remove-member"
      ? clearDepartedSessions
      : undefined;
  if (!refusal && !afterSuccess) return original;
  const endpoint = async (ctx: EndpointContext) => {
    let result: unknown;
    try {
      result = await original(ctx);
    } catch (error) {
      if (refusal && isUniqueViolation(error)) throw refusal();
      throw error;
    }
    if (afterSuccess) await afterSuccess(ctx, result);
    return result;
  };
  // better-call's router reads the endpoint's path and options off the function.
  return Object.assign(endpoint, original);
}

/**
 * SPEC §4: leaving or being removed clears the active organization. The library clears it on
 * the request's own session only: the leaver's other sessions, and every session of a removed
 * member, would keep an organization they no longer belong to.
 */
async function clearDepartedSessions(ctx: EndpointContext, result: unknown): Promise<void> {
  const body = responseOf(result);
  // leave answers with the member, remove-member with { member }.
  const member = typeof body?.member === "object" && body.member !== null ? (body.member as MemberShape) : body;
  if (typeof member?.userId !== "string" || typeof member.organizationId !== "string") return;
  await clearActiveOrganization(ctx.context.adapter, member.userId, member.organizationId);
}

/** Clears an organization (and its team) from every session of one user that has it active. */
export async function clearActiveOrganization(
  adapter: SessionAdapter,
  userId: string,
  organizationId: string,
): Promise<void> {
  await adapter.updateMany({
    model: "session",
    where: [
      { field: "userId", value: userId },
      { field: "activeOrganizationId", value: organizationId },
    ],
    update: { activeOrganizationId: null, activeTeamId: null },
  });
}

/** The endpoint's JSON body, whether it returned it bare or as { response, headers, status }. */
type MemberShape = { userId?: unknown; organizationId?: unknown; member?: unknown };
function responseOf(result: unknown): MemberShape | undefined {
  if (typeof result !== "object" || result === null) return undefined;
  const inner = "response" in result ? (result as { response: unknown }).response : result;
  return typeof inner === "object" && inner !== null ? (inner as MemberShape) : undefined;
}
