/**
 * The server's log: one JSON object per line with `level`, `time` and `event` first,
 * then the event's own fields. Info goes to stdout, warnings and errors to stderr,
 * so a process manager can keep or alert on them separately. Never log a password,
 * a cookie or a message body.
 */
export type LogLevel = "info" | "warn" | "error";

function write(level: LogLevel, event: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, time: new Date().toISOString(), event, ...fields });
  (level === "info" ? process.stdout : process.stderr).write(`${line}\n`);
}

export const log = {
  info: (event: string, fields?: Record<string, unknown>) => write("info", event, fields),
  warn: (event: string, fields?: Record<string, unknown>) => write("warn", event, fields),
  error: (event: string, fields?: Record<string, unknown>) => write("error", event, fields),
};
