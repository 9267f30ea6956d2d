// What systemd does for `keystub.socket` with a restart, small enough for a test: started by
// `systemd-socket-activate` (which hands it the listening socket as file descriptor 3), it holds the
// socket, runs the server with it, and on each line "restart" on its input stops the server with
// SIGTERM and starts a new one once the old has exited. Connections that arrive in between wait in
// the socket's queue. It prints the server's output, and "started <pid>" as each one starts.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { nodeBinary, root } from "./server-process.ts";

function startServer() {
  // LISTEN_PID must be the server's own pid: the shell sets it to its own and becomes the server.
  const child = spawn("/bin/sh", ["-c", `LISTEN_PID=$$ exec "${nodeBinary}" server/main.ts`], {
    cwd: root,
    env: { ...process.env, LISTEN_FDS: "1" },
    stdio: ["ignore", "inherit", "inherit", 3],
  });
  process.stdout.write(`started ${child.pid}\n`);
  return child;
}

let server = startServer();
// Stopped itself (a test that failed), it stops the server too.
process.once("SIGTERM", () => {
  server.kill("SIGTERM");
  process.exit(1);
});
for await (const line of createInterface({ input: process.stdin })) {
  if (line !== "restart") continue;
  const stopped = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await stopped;
  server = startServer();
}
server.kill("SIGTERM");
