/** Structured logs, one JSON object a line, with no personal data. */
const levels = { silent: 0, error: 1, warn: 2, info: 3 } as const;
type Level = Exclude<keyof typeof levels, "silent">;
/** LOG_LEVEL (info by default) hides the less important lines; the test runs use "silent". */
const threshold = levels[process.env.LOG_LEVEL as keyof typeof levels] ?? levels.info;

function write(level: Level, message: string, fields: Record<string, unknown>) {
  if (levels[level] > threshold) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...fields });
  (level === "info" ? process.stdout : process.stderr).write(`${line}\n`);
}

export const log = {
  info: (message: string, fields: Record<string, unknown> = {}) => write("info", message, fields),
  warn: (message: string, fields: Record<string, unknown> = {}) => write("warn", message, fields),
  error: (message: string, fields: Record<string, unknown> = {}) => write("error", message, fields),
};
