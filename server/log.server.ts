import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pino } from "pino";
import { pinoHttp } from "pino-http";

/** One JSON object a line: `info` on standard output, warnings and errors on standard error; no personal data. */
export const logLevels = ["silent", "error", "warn", "info"] as const;
type LogLevel = (typeof logLevels)[number];
const level: LogLevel = logLevels.includes(process.env.LOG_LEVEL as LogLevel)
  ? (process.env.LOG_LEVEL as LogLevel)
  : "info";

const logger = pino(
  {
    level,
    // No pid or hostname: the platform that collects the lines knows which process wrote them.
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  pino.multistream(
    [
      { level: "info", stream: process.stdout },
      { level: "warn", stream: process.stderr },
    ],
    // Each line goes to the one stream of the highest level it reaches, not to both.
    { dedupe: true },
  ),
);

type Fields = Record<string, unknown>;

export const log = {
  info: (message: string, fields: Fields = {}) => logger.info(fields, message),
  warn: (message: string, fields: Fields = {}) => logger.warn(fields, message),
  error: (message: string, fields: Fields = {}) => logger.error(fields, message),
};

/** A request id from a proxy in front is kept (one id across both logs); otherwise a new one. */
function requestId(request: IncomingMessage, response: ServerResponse): string {
  const given = request.headers["x-request-id"];
  const id = typeof given === "string" && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
  response.setHeader("X-Request-Id", id);
  return id;
}

/** Never the query string, a header or a body: they can carry a visitor's e-mail address or cookies. */
export const accessLog = pinoHttp({
  logger,
  genReqId: requestId,
  customAttributeKeys: { responseTime: "ms" },
  // Every request at info, a server error's included: its cause is logged where it happened.
  customLogLevel: () => "info",
  customSuccessMessage: () => "request",
  customErrorMessage: () => "request",
  customSuccessObject: (_request, response, fields) =>
    response.writableFinished ? fields : { ...fields, aborted: true },
  customErrorObject: (_request, _response, _error, { err: _, ...fields }) => fields,
  wrapSerializers: false,
  serializers: {
    req: (request: IncomingMessage & { id: string }) => ({
      id: request.id,
      method: request.method,
      path: (request.url ?? "").split("?")[0]?.slice(0, 512),
    }),
    res: (response: ServerResponse) => {
      const method = response.req?.method;
      const sent = method === "HEAD" || response.statusCode === 304 ? 0 : response.getHeader("content-length");
      return { status: response.statusCode, bytes: Number(sent ?? 0) };
    },
  },
});
