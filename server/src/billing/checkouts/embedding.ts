import type { Db } from "../../db/transaction.ts";
import { embedHosts } from "../seller-settings/service.ts";
import { embeddingOf } from "./repository.ts";

/**
 * The CSP `frame-ancestors` sources of a hosted checkout page. An organization that lists its
 * `embed_hosts` lets exactly those frame its checkouts (HTTPS, and HTTP for local hosts, as Polar
 * describes the setting), whatever `embed_origin` a checkout names; one that lists none lets a
 * checkout be framed by the `embed_origin` it was created with (Polar's embedded checkout), reduced
 * to a bare http(s) origin so nothing else can reach the header. Otherwise 'none'.
 */
export async function checkoutFrameAncestors(db: Db, clientSecret: string): Promise<string> {
  const checkout = await embeddingOf(db, clientSecret);
  if (!checkout) return "'none'";
  const hosts = await embedHosts(db, checkout.organization_id);
  if (hosts.length > 0) return hosts.flatMap(embedHostSources).join(" ");
  return bareOrigin(checkout.embed_origin) ?? "'none'";
}

/** An app origin (`chrome-extension://…`) as it is; a host over HTTPS, and over HTTP too when it is local. */
function embedHostSources(host: string): string[] {
  if (host.includes("://")) return [host];
  return isLocalHost(host) ? [`https://${host}`, `http://${host}`] : [`https://${host}`];
}

const PRIVATE_IPV4 = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/;

/** localhost, a `.localhost` or `.local` name, or a loopback or private IPv4 address (a port aside). */
function isLocalHost(host: string): boolean {
  const name = host.replace(/:\d+$/, "").replace(/^\*\./, "");
  return (
    name === "localhost" ||
    name.endsWith(".localhost") ||
    name.endsWith(".local") ||
    (/^\d{1,3}(\.\d{1,3}){3}$/.test(name) && PRIVATE_IPV4.test(name))
  );
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
