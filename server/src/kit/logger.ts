const levels = { debug: 10, info: 20, warn: 30, error: 40 } as const;
export type LogLevel = keyof typeof levels;

type Log = (message: string, detail?: unknown) => void;
/** Leveled logs, and `audit`: what an administrator did to someone's account, written at every level. */
export type Logger = Record<LogLevel | "audit", Log>;

/** A leveled logger writing one line per event to stderr. */
export function createLogger(level: LogLevel): Logger {
  const make = (at: LogLevel | "audit") => (message: string, detail?: unknown) => {
    if (at !== "audit" && levels[at] < levels[level]) return;
    const suffix = detail === undefined ? "" : ` ${detail instanceof Error ? detail.message : JSON.stringify(detail)}`;
    process.stderr.write(`[gatehouse] ${at.toUpperCase()} ${message}${suffix}\n`);
  };
  return { debug: make("debug"), info: make("info"), warn: make("warn"), error: make("error"), audit: make("audit") };
}
