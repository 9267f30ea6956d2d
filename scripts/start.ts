// `npm start`: build what is missing (no build yet, or one made with another public
// configuration), then run the production server in this process.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { ConfigError, readPublicConfig } from "../site/config.ts";

// The build the server will serve (BUILD_DIR, as server/main.ts reads it).
const infoPath = `${process.env.BUILD_DIR?.trim() || "build"}/build-info.json`;

function currentFingerprint(): string {
  try {
    return createHash("sha256")
      .update(JSON.stringify(readPublicConfig(process.env)))
      .digest("hex");
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const built = existsSync(infoPath)
  ? (JSON.parse(readFileSync(infoPath, "utf8")) as { fingerprint?: string })
  : undefined;
if (built?.fingerprint !== currentFingerprint()) {
  console.log(built ? "The public configuration changed: rebuilding the pages." : "No build yet: building the pages.");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import("../server/main.ts");
