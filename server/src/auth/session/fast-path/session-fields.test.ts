import { describe, expect, it } from "vitest";
import { type AuthTables, keyOrder, missingSessionFields } from "./session-repository.ts";

const field = (returned?: boolean) => (returned === undefined ? {} : { returned });

/** better-auth's merged schema as Gatehouse configures it (core with its locale field, organization, admin). */
const tables = (extra: { session?: string[]; user?: string[] } = {}): AuthTables => ({
  session: {
    fields: Object.fromEntries(
      [
        "expiresAt",
        "token",
        "createdAt",
        "updatedAt",
        "ipAddress",
        "userAgent",
        "userId",
        "activeOrganizationId",
        "activeTeamId",
        "impersonatedBy",
        ...(extra.session ?? []),
      ].map((f) => [f, field()]),
    ),
  },
  user: {
    fields: Object.fromEntries(
      [
        "name",
        "email",
        "emailVerified",
        "image",
        "createdAt",
        "updatedAt",
        "role",
        "banned",
        "banReason",
        "banExpires",
        "locale",
        ...(extra.user ?? []),
      ].map((f) => [f, field()]),
    ),
  },
});

describe("the fast path's field guard", () => {
  it("selects every field better-auth returns with Gatehouse's plugins", () => {
    expect(missingSessionFields(tables())).toEqual([]);
  });

  it("names a plugin field it does not select, so start-up turns the fast path off", () => {
    expect(missingSessionFields(tables({ session: ["deviceId"], user: ["nickname"] }))).toEqual([
      "session.deviceId",
      "user.nickname",
    ]);
  });

  it("ignores fields better-auth never returns", () => {
    const t = tables();
    t.user!.fields.secret = field(false);
    expect(missingSessionFields(t)).toEqual([]);
  });

  it("orders keys as the library's adapter does: schema order, id last", () => {
    const order = keyOrder(tables());
    expect(order.session).toEqual([
      "expiresAt",
      "token",
      "createdAt",
      "updatedAt",
      "ipAddress",
      "userAgent",
      "userId",
      "activeOrganizationId",
      "activeTeamId",
      "impersonatedBy",
      "id",
    ]);
    expect(order.user.at(0)).toBe("name");
    expect(order.user.at(-1)).toBe("id");
  });
});
