import { createServer } from "vite";
const server = await createServer({ configFile: false, server: { middlewareMode: true, hmr: false }, appType: "custom", logLevel: "error" });
try { await server.ssrLoadModule(process.argv[2]!); } finally { await server.close(); }
