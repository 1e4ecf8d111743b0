import { APIError, createAuthEndpoint } from "better-auth/api";
import type { Db } from "../../db/transaction.ts";
import { inTransaction } from "../../db/transaction.ts";
import { nowIso } from "../../kit/time.ts";
import { requestLocale } from "../account/mail-locale.ts";
import { requirePlatformAdmin } from "./admin-access.ts";
import { domainRefusal } from "./admission.ts";
import { APPROVAL_VALID_MS, type ApprovalMailSettings, queueApprovalMail } from "./approval-mail.ts";
import type { DisposableDomains } from "./disposable-domains.ts";
import { SIGNUP_WAITLIST_CLOSED, WAITLIST_ENTRY_NOT_FOUND } from "./errors.ts";
import {
  addToWaitlist,
  decideWaitlistEntry,
  findWaitlistEntry,
  listWaitlist,
  userExists,
  type WaitlistRow,
} from "./repository.ts";
import {
  joinWaitlistBodySchema,
  listWaitlistQuerySchema,
  type WaitlistEntry,
  waitlistDecisionBodySchema,
  waitlistStatusSchema,
} from "./schemas.ts";
import { effectiveSettings, type SignupEnvironment } from "./settings.ts";

type WaitlistDeps = {
  db: Db;
  env: SignupEnvironment;
  disposable: DisposableDomains;
  mail: ApprovalMailSettings;
  /** Runs the mail queue's dispatcher now, once an approval's mail is committed. */
  nudgeMail: () => void;
};

const asEntry = (row: WaitlistRow): WaitlistEntry => ({
  id: row.id,
  email: row.email,
  name: row.name,
  status: waitlistStatusSchema.catch("pending").parse(row.status),
  createdAt: row.created_at,
  decidedAt: row.decided_at,
  approvalExpiresAt: row.approval_expires_at,
});

/**
 * POST /waitlist/join {email, name?}: public (strictly rate-limited, captcha-guarded). While
 * sign-up is by waitlist, the address is added, pending; the answer is the same whether the
 * address has an account, is already waiting, or is new, so it tells no one who has an account.
 * The domain rules refuse as sign-up would.
 */
export const joinWaitlistEndpoint = ({ db, env, disposable }: WaitlistDeps) =>
  createAuthEndpoint("/waitlist/join", { method: "POST", body: joinWaitlistBodySchema }, async (ctx) => {
    const settings = await effectiveSettings(db, env);
    if (settings.policy !== "waitlist") throw new APIError("FORBIDDEN", { ...SIGNUP_WAITLIST_CLOSED });
    const email = ctx.body.email.trim().toLowerCase();
    const refusal = await domainRefusal(email, settings, disposable);
    if (refusal) throw new APIError("FORBIDDEN", { ...refusal });
    if (!(await userExists(db, email)))
      await addToWaitlist(db, { email, name: ctx.body.name || null, locale: requestLocale(ctx), at: nowIso() });
    return ctx.json({ status: true });
  });

/** GET /admin/waitlist?status=&limit=&offset=: the waitlist, newest first. */
export const listWaitlistEndpoint = ({ db }: WaitlistDeps) =>
  createAuthEndpoint("/admin/waitlist", { method: "GET", query: listWaitlistQuerySchema }, async (ctx) => {
    await requirePlatformAdmin(ctx);
    const { status, limit = 50, offset = 0 } = ctx.query;
    const { rows, total } = await listWaitlist(db, { status, limit, offset });
    return ctx.json({ entries: rows.map(asEntry), total });
  });

/**
 * POST /admin/waitlist/approve {id}: the address may sign up for seven days, whatever the policy,
 * and gets a mail with the sign-up link; the approval and its mail commit together. Approving
 * again renews the seven days and mails the link again.
 */
export const approveWaitlistEndpoint = ({ db, mail, nudgeMail }: WaitlistDeps) =>
  createAuthEndpoint("/admin/waitlist/approve", { method: "POST", body: waitlistDecisionBodySchema }, async (ctx) => {
    const admin = await requirePlatformAdmin(ctx);
    const approved = await inTransaction(db, async (trx) => {
      const at = nowIso();
      const expiresAt = new Date(Date.parse(at) + APPROVAL_VALID_MS).toISOString();
      const decision = { status: "approved" as const, by: admin.id, at, approvalExpiresAt: expiresAt };
      const row = await decideWaitlistEntry(trx, ctx.body.id, decision);
      if (!row) throw new APIError("NOT_FOUND", { ...WAITLIST_ENTRY_NOT_FOUND });
      await queueApprovalMail(trx, row, mail);
      return row;
    });
    nudgeMail();
    return ctx.json(asEntry(approved));
  });

/** POST /admin/waitlist/reject {id}: the entry is rejected (an approval not yet used ends); no mail is sent. */
export const rejectWaitlistEndpoint = ({ db }: WaitlistDeps) =>
  createAuthEndpoint("/admin/waitlist/reject", { method: "POST", body: waitlistDecisionBodySchema }, async (ctx) => {
    const admin = await requirePlatformAdmin(ctx);
    if (!(await findWaitlistEntry(db, ctx.body.id))) throw new APIError("NOT_FOUND", { ...WAITLIST_ENTRY_NOT_FOUND });
    const decision = { status: "rejected" as const, by: admin.id, at: nowIso(), approvalExpiresAt: null };
    const row = await decideWaitlistEntry(db, ctx.body.id, decision);
    if (!row) throw new APIError("NOT_FOUND", { ...WAITLIST_ENTRY_NOT_FOUND });
    return ctx.json(asEntry(row));
  });
