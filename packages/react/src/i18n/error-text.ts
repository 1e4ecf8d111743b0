import { type GatehouseError, isUnworded } from "../client/errors.js";
import { en } from "./en.js";
import { format } from "./format.js";
import type { Messages } from "./types.js";

/** A form's own wording of a code, where the code means something particular there. */
export type ErrorWording = Readonly<Partial<Record<string, string>>>;

/** A group's entry for a code; never what every object inherits (a code "constructor"). */
const entryOf = (group: ErrorWording, code: string): string | undefined =>
  Object.hasOwn(group, code) ? group[code] : undefined;

/**
 * What a refusal says, in the chosen language: the form's own wording of its code, else the
 * language's wording of the code, else the server's message. A code is translated only while the
 * server says what the catalogue says in English: a route that words a code its own way (a more
 * specific message) keeps its words rather than lose them to the general one.
 */
export function describeError(error: GatehouseError, messages: Messages, wording: ErrorWording = {}): string {
  const own = entryOf(wording, error.code);
  if (own !== undefined) return own;
  if (isUnworded(error)) {
    return error.status === 0
      ? messages.common.serverUnreachable
      : format(messages.common.serverAnswered, { status: error.status });
  }
  const english = entryOf(en.errors, error.code);
  const translated = entryOf(messages.errors, error.code);
  return english !== undefined && translated !== undefined && error.message === english ? translated : error.message;
}
