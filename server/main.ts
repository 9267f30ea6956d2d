// The production server: the prerendered site and its API on one port. `npm start` runs it.
import { createServer } from "node:http";
import { ConfigError } from "../site/config.ts";
import { redirectTable } from "../site/redirects.ts";
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
const site = { files: loadSiteFiles(`${config.BUILD_DIR}/client`), redirects: redirectTable(config.publicConfig) };

const server = createServer((request, response) => {
  if (request.url === "/healthz") {
    response.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store" });
    response.end(request.method === "HEAD" ? undefined : '{"status":"ok"}');
    return;
  }
  if (contact.handles(request)) return contact.handle(request, response);
  handleSiteRequest(site, request, response);
});
server.keepAliveTimeout = 65_000;

server.on("error", (error: NodeJS.ErrnoException) => {
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
