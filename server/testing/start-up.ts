// The production server (server/main.ts) run to its end, for the tests of what start-up refuses.
import { execFile } from "node:child_process";
import { nodeBinary, root } from "./server-process.ts";

/** Runs server/main.ts to its end and returns its exit code and what it printed. */
export function runServer(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      nodeBinary,
      ["server/main.ts"],
      { cwd: root, env: { ...process.env, HOST: "127.0.0.1", ...env }, timeout: 30_000 },
      (_error, stdout, stderr) => resolve({ code: child.exitCode, stdout, stderr }),
    );
  });
}
