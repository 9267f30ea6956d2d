// nginx for the tests and benchmarks that need a real reverse proxy: Debian's, installed when it is
// missing (setup/apt-install.ts), run in a folder of its own with the http block it is given.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { aptInstall } from "../../setup/apt-install.ts";

const binary = "/usr/sbin/nginx";

/** Debian's nginx, installed if it is missing and apt is ours to run; undefined where it is not there. */
export function nginxBinary(): string | undefined {
  if (!existsSync(binary)) aptInstall(["nginx-light"], "nginx is missing");
  return existsSync(binary) ? binary : undefined;
}

/**
 * Runs nginx in the foreground with `http` as its http block's contents (which says where it
 * listens: `port`), and resolves once `port` takes connections.
 */
export async function startNginx(http: string, port: number) {
  const nginx = nginxBinary();
  if (!nginx) throw new Error('nginx is needed: "sudo apt-get install nginx-light"');
  const dir = mkdtempSync(join(tmpdir(), "keystub-nginx-"));
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `  ${kind}_temp_path ${dir}/${kind};\n`)
    .join("");
  writeFileSync(
    join(dir, "nginx.conf"),
    // As root, nginx's workers would read the test's scratch folders as nobody.
    `${process.getuid?.() === 0 ? "user root;\n" : ""}worker_processes 1;\ndaemon off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\n` +
      `events { worker_connections 4096; }\nhttp {\n  access_log off;\n${temp}${http}\n}\n`,
  );
  const child = spawn(nginx, ["-c", join(dir, "nginx.conf"), "-p", dir], { stdio: ["ignore", "ignore", "inherit"] });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  for (const deadline = Date.now() + 10_000; ; ) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start on port ${port}`);
    await new Promise((wait) => setTimeout(wait, 20));
  }
  return {
    process: child,
    stop: async () => {
      child.kill("SIGQUIT");
      await exited;
    },
  };
}
