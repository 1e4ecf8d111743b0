import { readFileSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import type { Logger } from "../../kit/logger.ts";

/** The domains of a list file: one per line, `#` starts a comment, lower-cased. */
export function parseDomainLines(text: string): Set<string> {
  const domains = new Set<string>();
  for (const line of text.split("\n")) {
    const domain = line.replace(/#.*/, "").trim().toLowerCase();
    if (domain) domains.add(domain);
  }
  return domains;
}

/** The list shipped with Gatehouse (disposable-domains.md says what it holds), read once. */
let shipped: ReadonlySet<string> | undefined;
const shippedDomains = () =>
  (shipped ??= parseDomainLines(readFileSync(new URL("./disposable-domains.txt", import.meta.url), "utf8")));

/** The email's domain and each domain above it: `a.b.example.com`, `b.example.com`, `example.com`. */
function domainAndParents(email: string): string[] {
  const domain = email.trim().toLowerCase().split("@")[1] ?? "";
  const labels = domain.split(".").filter(Boolean);
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join("."));
}

/**
 * Disposable email domains: the shipped list, and the operator's file (DISPOSABLE_EMAIL_DOMAINS_FILE)
 * read in addition. The operator's file is read again when its modification time (or size) changes, so a
 * list can be updated without a release or a restart; while it cannot be read, the last list read
 * stays in force (and the failure is logged once per change).
 */
export class DisposableDomains {
  private operator: { version: string; domains: ReadonlySet<string> } = { version: "", domains: new Set() };
  private lastFailure: string | undefined;

  constructor(
    private readonly operatorFile: string | undefined,
    private readonly logger: Pick<Logger, "error">,
  ) {}

  /** Whether the address's domain, or a domain above it, is disposable. */
  async isDisposable(email: string): Promise<boolean> {
    const candidates = domainAndParents(email);
    const operator = await this.operatorDomains();
    return candidates.some((domain) => shippedDomains().has(domain) || operator.has(domain));
  }

  private async operatorDomains(): Promise<ReadonlySet<string>> {
    if (!this.operatorFile) return this.operator.domains;
    try {
      const { mtimeMs, size } = await stat(this.operatorFile);
      // The size too: two writes within the file system's time resolution keep one mtime.
      const version = `${mtimeMs}:${size}`;
      if (version !== this.operator.version)
        this.operator = { version, domains: parseDomainLines(await readFile(this.operatorFile, "utf8")) };
      this.lastFailure = undefined;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (reason !== this.lastFailure) this.logger.error("could not read DISPOSABLE_EMAIL_DOMAINS_FILE", { reason });
      this.lastFailure = reason;
    }
    return this.operator.domains;
  }
}
