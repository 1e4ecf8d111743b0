import { randomBytes } from "node:crypto";
import type { CaughtMail, SmtpCatcher } from "./smtp-catcher.ts";
import type { TestClient, TestServer } from "./test-server.ts";

/**
 * Shared steps of the mail-driven account-flow tests: unique addresses, links out of mails,
 * verified users, and direct reads of the rows a flow leaves behind.
 */

export const PASSWORD = "correct-horse-battery";

/** A fresh address per test, so mails of earlier tests never match. */
export const uniqueEmail = (label: string): string => `${label}-${randomBytes(5).toString("hex")}@example.com`;

/** The one link in `mail` whose path contains `path` (for example "/api/auth/verify-email"). */
export function linkIn(mail: CaughtMail, path: string): URL {
  const link = mail.links.find((l) => new URL(l).pathname.includes(path));
  if (!link) throw new Error(`no link to ${path} in mail "${mail.subject}": ${mail.links.join(", ")}`);
  return new URL(link);
}

/** Waits until `count` mails to `address` with `subject` in their subject have arrived; returns them all. */
export async function waitForMails(
  smtp: SmtpCatcher,
  address: string,
  subject: string,
  count: number,
): Promise<CaughtMail[]> {
  const matching = () => smtp.mails.filter((m) => m.to.includes(address.toLowerCase()) && m.subject.includes(subject));
  await smtp.waitFor(() => matching().length >= count);
  return matching();
}

/** Mails to `address` that the SMTP catcher has received so far. */
export const mailsTo = (smtp: SmtpCatcher, address: string): CaughtMail[] =>
  smtp.mails.filter((m) => m.to.includes(address.toLowerCase()));

/**
 * Signs `client` up and opens the verification link in the same browser, leaving a verified
 * user signed in. Returns the user's id.
 */
export async function signUpVerified(
  server: TestServer,
  client: TestClient,
  email: string,
  password = PASSWORD,
): Promise<string> {
  const signUp = await client.signUp(email, password);
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${JSON.stringify(signUp.body)}`);
  const mail = await server.smtp.mailTo(email, "Verify your email");
  const visit = await client.visit(linkIn(mail, "/api/auth/verify-email").href);
  if (visit.status !== 302) throw new Error(`verification failed: ${visit.status}`);
  return signUp.body.user.id;
}

/** Signs `client` up (unverified, signed in) and returns the user's id. */
export async function signUpUnverified(client: TestClient, email: string, password = PASSWORD): Promise<string> {
  const signUp = await client.signUp(email, password);
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${JSON.stringify(signUp.body)}`);
  return signUp.body.user.id;
}

/** A second browser signed in as an existing user. */
export async function signedInClient(server: TestServer, email: string, password = PASSWORD): Promise<TestClient> {
  const client = server.client();
  const signIn = await client.signIn(email, password);
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${JSON.stringify(signIn.body)}`);
  return client;
}

const db = (server: TestServer) => server.gatehouse.database.db;

/** SQLite keeps booleans as 0/1, PostgreSQL as booleans. */
export const asBool = (value: boolean | number): boolean => value === true || value === 1;

export const findUser = (server: TestServer, email: string) =>
  db(server).selectFrom("user").selectAll().where("email", "=", email.toLowerCase()).executeTakeFirst();

export const findUserById = (server: TestServer, id: string) =>
  db(server).selectFrom("user").selectAll().where("id", "=", id).executeTakeFirst();

export const sessionsOf = (server: TestServer, userId: string) =>
  db(server).selectFrom("session").selectAll().where("userId", "=", userId).execute();

export const accountsOf = (server: TestServer, userId: string) =>
  db(server).selectFrom("account").selectAll().where("userId", "=", userId).execute();

export const findVerification = (server: TestServer, identifier: string) =>
  db(server).selectFrom("verification").selectAll().where("identifier", "=", identifier).executeTakeFirst();

/** Moves a verification row's expiry into the past, as if its lifetime had run out. */
export async function expireVerification(server: TestServer, identifier: string): Promise<void> {
  const past = new Date(Date.now() - 60_000).toISOString();
  await db(server).updateTable("verification").set({ expiresAt: past }).where("identifier", "=", identifier).execute();
}

/**
 * Makes every session of a user look `seconds` old (created and last updated then), without
 * touching its expiry, so it stays valid but no longer fresh. ISO text suits both dialects.
 */
export async function ageSessions(server: TestServer, userId: string, seconds: number): Promise<void> {
  const then = new Date(Date.now() - seconds * 1000).toISOString();
  await db(server)
    .updateTable("session")
    .set({ createdAt: then, updatedAt: then })
    .where("userId", "=", userId)
    .execute();
}

/** Rows of the durable mail queue addressed to `address`, oldest first. */
export const outboxRowsTo = (server: TestServer, address: string) =>
  db(server)
    .selectFrom("mail_outbox")
    .selectAll()
    .where("to", "=", address.toLowerCase())
    .orderBy("createdAt")
    .execute();

/** Seconds from now until `value` (a Date or ISO text as the dialect returns it). */
export const secondsUntil = (value: Date | string): number => (new Date(value).getTime() - Date.now()) / 1000;

/** The session token cookie a response sets, or undefined (an expiry counts as none). */
export function sessionCookieSetBy(response: Response): string | undefined {
  for (const line of response.headers.getSetCookie()) {
    const match = /^better-auth\.session_token=([^;]*)/.exec(line);
    if (match?.[1] && !/;\s*max-age=0\s*(;|$)/i.test(line)) return match[1];
  }
  return undefined;
}

/** Bodies no client should send: not JSON, not an object, or fields of the wrong type. */
export const MALFORMED_BODIES: readonly string[] = [
  "null",
  "[]",
  '"text"',
  "42",
  "{not json",
  JSON.stringify({
    email: ["a@b.co"],
    newEmail: {},
    password: [],
    currentPassword: 1,
    newPassword: 1,
    token: {},
    providerId: [],
    redirectTo: 5,
    callbackURL: 7,
  }),
];

/** Posts every malformed body to `path` and returns the statuses (bad input must be a 4xx, never a 500). */
export async function statusesForMalformedBodies(client: TestClient, path: string): Promise<number[]> {
  const statuses: number[] = [];
  for (const body of MALFORMED_BODIES) statuses.push((await client.post(path, body)).status);
  return statuses;
}
