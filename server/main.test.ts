// The production server as the orchestrator runs it: a wrong setting stops it at once with one line
// naming the variable; one server's logs, routes, reports and content editor; slow and greedy
// clients; and SIGTERM, which lets a request in flight finish before it exits.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { aptInstall } from "../setup/apt-install.ts";
import { chromiumFlags, chromiumPath } from "../setup/ensure-chromium.ts";
import { contactFunctionPath } from "../site/contact-schema.ts";
import { contentEditorBase, editorPolicy } from "./admin/content-editor.server.ts";
import { openStore } from "./storage/open-store.server.ts";
import { collect, rawRequest } from "./testing/raw-request.ts";
import { enquiryBody, postEnquiry } from "./testing/sample-enquiry.ts";
import { nodeBinary, patienceMs, root, type ServerProcess, startServerProcess } from "./testing/server-process.ts";
import { freePort } from "./testing/smtp-sink.ts";
import { startTlsFront } from "./testing/tls-front.ts";

const scratch = mkdtempSync(join(tmpdir(), "keystub-main-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("a wrong setting, or one that would leak a secret or serve pages other than the build's", () => {
  /** A copy of the build with one page missing. */
  const damaged = () => {
    const buildDir = mkdtempSync(join(scratch, "build-"));
    cpSync(join(root, "build"), buildDir, { recursive: true });
    rmSync(join(buildDir, "client", "es", "404.html"));
    return buildDir;
  };

  // Each variable's own message (DATA_DIR's too) is config.server.test.ts's; here, how the process stops on any.
  it.each([
    [
      "a wrong SMTP_URL",
      { SMTP_URL: "smtp://mailer:hunter2@" },
      /^Invalid configuration: SMTP_URL must be .+ \(value not shown\)$/,
    ],
    [
      "a damaged build",
      { BUILD_DIR: "DAMAGED" },
      /^BUILD_DIR .+ holds a damaged or incomplete build \(.*es\/404\.html.*\): run "npm run build" again$/,
    ],
  ] as [string, Record<string, string>, RegExp][])(
    "%s stops the server with a non-zero exit and one line, before any storage is opened",
    (_what, env, line) => {
      const dataDir = mkdtempSync(join(scratch, "data-"));
      const given = {
        ...process.env,
        HOST: "127.0.0.1",
        ...env,
        DATA_DIR: dataDir,
        ...(env.BUILD_DIR ? { BUILD_DIR: damaged() } : {}),
      };
      // The server run to its end (a ceiling, for a busy machine).
      const run = { cwd: root, env: given, encoding: "utf8", timeout: 30_000 } as const;
      const { status, stdout, stderr } = spawnSync(nodeBinary, ["server/main.ts"], run);
      expect(status).not.toBe(0);
      expect(stdout).toBe("");
      expect(stderr.trimEnd().split("\n")).toEqual([expect.stringMatching(line)]);
      expect(stderr).not.toContain("hunter2");
      expect(readdirSync(dataDir)).toEqual([]);
    },
  );
});

describe("one server on a public address, without SMTP, with the content editor: its warnings, logs and routes", () => {
  const dataDir = mkdtempSync(join(scratch, "routes-"));
  let server: ServerProcess;
  beforeAll(async () => {
    // SMTP_URL empty is unset, whatever the environment running the tests says.
    const env = { DATA_DIR: dataDir, HOST: "0.0.0.0", LOG_LEVEL: "info", CONTENT_EDITOR: "test", SMTP_URL: "" };
    server = await startServerProcess(await freePort(), env);
  }, patienceMs);
  afterAll(() => server?.stop());
  /** The server's log lines that say `msg`. */
  const logged = (msg: string) =>
    server.output
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === msg);
  const noSmtp = () => server.output.filter((line) => line.includes("SMTP_URL is not set, so enquiries are stored"));

  it("warns that it listens on a public address with the development SITE_URL and mails nothing; has one line per request with its id, and no query, body or e-mail address", async () => {
    const warned = () =>
      server.output.some((line) => line.includes("on a public address with the development SITE_URL"));
    await expect.poll(warned).toBe(true);
    // Said at start-up, before any enquiry arrived.
    expect(noSmtp()).toEqual([expect.stringMatching(/^\{.*"level":"warn"/)]);

    const page = await fetch(`${server.url}/?email=ada@example.com`, { headers: { "X-Request-Id": "probe-page" } });
    await page.arrayBuffer();
    const visitor = enquiryBody({ name: "Ada Lovelace", email: "ada@example.com" });
    const enquiry = await postEnquiry(server.url, visitor, { "X-Request-Id": "probe-contact" });
    expect(enquiry.status).toBe(200);
    expect(enquiry.headers.get("x-request-id")).toBe("probe-contact");
    const requests = () =>
      logged("request").filter((entry) => String((entry.req as { id?: string } | undefined)?.id).startsWith("probe-"));
    await expect.poll(() => requests().length).toBe(2);
    const [get, post] = requests();
    expect(get).toMatchObject({
      level: "info",
      req: { method: "GET", path: "/", id: "probe-page" },
      res: { status: 200, bytes: Number(page.headers.get("content-length")) },
    });
    expect(post).toMatchObject({
      req: { method: "POST", path: contactFunctionPath, id: "probe-contact" },
      res: { status: 200 },
      ms: expect.any(Number),
    });
    expect(server.output.join("\n")).not.toContain("ada@example.com");
  });

  it("matches exact paths, case and trailing slash included, and hands a tool's paths to it undecoded", async () => {
    const status = async (path: string) => (await fetch(`${server.url}${path}`, { redirect: "manual" })).status;
    expect(await status("/healthz")).toBe(200);
    for (const path of ["/HEALTHZ", "/healthz/", "/admin/contentx"]) expect(await status(path), path).toBe(404);
    // A malformed escape is the tool's own 404, never the framework's 400.
    const malformed = await fetch(`${server.url}/admin/content/%zz`);
    expect(malformed.status).toBe(404);
    expect(await malformed.text()).not.toMatch(/Bad Request/);
  });

  it("serves the content editor as a page no search engine indexes and no cache keeps, with its own policy, and its files", async () => {
    const redirect = await fetch(`${server.url}${contentEditorBase}?x=1`, { redirect: "manual" });
    expect(redirect.status).toBe(308);
    expect(redirect.headers.get("location")).toBe(`${contentEditorBase}/?x=1`);

    const response = await fetch(`${server.url}${contentEditorBase}/`);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "text/html; charset=utf-8",
      "x-robots-tag": "noindex, nofollow",
      "cache-control": "no-store",
      "x-frame-options": "DENY",
      "content-security-policy": editorPolicy({ kind: "test" }),
    });
    // Its settings and scripts are content-editor.test's and content-editor.spec's (test mode, in a browser).
    const page = await response.text();
    expect(page).toContain('<meta name="robots" content="noindex, nofollow">');

    // Its hashed files for a year, compressed, and nothing else under its path.
    const entry = /<script type="module" src="([^"]+)"/.exec(page)?.[1];
    const script = await fetch(`${server.url}${entry}`, { headers: { "accept-encoding": "br" } });
    expect(script.status).toBe(200);
    expect(Object.fromEntries(script.headers)).toMatchObject({
      "content-type": expect.stringMatching(/^text\/javascript/),
      "content-encoding": "br",
      "cache-control": "public,max-age=31536000,immutable",
    });
    expect((await script.arrayBuffer()).byteLength).toBeGreaterThan(100_000);

    for (const path of [
      `${contentEditorBase}/.vite/manifest.json`,
      `${contentEditorBase}/assets/nothing-here.js`,
      `${contentEditorBase}/../security-headers.json`,
      `${contentEditorBase}/%2e%2e/build-info.json`,
    ]) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(404);
    }
    const post = await fetch(`${server.url}${contentEditorBase}/`, { method: "POST", body: "x" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });

  it("hears a violation of a page's policy in Chromium, over https as a deployment serves it, and counts it as it stops", async () => {
    const front = await startTlsFront(server.url);
    onTestFinished(() => front.close());
    const browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: [...chromiumFlags, `--ignore-certificate-errors-spki-list=${front.spki}`],
    });
    onTestFinished(() => browser.close());
    const page = await browser.newPage();
    await page.goto(`${front.url}/pricing`);
    await page.evaluate(() => {
      new Image().src = "https://blocked.example/pixel.png?visitor=ada";
    });
    const received = () => logged("reports: received").find((line) => line.blocked === "https://blocked.example");
    await expect.poll(received, { timeout: 10_000 }).toEqual({
      level: "info",
      time: expect.any(String),
      msg: "reports: received",
      kind: "csp-violation",
      page: "/pricing",
      blocked: "https://blocked.example",
      directive: "img-src",
    });

    // As it stops, it counts the reports it took; its enquiries are stored, unmailed.
    await server.stop();
    const counted = logged("reports: counts").reduce((sum, entry) => sum + Number(entry["csp-violation"] ?? 0), 0);
    expect(counted).toBe(1);
    expect(noSmtp()).toHaveLength(1);
    const store = await openStore({ DATA_DIR: dataDir, STORAGE_TIMEOUT_MS: 60_000 });
    const stored = await store.list();
    await store.close();
    expect(stored.map((record) => `${record.name} ${record.delivery.status}`)).toEqual(["Ada Lovelace pending"]);
  });
});

describe("slow and greedy clients", () => {
  const dataDir = mkdtempSync(join(scratch, "slow-"));

  it("one address gets MAX_CONNECTIONS_PER_IP connections, all MAX_CONNECTIONS, and a closed one frees its place", async () => {
    const server = await startServerProcess(await freePort(), {
      DATA_DIR: dataDir,
      MAX_CONNECTIONS_PER_IP: "2",
      MAX_CONNECTIONS: "3",
      // The connection that gets its answer stays open for the rest of the test.
      KEEP_ALIVE_TIMEOUT_MS: "600000",
      LOG_LEVEL: "warn",
    });
    const { port } = new URL(server.url);
    const open = (localAddress: string) => connect({ host: "127.0.0.1", port: Number(port), localAddress });
    const opened = (localAddress: string) =>
      new Promise<Socket>((resolve) => {
        const socket = open(localAddress).once("connect", () => resolve(socket));
      });
    /** A connection closed at once, before it can send anything, or dropped unanswered. */
    const refused = async (localAddress: string) => {
      const socket = open(localAddress);
      const received = collect(socket);
      socket.on("connect", () => socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n"));
      expect(await received.whole.catch(() => "")).toBe("");
    };
    const held = [await opened("127.0.0.1"), await opened("127.0.0.1")];
    await refused("127.0.0.1");
    // Another address is served while its two stay open.
    const other = await opened("127.0.0.2");
    const answer = collect(other);
    other.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await answer.until(/^HTTP\/1\.1 200 /);
    // A fourth, from yet another address: the cap is the server's, not an address's.
    await refused("127.0.0.3");
    held[0]?.destroy();
    // Served once the server has seen the close: until then, a new connection is still refused.
    const status = () =>
      rawRequest(`${server.url}/`, { localAddress: "127.0.0.3" }).then(
        (answer) => answer.status,
        () => 0,
      );
    await expect.poll(status, { timeout: 60_000 }).toBe(200);
    for (const socket of [...held, other]) socket.destroy();
    await server.stop();
    // Counted and logged with the address's network, not dropped in silence.
    const logged = server.output.filter((line) => line.includes("connections refused")).join("\n");
    // By cap and network; the polls above may add refusals of their own.
    expect(logged).toMatch(/"per-address":1,/);
    expect(logged).toMatch(/"total":\d+/);
    expect(logged).toMatch(/"127\.0\.0\.0\/24":\d+/);
  });

  it("closes a keep-alive connection left idle, and one whose headers never finish; serves no content editor when CONTENT_EDITOR is unset", async () => {
    // The timeouts shortened from their defaults (5 s and 10 s), so the test does not sit through them.
    const server = await startServerProcess(await freePort(), {
      DATA_DIR: dataDir,
      KEEP_ALIVE_TIMEOUT_MS: "100",
      HEADERS_TIMEOUT_MS: "100",
    });
    for (const path of [contentEditorBase, `${contentEditorBase}/`, `${contentEditorBase}/.vite/manifest.json`]) {
      // A connection each: the server closes one left idle for 100 ms.
      const { status, body } = await rawRequest(`${server.url}${path}`, { agent: false });
      expect([status, body], path).toEqual([404, expect.not.stringContaining("editor-settings")]);
    }
    const { port } = new URL(server.url);
    const idle = connect(Number(port), "127.0.0.1");
    const idleReceived = collect(idle);
    idle.write("GET /robots.txt HTTP/1.1\r\nHost: x\r\n\r\n");
    const slow = connect(Number(port), "127.0.0.1");
    const slowReceived = collect(slow);
    slow.write("GET / HTTP/1.1\r\nHost: x\r\n");
    // The server ends both by itself: this waits for the close, however long the timeouts are.
    expect(await idleReceived.whole).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(await slowReceived.whole).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    await server.stop();
  });
});

describe("SIGTERM", () => {
  const dataDir = mkdtempSync(join(scratch, "shutdown-"));

  it("lets a request in flight finish and answers the connections waiting to be accepted, then exits with 0", async () => {
    const server = await startServerProcess(await freePort(), {
      DATA_DIR: dataDir,
      // Far longer than the test: the exit must come from the finished request, not the timer.
      SHUTDOWN_TIMEOUT_MS: "60000",
      LOG_LEVEL: "info",
    });
    const exit = new Promise<number | null>((resolve) => server.child.once("exit", (code) => resolve(code)));
    const { port } = new URL(server.url);
    const body = enquiryBody({ name: "Ada Lovelace", email: "ada@example.com" });

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
        "",
        "",
      ].join("\r\n"),
    );
    await received.until(/^HTTP\/1\.1 100 Continue\r\n\r\n/);

    // Stopped, the server accepts nothing: the kernel completes the 40 connections and queues them,
    // and the signal is waiting too when the server runs again.
    server.child.kill("SIGSTOP");
    const answers: Promise<string>[] = [];
    const connected: Promise<void>[] = [];
    for (let index = 0; index < 40; index++) {
      const queued = connect(Number(port), "127.0.0.1");
      connected.push(new Promise((resolve) => queued.once("connect", () => resolve())));
      queued.write(`GET /readyz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
      const status = (text: string) => text.split("\r\n")[0] ?? "";
      answers.push(collect(queued).whole.then(status, (error: NodeJS.ErrnoException) => error.code ?? error.message));
    }
    await Promise.all(connected);
    server.child.kill("SIGTERM");
    server.child.kill("SIGCONT");
    await expect.poll(() => server.output.some((line) => line.includes("shutting down"))).toBe(true);

    socket.end(body);
    const response = await received.whole;
    expect(response).toMatch(/\r\nHTTP\/1\.1 200 OK\r\n/);
    // The client asked for nothing: the server closes the connection it is about to stop serving.
    expect(response.slice(response.indexOf("HTTP/1.1 200"))).toMatch(/\r\nConnection: close\r\n/i);
    expect(JSON.parse(response.slice(response.lastIndexOf("\r\n\r\n") + 4))).toMatchObject({ success: true });
    // Every queued one is answered (503 "shutting down", or 200 if it was read before the signal), none reset.
    for (const answer of await Promise.all(answers)) expect(answer).toMatch(/^HTTP\/1\.1 (200|503) /);
    expect(await exit).toBe(0);
  }, 120_000); // a server started and stopped, on a machine others share

  it("with the socket from systemd, answers every request through a restart", async () => {
    if (!existsSync("/usr/bin/systemd-socket-activate")) aptInstall(["systemd"], "socket activation");
    const port = await freePort();
    const holder = spawn(
      "systemd-socket-activate",
      ["-l", `127.0.0.1:${port}`, nodeBinary, "server/testing/socket-holder.ts"],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "info" }, stdio: ["pipe", "pipe", "pipe"] },
    );
    const output: string[] = [];
    for (const stream of [holder.stdout, holder.stderr]) {
      stream.on("data", (chunk: Buffer) => output.push(...chunk.toString("utf8").split("\n").filter(Boolean)));
    }
    const exit = new Promise((resolve) => holder.once("exit", resolve));
    onTestFinished(() => {
      holder.kill("SIGTERM");
    });
    await expect.poll(() => output.some((line) => line.startsWith("Listening on"))).toBe(true);
    /** One request on a connection of its own (a proxy's): its status, or how it failed. */
    const ask = () =>
      rawRequest(`http://127.0.0.1:${port}/healthz`, { agent: false }).then(
        (answer) => answer.status,
        (error: NodeJS.ErrnoException) => error.code ?? error.message,
      );

    // The first connection starts the server, as systemd does.
    expect(await ask()).toBe(200);
    const started = () => output.filter((line) => line.startsWith("started ")).length;
    const answers: (number | string)[] = [];
    let asking = true;
    const clients = Array.from({ length: 4 }, async () => {
      while (asking) answers.push(await ask());
    });
    holder.stdin.write("restart\n");
    await expect.poll(started, { timeout: 15_000 }).toBe(2);
    // Asking goes on until the new server has answered some of them.
    const before = answers.length;
    await expect.poll(() => answers.length - before, { timeout: 15_000 }).toBeGreaterThanOrEqual(20);
    asking = false;
    await Promise.all(clients);
    holder.stdin.end();
    await exit;
    expect(answers.filter((answer) => answer !== 200)).toEqual([]);
    expect(output.filter((line) => line.includes('"socket":"from systemd"'))).toHaveLength(2);
  });
});
