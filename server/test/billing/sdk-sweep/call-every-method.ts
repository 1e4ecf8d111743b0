import { randomUUID } from "node:crypto";
import type { Polar } from "@polar-sh/sdk/2026-10";
import type { CaughtMail } from "../../helpers/smtp-catcher.ts";
import type { TestServer } from "../../helpers/test-server.ts";
import { type CallContext, METHOD_INPUTS } from "./method-inputs.ts";
import { type ApiVersion, clientOf, needsCustomerSession } from "./sdk-methods.ts";
import type { Seed } from "./seed.ts";

/** What one method answered: a value (2xx), or how it failed as the SDK reports it. */
export type Outcome =
  | { method: string; kind: "answered"; value: unknown }
  | { method: string; kind: "client-error" | "server-error"; status: number; detail: string }
  | { method: string; kind: "network-error" | "not-an-api-error"; detail: string };

/** A page iterator is followed to its end, but never further than this many items. */
const MAX_ITEMS = 100;

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> =>
  typeof value === "object" && value !== null && Symbol.asyncIterator in value;

async function answerOf(result: Promise<unknown> | AsyncIterable<unknown>): Promise<unknown> {
  if (!isAsyncIterable(result)) return await result;
  const items: unknown[] = [];
  for await (const item of result) {
    items.push(item);
    if (items.length >= MAX_ITEMS) break;
  }
  return items;
}

const short = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value)).slice(0, 300);

/** The SDK's errors: PolarClientError/PolarServerError carry `statusCode`, PolarNetworkError a name. */
function outcomeOfError(method: string, error: unknown): Outcome {
  if (error instanceof Error && "statusCode" in error && typeof error.statusCode === "number") {
    const body = "error" in error ? error.error : error.message;
    const kind = error.statusCode >= 500 ? "server-error" : "client-error";
    return { method, kind, status: error.statusCode, detail: short(body) };
  }
  if (error instanceof Error && error.name === "PolarNetworkError")
    return { method, kind: "network-error", detail: error.message };
  return {
    method,
    kind: "not-an-api-error",
    detail: error instanceof Error ? (error.stack ?? error.message) : String(error),
  };
}

/** Calls every method of the input table, in its order, with the version's clients. */
export async function callEveryMethod(
  server: TestServer,
  version: ApiVersion,
  seed: Seed,
  methods: readonly string[],
): Promise<Outcome[]> {
  // The signatures are the same in every version; only the models differ.
  const organizationClient = clientOf(version, server.url, seed.org.token) as unknown as Polar;
  const portalClient = clientOf(version, server.url, seed.customerSession) as unknown as Polar;
  const outcomes = new Map<string, Outcome>();
  const invitations = new Map<string, string>();
  /** The earlier calls whose failure the current call stood in for. */
  const unmade = new Set<string>();
  const context: CallContext = {
    seed,
    portalAs: (customerSession) => clientOf(version, server.url, customerSession) as unknown as Polar,
    made: (method) => {
      const outcome = outcomes.get(method);
      const value = outcome?.kind === "answered" ? outcome.value : undefined;
      if (typeof value === "object" && value !== null && "id" in value && typeof value.id === "string") return value.id;
      unmade.add(method);
      return randomUUID();
    },
    answer: (method) => {
      const outcome = outcomes.get(method);
      if (outcome?.kind === "answered") return outcome.value;
      unmade.add(method);
      return undefined;
    },
    seatInvitationToken: async (email, sent) => {
      const known = invitations.get(email);
      if (known) return known;
      const invitation = (mail: CaughtMail) =>
        mail.to.includes(email) && mail.links.some((url) => url.includes("token="));
      await server.smtp.waitFor(() => server.smtp.mails.filter(invitation).length >= sent);
      const link =
        server.smtp.mails
          .filter(invitation)
          .at(-1)
          ?.links.find((url) => url.includes("token=")) ?? "";
      const token = new URL(link).searchParams.get("token") ?? "";
      invitations.set(email, token);
      return token;
    },
    emailUpdateToken: async (email) => {
      const change = (mail: CaughtMail) =>
        mail.to.includes(email) && mail.links.some((url) => url.includes("email_update_token="));
      await server.smtp.waitFor(change);
      const link =
        server.smtp.mails
          .filter(change)
          .at(-1)
          ?.links.find((url) => url.includes("email_update_token=")) ?? "";
      return new URL(link).searchParams.get("email_update_token") ?? "";
    },
  };
  for (const [method, call] of Object.entries(METHOD_INPUTS)) {
    if (!methods.includes(method)) continue;
    const polar = needsCustomerSession(method) ? portalClient : organizationClient;
    unmade.clear();
    try {
      outcomes.set(method, { method, kind: "answered", value: await answerOf(call(polar, context)) });
    } catch (error) {
      const outcome = outcomeOfError(method, error);
      if (unmade.size && outcome.kind !== "answered")
        outcome.detail = `${outcome.detail} (called on nothing: ${[...unmade].join(", ")} had failed)`;
      outcomes.set(method, outcome);
    }
  }
  return [...outcomes.values()];
}
