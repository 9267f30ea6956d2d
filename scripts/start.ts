// `npm start`: builds when the build is missing, made with another public configuration or older than
// a source (scripts/build-info.ts), then serves: never pages older than the checkout.
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { ConfigError, type PublicConfig, readPublicConfig } from "../site/config.ts";
import { staleness } from "./build-info.ts";

// The build the server will serve (BUILD_DIR, as server/main.ts reads it).
const buildDir = process.env.BUILD_DIR?.trim() || "build";

function publicConfig(): PublicConfig {
  try {
    return readPublicConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const reason = staleness(resolve(import.meta.dirname, ".."), buildDir, publicConfig());
if (reason) {
  console.log(`${reason}: building the pages.`);
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import("../server/main.ts");
