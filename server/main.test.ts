// The production server as the orchestrator runs it (issue 2): a wrong setting stops it at once
// with one line naming the variable, and SIGTERM lets a request in flight finish before it exits.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { contactFunctionPath } from "../site/contact-schema.ts";
import { nodeBinary, root, startServerProcess } from "../tests/support/server-process.ts";
import { freePort } from "../tests/support/smtp-sink.ts";

/** Runs server/main.ts to its end and returns its exit code and what it printed. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      nodeBinary,
      ["server/main.ts"],
      { cwd: root, env: { ...process.env, HOST: "127.0.0.1", ...env }, timeout: 30_000 },
      (_error, stdout, stderr) => resolve({ code: child.exitCode, stdout, stderr }),
    );
  });
}

describe("a wrong configuration", () => {
  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["SHUTDOWN_TIMEOUT_MS", "soon"],
  ])("%s=%s stops the server with a non-zero exit and one line naming the variable", async (name, value) => {
    const { code, stdout, stderr } = await runServer({ [name]: value });
    expect(code).not.toBe(0);
    expect(stdout).toBe("");
    const lines = stderr.trimEnd().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Invalid configuration: ${name} must be .+ \\(got "${value}"\\)$`));
  });
});

describe("SIGTERM", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "keystub-shutdown-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("lets a request in flight finish, refuses new connections, then exits with 0", async () => {
    const server = await startServerProcess(await freePort(), {
      DATA_DIR: dataDir,
      // Far longer than the test: the exit must come from the finished request, not the timer.
      SHUTDOWN_TIMEOUT_MS: "60000",
      LOG_LEVEL: "info",
    });
    const exit = new Promise<number | null>((resolve) => server.child.once("exit", (code) => resolve(code)));
    const { port } = new URL(server.url);
    const body = JSON.stringify({
      name: "Ada Lovelace",
      email: "ada@example.com",
      organization: "Analytical Engines",
      interest: "Season passes for the autumn tour.",
    });

    // "Expect: 100-continue" makes the server say when it has taken the request: from then on the
    // request is in flight, waiting for its body.
    const socket = connect(Number(port), "127.0.0.1");
    const received = collect(socket);
    socket.write(
      [
        `POST ${contactFunctionPath} HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        "Content-Type: application/json",
        `Content-Length: ${Buffer.byteLength(body)}`,
        "Expect: 100-continue",
        "Connection: close",
        "",
        "",
      ].join("\r\n"),
    );
    await received.until(/^HTTP\/1\.1 100 Continue\r\n\r\n/);

    server.child.kill("SIGTERM");
    await expect.poll(() => server.output.some((line) => line.includes("shutting down"))).toBe(true);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();

    socket.end(body);
    const response = await received.whole;
    expect(response).toMatch(/\r\nHTTP\/1\.1 200 OK\r\n/);
    expect(JSON.parse(response.slice(response.lastIndexOf("\r\n\r\n") + 4))).toMatchObject({ success: true });
    expect(await exit).toBe(0);
  });
});

/** Everything a socket receives: awaitable as soon as it matches a pattern, or once it closes. */
function collect(socket: Socket) {
  let text = "";
  const waiting: { pattern: RegExp; resolve: () => void }[] = [];
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => {
    text += chunk;
    for (const wait of waiting.filter((entry) => entry.pattern.test(text))) wait.resolve();
  });
  const whole = new Promise<string>((resolve, reject) => {
    socket.once("close", () => resolve(text));
    socket.once("error", reject);
  });
  return {
    whole,
    until: (pattern: RegExp) =>
      pattern.test(text) ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ pattern, resolve })),
  };
}
