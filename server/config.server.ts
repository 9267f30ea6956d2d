import { existsSync, readFileSync } from "node:fs";
import { z } from "zod";
import {
  ConfigError,
  type Environment,
  type PublicConfig,
  parseEnvironment,
  readPublicConfig,
} from "../site/config.ts";

const serverSchema = z.object({
  PORT: z
    .string()
    .regex(/^\d+$/, { message: "must be a whole number from 0 to 65535" })
    .transform(Number)
    .refine((port) => port <= 65535, { message: "must be a whole number from 0 to 65535" })
    .default(3000),
  HOST: z.string().trim().min(1).default("localhost"),
  BUILD_DIR: z.string().trim().min(1).default("build"),
  SHUTDOWN_TIMEOUT_MS: z
    .string()
    .regex(/^\d+$/, { message: "must be a whole number of milliseconds" })
    .transform(Number)
    .default(10_000),
});

export type ServerConfig = z.output<typeof serverSchema> & { readonly publicConfig: PublicConfig };

interface BuildInfo {
  readonly publicConfig: PublicConfig;
}

/**
 * The server's configuration, checked once at start-up. The public part must be the one the
 * pages were built with (their canonical links and redirect targets are baked in), so a
 * difference names the variable and says to rebuild.
 */
export function loadServerConfig(env: Environment): ServerConfig {
  const server = parseEnvironment(serverSchema, env);
  const publicConfig = readPublicConfig(env);
  const infoPath = `${server.BUILD_DIR}/build-info.json`;
  if (!existsSync(infoPath)) {
    throw new ConfigError(`No build at ${server.BUILD_DIR}: run "npm run build" first (or "npm start", which builds)`);
  }
  const built = (JSON.parse(readFileSync(infoPath, "utf8")) as BuildInfo).publicConfig;
  for (const key of Object.keys(publicConfig) as (keyof PublicConfig)[]) {
    if (publicConfig[key] !== built[key]) {
      throw new ConfigError(
        `${key} is ${JSON.stringify(publicConfig[key] ?? "unset")} but the pages in ${server.BUILD_DIR} were built with ` +
          `${JSON.stringify(built[key] ?? "unset")}: run "npm run build" again with the same environment`,
      );
    }
  }
  return { ...server, publicConfig };
}
