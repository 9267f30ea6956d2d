import type { IncomingMessage, ServerResponse } from "node:http";
import type { Plugin, ViteDevServer } from "vite";
import type { PageAssets } from "../app/document.tsx";

/** What a page links in development: Vite serves the stylesheet and the runtime from their sources. */
export const devAssets: PageAssets = {
  stylesheet: "/app/styles/app.css",
  runtime: "/app/islands/client.tsx",
  consent: "/app/consent/banner.ts",
};

/** The module that renders a page (app/render.server.tsx), as Vite loads it for the server. */
export const renderModule = "/app/render.server.tsx";

/** `npm run dev`: every page rendered by the prerender's code through Vite's SSR API, with Vite's client. */
export function pages(): Plugin {
  let server: ViteDevServer;
  return {
    name: "keystub:pages",
    configureServer(devServer) {
      server = devServer;
      // After Vite's own middleware: modules, /public and the other plugins' files are served first.
      return () => {
        server.middlewares.use(
          (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => {
            void servePage(server, request, response).then((served) => served || next(), next);
          },
        );
      };
    },
    // A section or a translation changed: the open pages reload, unless it is an island's own code,
    // which Fast Refresh updates in place (Tailwind scanning a file is no reason not to reload).
    hotUpdate({ file }) {
      if (this.environment.name !== "ssr" || !server) return;
      const inBrowser = [...(server.environments.client.moduleGraph.getModulesByFile(file) ?? [])];
      if (!inBrowser.some((module) => module.type === "js"))
        server.environments.client.hot.send({ type: "full-reload" });
    },
  };
}

async function servePage(server: ViteDevServer, request: IncomingMessage, response: ServerResponse): Promise<boolean> {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const { pathname } = new URL(
    (request as IncomingMessage & { originalUrl?: string }).originalUrl ?? request.url ?? "/",
    "http://localhost",
  );
  // Files are Vite's; a page path has no extension.
  if (/\.[a-z0-9]+$/i.test(pathname)) return false;
  try {
    const { renderPage } = (await server.ssrLoadModule(renderModule)) as typeof import("../app/render.server.tsx");
    const { status, html } = await renderPage(pathname, devAssets);
    const page = await server.transformIndexHtml(pathname, html);
    response.statusCode = status;
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    response.end(request.method === "HEAD" ? undefined : page);
    return true;
  } catch (error) {
    if (error instanceof Error) server.ssrFixStacktrace(error);
    throw error;
  }
}
