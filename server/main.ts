// The production server: the prerendered site and its API on one port. `npm start` runs it.
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import express, { type RequestHandler } from "express";
import { ConfigError, isLoopbackHost } from "../site/config.ts";
import { contactFunctionPath } from "../site/contact-schema.ts";
import { locales } from "../site/locales.ts";
import { redirectTable } from "../site/redirects.ts";
import { reportsPath } from "../site/reports.ts";
import { commonSecurityHeaders } from "../site/security-headers.ts";
import { createAdmin } from "./admin/admin.server.ts";
import { withdrawOthers } from "./admin/admin-operations.server.ts";
import { adminBase, contentEditorBase } from "./admin/admin-paths.ts";
import { createContentEditor } from "./admin/content-editor.server.ts";
import { staffOrigin } from "./admin/staff-origin.server.ts";
import { loadServerConfig, requestTimeoutMs, staffHost } from "./config.server.ts";
import { startContactService } from "./contact/contact-service.server.ts";
import { formPagesOf } from "./contact/form-page.server.ts";
import { addressPrefix } from "./contact/request.server.ts";
import { answerNotFound, handleSiteRequest } from "./http.server.ts";
import { accessLog, log } from "./log.server.ts";
import { cachedVerdict } from "./readiness.server.ts";
import { createReports } from "./reports.server.ts";
import { loadSiteFiles } from "./site-files.server.ts";
import { StorageConfigError, type Store } from "./storage/store.server.ts";
import { createTally } from "./tally.server.ts";

function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

/** A refused setting stops start-up with its one line; any other error is a fault, thrown. */
function refused(error: unknown): never {
  if (!(error instanceof ConfigError || error instanceof StorageConfigError)) throw error;
  stop(error.message);
}

const config = await Promise.resolve(process.env).then(loadServerConfig).catch(refused);

/** A part of the build; a damaged or missing one stops start-up with one line naming BUILD_DIR. */
async function fromBuild<T>(problem: string, read: () => T | Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const reason = (error as Error).message.split("\n")[0];
    stop(`BUILD_DIR ${config.BUILD_DIR} ${problem} (${reason}): run "npm run build" again`);
  }
}

// The build is checked before any storage is opened, so a damaged build never touches the data.
const site = await fromBuild("holds a damaged or incomplete build", () => {
  const path = `${config.BUILD_DIR}/security-headers.json`;
  const pageHeaders = JSON.parse(readFileSync(path, "utf8")) as Record<string, Record<string, string>>;
  return {
    files: loadSiteFiles(`${config.BUILD_DIR}/client`, pageHeaders),
    redirects: redirectTable(config.publicConfig),
  };
});

if (!isLoopbackHost(config.HOST) && isLoopbackHost(new URL(config.publicConfig.SITE_URL).hostname)) {
  log.warn("listening on a public address with the development SITE_URL: set SITE_URL to the site's public origin", {
    host: config.HOST,
    siteUrl: config.publicConfig.SITE_URL,
  });
}

// Filled once the port is known: the origins a browser on this machine uses to reach a server
// that listens on loopback only.
const ownOrigins = new Set<string>();
const pages = await fromBuild("has no contact form pages", () => formPagesOf(config.BUILD_DIR));
// Whoever ADMIN_EMAILS no longer names (everyone, with the inbox off) loses their sessions and
// links before the inbox answers, so that putting an address back never revives them.
const admins = new Set((config.ADMIN_EMAILS ?? []).map((address) => address.toLowerCase()));
const opened = (store: Store) => store.write((db) => withdrawOthers(db, admins, Date.now()));
const contact = await startContactService(config, { pages, ownOrigins, opened }).catch(refused);

const built = resolve(config.BUILD_DIR, "server");
const admin =
  config.ADMIN_EMAILS && config.SMTP_URL
    ? await fromBuild("has no inbox pages", async () =>
        createAdmin(config, {
          stylesheet: pages.stylesheet,
          render: (await import(
            pathToFileURL(resolve(built, "admin.js")).href
          )) as typeof import("../app/admin/render.server.tsx"),
          store: contact.store,
          ownOrigins,
          onRequeued: contact.requeued,
        }),
      )
    : undefined;

const contentEditor =
  config.CONTENT_EDITOR &&
  (await fromBuild("has no content editor", () =>
    createContentEditor(
      resolve(config.BUILD_DIR, "editor"),
      config.CONTENT_EDITOR === "github"
        ? {
            kind: "github",
            repo: config.CONTENT_EDITOR_REPO as string,
            branch: config.CONTENT_EDITOR_BRANCH,
            ...(config.CONTENT_EDITOR_AUTH_URL ? { authUrl: config.CONTENT_EDITOR_AUTH_URL } : {}),
          }
        : { kind: "test" },
    ),
  ));

const staff = staffOrigin(
  admin || contentEditor ? staffHost(config.ADMIN_URL, config.publicConfig.SITE_URL) : undefined,
  config.ADMIN_URL,
);

const reports = createReports({ config, ownOrigins });

let shuttingDown = false;
/** The answers not yet finished, so that a shutdown can mark them `Connection: close`. */
const inFlight = new Set<ServerResponse>();
const unreadiness = cachedVerdict(() => contact.unreadiness(), config.READINESS_INTERVAL_MS);
// Also computed when nothing asks: a proxy that only watches the answers never asks, and a change is logged.
setInterval(() => void unreadiness(), config.READINESS_INTERVAL_MS).unref();

/** GET and HEAD only: any other method falls through to the site's 405. */
const probe =
  (ready: boolean): RequestHandler =>
  async (request, response) => {
    const reason = ready ? (shuttingDown ? "shutting down" : await unreadiness()) : undefined;
    const body = JSON.stringify(reason ? { status: "unavailable", reason } : { status: "ok" });
    response.writeHead(reason ? 503 : 200, {
      ...commonSecurityHeaders,
      "Cache-Control": "no-store",
      "Content-Type": "application/json",
      "Content-Length": Buffer.byteLength(body),
    });
    response.end(request.method === "HEAD" ? undefined : body);
  };

// Exact paths (case and trailing slash count); the team's tools' own host: admin/staff-origin.server.ts.
const app = express().disable("x-powered-by").set("env", "production");
app.set("case sensitive routing", true).set("strict routing", true);
app.use(accessLog, (_request, response, next) => {
  if (shuttingDown) response.setHeader("Connection", "close");
  inFlight.add(response);
  response.once("close", () => inFlight.delete(response));
  next();
});
app.get("/healthz", probe(false));
app.get("/readyz", probe(true));
app.all(reportsPath, reports.handle);
app.all(contactFunctionPath, contact.handle);
const staffOnly: RequestHandler = (request, response, next) =>
  staff.serves(request) ? next() : answerNotFound(site, request, response);
// A path and all under it: a pattern, not a parameter, which Express would decode.
const under = (bases: string[]) => bases.map((base) => new RegExp(`^${base}(?:/|$)`));
if (contentEditor) app.all(under([contentEditorBase]), staffOnly, contentEditor);
if (admin) app.all(under(locales.map(adminBase)), staffOnly, admin.router);
app.use((request, response) =>
  handleSiteRequest(site, request, response, staff.isOwnHost(request) ? config.publicConfig.SITE_URL : undefined),
);
// A handler that throws (none should): logged as every other line is, and answered 500 without a stack.
const failed = (error: unknown, request: IncomingMessage, response: ServerResponse, _next: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  log.error("a handler failed", { path: request.url?.split("?")[0], message });
  if (response.headersSent) response.destroy();
  else response.writeHead(500).end();
};
app.use(failed);

// Slow clients (docs/deploy.md, "Operating"): Node checks once a second, so a shorter timeout
// shortens those seconds too, so that it ends on time.
const server = createServer(
  {
    headersTimeout: config.HEADERS_TIMEOUT_MS,
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    keepAliveTimeoutBuffer: Math.min(1000, Math.ceil(config.KEEP_ALIVE_TIMEOUT_MS / 5)),
    connectionsCheckingInterval: Math.min(1000, Math.ceil(config.HEADERS_TIMEOUT_MS / 10)),
  },
  app,
);
server.timeout = 30_000;
if (config.MAX_CONNECTIONS > 0) server.maxConnections = config.MAX_CONNECTIONS;

// Refusals are logged without flooding: the first at once, then at most one line per 10 s.
const refusals = createTally<"per-address" | "total">({
  message: "connections refused",
  intervalMs: 10_000,
  eager: true,
  detailsField: "prefixes",
  write: (message, fields) => log.warn(message, fields),
});
setInterval(refusals.flush, 10_000).unref();
server.on("drop", (data) => refusals.count("total", addressPrefix(data?.remoteAddress ?? "")));

const perAddress = new Map<string, number>();
server.on("connection", (socket) => {
  const limit = config.MAX_CONNECTIONS_PER_IP;
  if (limit === 0) return;
  const address = socket.remoteAddress ?? "unknown";
  const open = (perAddress.get(address) ?? 0) + 1;
  if (open > limit) {
    refusals.count("per-address", addressPrefix(address));
    socket.destroy();
    return;
  }
  perAddress.set(address, open);
  socket.once("close", () => {
    const left = (perAddress.get(address) ?? 1) - 1;
    if (left === 0) perAddress.delete(address);
    else perAddress.set(address, left);
  });
});

// Failing to listen stops start-up; later errors (a full file-descriptor table, say) are logged
// and the server goes on serving the connections it has.
server.on("error", (error: NodeJS.ErrnoException) => {
  if (server.listening) return log.error("server error", { code: error.code, message: error.message });
  const hint = error.code === "EADDRINUSE" ? `: port ${config.PORT} is taken (set PORT)` : "";
  stop(`Cannot listen on ${config.HOST}:${config.PORT}${hint} (${error.message})`);
});

// systemd's socket (docs/deploy.md): connections wait in its queue while the service restarts.
const inherited = process.env.LISTEN_PID === String(process.pid) ? { fd: 3 } : undefined;
if (inherited && process.env.LISTEN_FDS !== "1") {
  stop(`LISTEN_FDS must be 1 (one socket, for HTTP), not ${process.env.LISTEN_FDS}`);
}

function listening(): void {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  const host = typeof address === "object" && address ? address.address : config.HOST;
  if (isLoopbackHost(host)) {
    for (const name of ["localhost", "127.0.0.1", "[::1]"]) ownOrigins.add(`http://${name}:${port}`);
  }
  log.info("listening", {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
    pid: process.pid,
    ...(inherited ? { socket: "from systemd" } : {}),
  });
  if (config.TRUST_PROXY.length > 0 && config.MAX_CONNECTIONS_PER_IP === 0) {
    log.info("no per-address connection cap behind a reverse proxy (TRUST_PROXY): the proxy limits clients");
  }
}
if (inherited) server.listen(inherited, listening);
else server.listen(config.PORT, config.HOST, listening);

/** When the last connection was accepted: a shutdown keeps accepting until they stop coming. */
let lastConnectionAt = 0;
/** Accepted, their first request not begun: closing one would reset it, however slowly it is read. */
const unread = new Set<Socket>();
server.on("connection", (socket) => {
  lastConnectionAt = performance.now();
  unread.add(socket);
  socket.once("close", () => unread.delete(socket));
});
server.on("request", (request) => unread.delete(request.socket));

/**
 * Closing the listener would reset connections the kernel completed but the server has not accepted,
 * and closing idle ones would reset those accepted but not read yet.
 */
function answerWhileArriving(limitMs: number): Promise<void> {
  const quietMs = 100;
  const started = performance.now();
  return new Promise((resolve) => {
    const check = setInterval(() => {
      const now = performance.now();
      if ((now - lastConnectionAt >= quietMs && unread.size === 0) || now - started >= limitMs) {
        clearInterval(check);
        resolve();
      }
    }, quietMs / 4);
  });
}

/** SIGTERM and SIGINT: docs/deploy.md, "Operating". */
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, async () => {
    log.info("shutting down", { signal });
    shuttingDown = true;
    refusals.flush();
    reports.flush();
    let cut = false;
    const cutting = setTimeout(() => {
      log.error("shutdown timed out, closing the connections left", { afterMs: config.SHUTDOWN_TIMEOUT_MS });
      cut = true;
      server.closeAllConnections();
    }, config.SHUTDOWN_TIMEOUT_MS).unref();
    // Requests already in flight are answered with `Connection: close`, like those that arrive now.
    for (const response of inFlight) if (!response.headersSent) response.setHeader("Connection", "close");
    // Only once arrivals stop and each accepted connection's request has begun; one that sends
    // nothing is closed after half the shutdown's time.
    if (!inherited) await answerWhileArriving(config.SHUTDOWN_TIMEOUT_MS / 2);
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    server.close(() => {
      clearTimeout(cutting);
      clearInterval(idle);
      admin?.close();
      void contact.close().finally(() => process.exit(cut ? 1 : 0));
    });
    server.closeIdleConnections();
  });
}
