import type { LogFormat, LogLevel } from "./logger.ts";

/**
 * Lines a process writes outside its logger: before it exists (a refused configuration), beside it
 * (the line saying where the server listens) and after it is gone (a crash). With JSON logs each
 * is one JSON object with `level`, `time` and `msg`, as the logger's own lines, so a collector can
 * read a process's output from its first line to its last.
 */

/** The log format before the configuration is read: LOG_FORMAT when it is valid, else NODE_ENV's default. */
export function logFormatOf(env: NodeJS.ProcessEnv): LogFormat {
  const chosen = env.LOG_FORMAT;
  if (chosen === "json" || chosen === "pretty") return chosen;
  return env.NODE_ENV === "production" ? "json" : "pretty";
}

/** One line: a JSON object (the logger's keys), or the message as it is for a person at a terminal. */
export function processLine(
  format: LogFormat,
  level: LogLevel,
  msg: string,
  fields: Record<string, unknown> = {},
): string {
  if (format === "pretty") return `${msg}\n`;
  return `${JSON.stringify({ level, time: new Date().toISOString(), service: "gatehouse", ...fields, msg })}\n`;
}

const errorFields = (error: unknown) =>
  error instanceof Error
    ? { err: { type: error.name, message: error.message, stack: error.stack } }
    : { err: { message: String(error) } };

/**
 * With JSON logs, Node's own warnings and an uncaught error are JSON lines on stderr too, instead
 * of the plain text Node prints (a crash still exits 1). Pretty logs keep Node's own output.
 */
export function jsonProcessOutput(format: LogFormat): void {
  if (format !== "json") return;
  process.removeAllListeners("warning");
  process.on("warning", (warning) => {
    process.stderr.write(processLine("json", "warn", warning.message, { warning: warning.name }));
  });
  const crash = (what: string) => (error: unknown) => {
    process.stderr.write(processLine("json", "error", what, errorFields(error)));
    process.exit(1);
  };
  process.on("uncaughtException", crash("uncaught exception"));
  process.on("unhandledRejection", crash("unhandled promise rejection"));
}
