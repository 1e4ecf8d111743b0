import { APIError } from "better-auth/api";
import { z } from "zod";
import type { AuthenticationMethod } from "./authentication.ts";
import { verifiedPasskeyMethods } from "./session-records.ts";

/** What the passkey plugin's verify-authentication answers: the session it made for the key's owner. */
const verifiedSchema = z.object({ session: z.object({ token: z.string() }), user: z.object({ id: z.string() }) });

type EndpointCall = (context: object) => Promise<unknown>;
type PasskeyContext = {
  context: {
    getPlugin(id: "passkey"): { endpoints?: Record<string, unknown> } | undefined | null;
    internalAdapter: { deleteSession(token: string): Promise<unknown> };
  };
};

const PASSKEY_NOT_FOUND = { code: "PASSKEY_NOT_FOUND", message: "Passkey not found" } as const;

/** The endpoint's body, whether it answered it bare or as `{ response, status }`. */
const answeredBody = (answer: unknown): unknown =>
  typeof answer === "object" && answer !== null && "response" in answer && "status" in answer
    ? answer.response
    : answer;

const isCallable = (value: unknown): value is EndpointCall => typeof value === "function";

/**
 * Verifies a passkey assertion (after `GET /passkey/generate-authenticate-options`) exactly as the
 * passkey plugin's sign-in does — challenge, origin, relying party, signature, counter — by running
 * its endpoint; the session that sign-in makes is deleted at once: the person re-authenticates on
 * the session they have. A key of another person is refused as not found. Answers the methods
 * (attachment, user verification) of the assertion.
 */
export async function verifyPasskeyOf<C extends PasskeyContext>(
  ctx: C,
  userId: string,
  assertion: Record<string, unknown>,
): Promise<AuthenticationMethod[]> {
  const endpoint = ctx.context.getPlugin("passkey")?.endpoints?.verifyPasskeyAuthentication;
  if (!isCallable(endpoint)) throw APIError.fromStatus("BAD_REQUEST", PASSKEY_NOT_FOUND);
  // Called with the route's own context, the endpoint answers `{ response, status }` (its `returnStatus`).
  const answer = await endpoint({ ...ctx, body: { response: assertion }, asResponse: false, returnHeaders: false });
  const verified = verifiedSchema.parse(answeredBody(answer));
  await ctx.context.internalAdapter.deleteSession(verified.session.token);
  if (verified.user.id !== userId) throw APIError.fromStatus("UNAUTHORIZED", PASSKEY_NOT_FOUND);
  return (await verifiedPasskeyMethods()) ?? [];
}
