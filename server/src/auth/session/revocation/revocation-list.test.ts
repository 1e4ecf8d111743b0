import { describe, expect, it } from "vitest";
import { GAP_WAIT_MS, RevocationFollower } from "./follower.ts";
import type { RevocationRepository, StoredRevocation } from "./repository.ts";
import { type Revocation, RevocationList } from "./revocation-list.ts";

const RETENTION_MS = 70_000;
const T0 = Date.parse("2030-01-01T00:00:00Z");

describe("the revocation list", () => {
  it("refuses a revoked session, and a user's sessions created up to the revocation, not after", () => {
    const list = new RevocationList(RETENTION_MS);
    expect(list.refuses("s1", "u1", T0)).toBe(false);
    list.add({ kind: "session", subjectId: "s1", revokedAt: T0 }, T0);
    list.add({ kind: "user", subjectId: "u2", revokedAt: T0 }, T0);
    expect(list.refuses("s1", "u1", T0 - 5_000)).toBe(true);
    expect(list.refuses("s2", "u1", T0 - 5_000)).toBe(false);
    // u2 was banned at T0: sessions made before (or at) it are refused; one made after an unban is not.
    expect(list.refuses("s3", "u2", T0 - 1)).toBe(true);
    expect(list.refuses("s3", "u2", T0)).toBe(true);
    expect(list.refuses("s4", "u2", T0 + 1)).toBe(false);
  });

  it("keeps a user's latest revocation, whatever order entries arrive in", () => {
    const list = new RevocationList(RETENTION_MS);
    list.add({ kind: "user", subjectId: "u1", revokedAt: T0 + 10_000 }, T0 + 10_000);
    list.add({ kind: "user", subjectId: "u1", revokedAt: T0 }, T0 + 10_000);
    expect(list.refuses("s", "u1", T0 + 5_000)).toBe(true);
    expect(list.size).toBe(1);
  });

  it("entries expire after the retention: ignored when they arrive late, pruned once past it", () => {
    const list = new RevocationList(RETENTION_MS);
    list.add({ kind: "session", subjectId: "old", revokedAt: T0 - RETENTION_MS }, T0);
    expect(list.size).toBe(0);
    list.add({ kind: "session", subjectId: "s1", revokedAt: T0 }, T0);
    list.add({ kind: "user", subjectId: "u1", revokedAt: T0 + 1_000 }, T0 + 1_000);
    list.prune(T0 + RETENTION_MS - 1);
    expect(list.size).toBe(2);
    list.prune(T0 + RETENTION_MS);
    expect(list.refuses("s1", "x", T0)).toBe(false);
    expect(list.refuses("y", "u1", T0)).toBe(true);
    list.prune(T0 + RETENTION_MS + 1_000);
    expect(list.size).toBe(0);
    expect(list.refuses("y", "u1", T0)).toBe(false);
  });
});

/** A table as the follower reads it: rows become visible when "committed", in any id order. */
function tableOf(rows: StoredRevocation[]) {
  const reads: number[] = [];
  const repository = {
    readAfter: async (afterId: number) => {
      reads.push(afterId);
      return rows.filter((row) => row.id > afterId).sort((a, b) => a.id - b.id);
    },
    startingCursor: async () => 0,
  } as unknown as RevocationRepository;
  return { repository, reads };
}

const row = (id: number, subjectId: string, revokedAt = T0): StoredRevocation => ({
  id,
  kind: "session",
  subjectId,
  revokedAt,
});

describe("following the table", () => {
  it("reads a row committed after a higher id, and gives up on an id that never commits", async () => {
    const rows: StoredRevocation[] = [row(1, "a"), row(3, "c")];
    const { repository, reads } = tableOf(rows);
    const list = new RevocationList(RETENTION_MS);
    let now = T0;
    const follower = new RevocationFollower(repository, list, () => now);
    await follower.start(RETENTION_MS);
    expect(list.refuses("c", "u", T0)).toBe(true);
    // Id 2 is not committed yet: the cursor waits below it.
    expect(follower.position).toBe(1);
    rows.push(row(2, "b"));
    now += 500;
    await follower.follow();
    expect(list.refuses("b", "u", T0)).toBe(true);
    expect(follower.position).toBe(3);
    // Id 4 rolled back: after GAP_WAIT_MS the cursor moves past it.
    rows.push(row(5, "e"));
    now += 500;
    await follower.follow();
    expect(follower.position).toBe(3);
    now += GAP_WAIT_MS;
    await follower.follow();
    expect(follower.position).toBe(5);
    expect(reads.at(-1)).toBe(3);
    await follower.follow();
    expect(reads.at(-1)).toBe(5);
  });

  it("adds what it reads as entries of the list", async () => {
    const entry: Revocation = { kind: "user", subjectId: "u9", revokedAt: T0 };
    const { repository } = tableOf([{ ...entry, id: 1 }]);
    const list = new RevocationList(RETENTION_MS);
    const follower = new RevocationFollower(repository, list, () => T0);
    await follower.start(RETENTION_MS);
    expect(list.refuses("any", "u9", T0 - 1)).toBe(true);
  });
});
