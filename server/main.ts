// The production server: the prerendered site and its API on one port. `npm start` runs it.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { ConfigError } from "../site/config.ts";
import { redirectTable } from "../site/redirects.ts";
import { commonSecurityHeaders } from "../site/security-headers.ts";
import { loadServerConfig } from "./config.server.ts";
import { startContactService } from "./contact/contact-service.server.ts";
import { handleSiteRequest } from "./http.server.ts";
import { log } from "./log.server.ts";
import { loadSiteFiles } from "./site-files.server.ts";
import { StorageConfigError } from "./storage/store.server.ts";

let config: ReturnType<typeof loadServerConfig>;
try {
  config = loadServerConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const contact = await startContactService(config).catch((error: unknown) => {
  if (!(error instanceof StorageConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
});
const policies = JSON.parse(readFileSync(`${config.BUILD_DIR}/security-headers.json`, "utf8")) as Record<
  string,
  Record<string, string>
>;
const site = {
  files: loadSiteFiles(`${config.BUILD_DIR}/client`, policies),
  redirects: redirectTable(config.publicConfig),
};

const server = createServer((request, response) => {
  if (request.url === "/healthz") {
    response.writeHead(200, {
      ...commonSecurityHeaders,
      "Content-Type": "application/json",
      "Cache-Control": "no-store",
    });
    response.end(request.method === "HEAD" ? undefined : '{"status":"ok"}');
    return;
  }
  if (contact.handles(request)) return contact.handle(request, response);
  handleSiteRequest(site, request, response);
});
server.keepAliveTimeout = 65_000;

// Failing to listen stops start-up; later errors (a full file-descriptor table, say) are logged
// and the server goes on serving the connections it has.
server.on("error", (error: NodeJS.ErrnoException) => {
  if (server.listening) {
    log.error("server error", { code: error.code, message: error.message });
    return;
  }
  const hint = error.code === "EADDRINUSE" ? `: port ${config.PORT} is taken (set PORT)` : "";
  console.error(`Cannot listen on ${config.HOST}:${config.PORT}${hint} (${error.message})`);
  process.exit(1);
});

server.listen(config.PORT, config.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  log.info("listening", { url: `http://${config.HOST.includes(":") ? `[${config.HOST}]` : config.HOST}:${port}` });
});

// SIGTERM (orchestrators) and SIGINT (Ctrl-C): stop accepting, finish what is in flight, exit.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    log.info("shutting down", { signal });
    server.close(() => void contact.close().finally(() => process.exit(0)));
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, config.SHUTDOWN_TIMEOUT_MS).unref();
  });
}
