// `npm run bench:slow-clients` (bench/README.md): can one loopback address starve the server of
// another's page requests? Bounded in count and time.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { quantile, startServer } from "./serve.ts";

const idle = Number(process.env.SLOW_IDLE ?? 3000);
const trickling = Number(process.env.SLOW_TRICKLE ?? 300);
const nonReaders = Number(process.env.SLOW_READERS ?? 100);
const seconds = Math.min(Number(process.env.SLOW_SECONDS ?? 20), 60);
const attacker = "127.0.0.1";
const visitor = "127.0.0.2";

// The attacker runs in a process of its own, so its work does not count as the visitor's wait.
if (process.argv[2] === "attack") {
  const port = Number(process.argv[3]);
  const sockets: Socket[] = [];
  let refused = 0;
  let open = 0;

  function openSocket(onConnect: (socket: Socket) => void): void {
    const socket = connect({ host: "127.0.0.1", port, localAddress: attacker });
    sockets.push(socket);
    socket.on("connect", () => {
      open++;
      onConnect(socket);
    });
    socket.on("close", () => {
      open = Math.max(0, open - 1);
    });
    socket.on("error", () => refused++);
    socket.on("data", () => {});
  }

  // Non-readers: ask for the home page again and again and never read (the socket is paused).
  // Trickling: a request's headers one byte a second. Idle: connect and send nothing. The slow
  // kinds come first, so a per-address cap does not simply refuse them.
  for (let i = 0; i < nonReaders; i++)
    openSocket((socket) => {
      socket.pause();
      for (let n = 0; n < 50; n++) socket.write("GET / HTTP/1.1\r\nHost: bench\r\nAccept-Encoding: identity\r\n\r\n");
    });
  const request = "GET / HTTP/1.1\r\nHost: bench\r\nAccept-Encoding: identity\r\n";
  for (let i = 0; i < trickling; i++) openSocket((socket) => socket.write(request));
  const tricklers = sockets.slice(nonReaders);
  const trickle = setInterval(() => {
    for (const socket of tricklers) if (!socket.destroyed) socket.write("X");
  }, 1000);
  for (let i = 0; i < idle; i++) openSocket(() => {});
  process.stdout.write("opened\n");
  process.on("SIGTERM", () => {
    clearInterval(trickle);
    process.stdout.write(`${refused} ${open}\n`);
    for (const socket of sockets) socket.destroy();
    process.exit(0);
  });
} else {
  // MAX_CONNECTIONS_PER_IP=0 shows the same load without the per-address cap.
  const server = await startServer({
    DATA_DIR: mkdtempSync(join(tmpdir(), "keystub-slow-clients-")),
    LOG_LEVEL: "error",
    MAX_CONNECTIONS_PER_IP: process.env.MAX_CONNECTIONS_PER_IP ?? "",
  });
  const port = new URL(server.url).port;
  const child = spawn(process.execPath, [import.meta.filename, "attack", port], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines: string[] = [];
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => lines.push(...chunk.split("\n").filter(Boolean)));
  // The visitor starts while the attacker is still opening its connections.
  const waits: number[] = [];
  let failures = 0;
  const { Agent, request: get } = await import("node:http");
  const agent = new Agent({ keepAlive: false, localAddress: visitor } as ConstructorParameters<typeof Agent>[0]);
  const deadline = performance.now() + seconds * 1000;
  while (performance.now() < deadline) {
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const req = get({ host: "127.0.0.1", port, path: "/", agent }, (response) => {
        response.resume().on("end", () => {
          if (response.statusCode !== 200) failures++;
          resolve();
        });
      });
      req.setTimeout(5000, () => req.destroy(new Error("timeout")));
      req.on("error", () => {
        failures++;
        resolve();
      });
      req.end();
    });
    waits.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const reported = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  await reported;
  const [refused, heldAtEnd] = (lines.at(-1) ?? "0 0").split(" ").map(Number);
  await server.stop();

  const at = (q: number) => quantile(waits, q).toFixed(1);
  const worst = Math.max(0, ...waits);
  console.log(
    `attacker ${attacker}: ${idle} idle, ${trickling} trickling headers, ${nonReaders} non-reading; ` +
      `${refused} refused or reset; ${heldAtEnd} still open after ${seconds} s`,
  );
  console.log(
    `visitor ${visitor}: ${waits.length} pages, ${failures} failed, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, worst ${worst.toFixed(1)} ms`,
  );
  if (failures > 0 || worst >= 1000) {
    console.error("A visitor waited a second or more (or failed): the server can be starved.");
    process.exit(1);
  }
}
