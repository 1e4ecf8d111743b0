import { useQuery } from "@tanstack/react-query";
import { i18n } from "../../../i18n/i18n";
import { RequestError } from "../../../lib/errors";

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: string;
  createdAt: string;
}

/** `disabled` when the server runs in production and has no dev outbox (404). */
export type Outbox = { disabled: true } | { disabled: false; items: OutboxMail[] };

export const outboxKeys = {
  all: ["dev-outbox"] as const,
};

const OUTBOX_URL = "/api/dev/outbox";

function asString(value: unknown): string {
  return typeof value === "string" ? value : value == null ? "" : String(value);
}

function toMail(raw: unknown): OutboxMail {
  const record = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
  return {
    id: asString(record.id),
    to: asString(record.to),
    subject: asString(record.subject),
    text: asString(record.text),
    html: asString(record.html),
    status: asString(record.status),
    createdAt: asString(record.createdAt),
  };
}

async function fetchOutbox(): Promise<Outbox> {
  const response = await fetch(OUTBOX_URL, { headers: { accept: "application/json" }, credentials: "same-origin" });
  if (response.status === 404) return { disabled: true };
  if (!response.ok) {
    throw new RequestError(
      { status: response.status, statusText: response.statusText },
      i18n.t("dev-outbox:list.loadError"),
    );
  }
  const body: unknown = await response.json();
  const items = typeof body === "object" && body !== null ? (body as { items?: unknown }).items : undefined;
  const mails = Array.isArray(items) ? items.map(toMail) : [];
  mails.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { disabled: false, items: mails };
}

export function useOutbox() {
  return useQuery({
    queryKey: outboxKeys.all,
    queryFn: fetchOutbox,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.disabled ? false : 5000),
  });
}
