import type { Db } from "../../db/transaction.ts";
import { embedOriginOf } from "./repository.ts";

/**
 * The CSP `frame-ancestors` source of a hosted checkout page: the `embed_origin` its checkout was
 * created with (Polar's embedded checkout), else 'none'. The stored text is reduced to a bare
 * http(s) origin first, so nothing else can reach the header.
 */
export async function checkoutFrameAncestors(db: Db, clientSecret: string): Promise<string> {
  return bareOrigin(await embedOriginOf(db, clientSecret)) ?? "'none'";
}

function bareOrigin(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
  } catch {
    return null;
  }
}
