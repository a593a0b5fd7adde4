/**
 * The Worker's log: every line one JSON object that Workers Logs can filter and count, with
 * `level`, `event` (English, dotted) and, inside a request, `requestId` (Cloudflare's ray id) and
 * `route`. A line names what happened and which row, never what a visitor wrote: no name,
 * e-mail, phone, address, message, file name or IP address goes into `fields`.
 */
export type LogLevel = "debug" | "info" | "warn" | "error";

interface LogFields {
  event: string;
  requestId?: string;
  route?: string;
  status?: number;
  ms?: number;
  [field: string]: string | number | boolean | null | undefined;
}

const write: Record<LogLevel, (line: string) => void> = {
  debug: (line) => console.debug(line),
  info: (line) => console.log(line),
  warn: (line) => console.warn(line),
  error: (line) => console.error(line),
};

export function log(level: LogLevel, fields: LogFields): void {
  write[level](JSON.stringify({ level, ...fields }));
}

/**
 * An error as log fields: its kind and message, and its stack only when it is our own failure.
 * Messages are the runtime's (D1, R2, the mail binding), which name what failed, not the data.
 */
export function errorFields(error: unknown, { stack = false } = {}): { error: string; message: string; stack?: string } {
  if (!(error instanceof Error)) return { error: "unknown", message: String(error) };
  return { error: error.name, message: error.message, ...(stack && error.stack ? { stack: error.stack } : {}) };
}

/** An error's message, or the thrown value as text when it is not an Error. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The level of a request's own line: our failures are errors; refusals and misses are ordinary. */
export function requestLevel(status: number): LogLevel {
  if (status >= 500) return "error";
  if (status === 403 || status === 429) return "warn";
  return "info";
}

/** A form post's outcome that is not a saved lead: why it was refused (never what it held). */
export type RejectionReason = "validation" | "honeypot" | "rate_limit" | "too_large" | "bad_request" | "origin";

export function logRejected(requestId: string, form: string, reason: RejectionReason, extra: Omit<LogFields, "event"> = {}): void {
  log(reason === "rate_limit" ? "warn" : "info", { event: "lead.rejected", requestId, form, reason, ...extra });
}

/** Which of a result's fields the checks refused, by name only. */
export function refusedFields(error: Record<string, unknown> | null | undefined): string {
  return Object.keys(error ?? {})
    .filter(Boolean)
    .sort()
    .join(",");
}
