// `npm run check:engines` (part of `npm test`): the pages in Firefox and WebKit, as the end-to-end
// tests check them in Chromium. Firefox ESR is driven over WebDriver BiDi, which it speaks itself;
// WebKitGTK's MiniBrowser by WebKitWebDriver (classic WebDriver), under a virtual X display. Both
// are Debian's (setup/ensure-engines.ts); nothing is downloaded.
//
// On each page, in both languages: the islands all hydrate, each with no mismatch React had to mend
// (`data-hydration-error`, app/islands/client.tsx); the phone menu opens and closes by its button
// (the Popover API); and, in Firefox, which reports them, no console error or uncaught exception.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServerProcess } from "../server/testing/server-process.ts";
import { ensureEngines, firefoxPath, miniBrowserPath, webkitDriverPath, xvfbRunPath } from "../setup/ensure-engines.ts";
import { locales } from "../site/locales.ts";
import { notFound, type PageId, pagePath } from "../site/pages.ts";

/** The pages checked: each kind of island, the consent flow, a page with none and the 404 page. */
const checkedPages: readonly PageId[] = ["home", "music", "pricing", "contact", "privacy"];

export interface PageReport {
  readonly hydrated: boolean;
  readonly islands: { name: string; hydrated: boolean; error: string | null }[];
  readonly menu: boolean;
}

/**
 * Runs in the page (as a function's source): waits for the page to say it is interactive, brings
 * each island into view in turn until it has hydrated, then opens and closes the phone menu.
 * Returns the report as JSON, which every driver can carry.
 */
export const pageCheck = `async () => {
  const until = (test, ms = 20000) => new Promise((done) => {
    const start = performance.now();
    const tick = () => (test() ? done(true) : performance.now() - start > ms ? done(false) : setTimeout(tick, 50));
    tick();
  });
  const hydrated = await until(() => document.documentElement.hasAttribute("data-hydrated"));
  const islands = [];
  for (const element of document.querySelectorAll("[data-island]")) {
    (element.firstElementChild || element).scrollIntoView();
    const done = await until(() => element.hasAttribute("data-hydrated") || element.hasAttribute("data-hydration-error"));
    islands.push({ name: element.dataset.island, hydrated: done && element.hasAttribute("data-hydrated"), error: element.dataset.hydrationError || null });
  }
  window.scrollTo(0, 0);
  const button = document.querySelector("header button[popovertarget]");
  const menu = button && document.getElementById(button.getAttribute("popovertarget"));
  let opened = false;
  let closed = false;
  if (menu) {
    button.click();
    opened = menu.matches(":popover-open");
    button.click();
    closed = !menu.matches(":popover-open");
  }
  return JSON.stringify({ hydrated, islands, menu: opened && closed });
}`;

/** What is wrong with a page's report, one line each. */
export function problemsOf(report: PageReport): string[] {
  const problems: string[] = [];
  if (!report.hydrated) problems.push("never said it was interactive (html[data-hydrated])");
  for (const island of report.islands) {
    if (island.error) problems.push(`island ${island.name}: hydration mismatch: ${island.error}`);
    else if (!island.hydrated) problems.push(`island ${island.name} did not hydrate`);
  }
  if (!report.menu) problems.push("the phone menu did not open and close by its button");
  return problems;
}

interface Engine {
  readonly name: string;
  check(url: string): Promise<{ report: PageReport; errors: string[] }>;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function waitFor<T>(what: string, attempt: () => Promise<T | undefined>, ms = 30_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await attempt().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() - start > ms) throw new Error(`check-engines: ${what} did not start within ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/** Firefox ESR over WebDriver BiDi: a WebSocket, commands and events as JSON. */
async function firefox(): Promise<Engine> {
  const profile = mkdtempSync(join(tmpdir(), "keystub-firefox-"));
  // No first-run pages, updates or network checks: the machine has no internet.
  writeFileSync(
    join(profile, "user.js"),
    [
      'user_pref("browser.shell.checkDefaultBrowser", false);',
      'user_pref("browser.startup.homepage_override.mstone", "ignore");',
      'user_pref("datareporting.policy.dataSubmissionEnabled", false);',
      'user_pref("app.update.disabledForTesting", true);',
      'user_pref("network.captive-portal-service.enabled", false);',
      'user_pref("network.connectivity-service.enabled", false);',
      'user_pref("remote.prefs.recommended", true);',
    ].join("\n"),
  );
  const port = await freePort();
  const child = spawn(
    firefoxPath,
    ["--headless", "--no-remote", "--profile", profile, `--remote-debugging-port=${port}`, "about:blank"],
    { stdio: "ignore" },
  );
  const socket = await waitFor(
    "Firefox",
    () =>
      new Promise<WebSocket>((resolve, reject) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/session`);
        ws.onopen = () => resolve(ws);
        ws.onerror = () => reject(new Error("not yet"));
      }),
  );
  let nextId = 1;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const errors: string[] = [];
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data));
    if (message.id !== undefined) {
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.type === "error") waiting?.reject(new Error(`${message.error}: ${message.message}`));
      else waiting?.resolve(message.result);
    } else if (message.method === "log.entryAdded" && message.params.level === "error") {
      errors.push(`${message.params.type}: ${message.params.text}`);
    }
  };
  const send = (method: string, params: object) =>
    new Promise<unknown>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });
  await send("session.new", { capabilities: {} });
  await send("session.subscribe", { events: ["log.entryAdded"] });
  const { contexts } = (await send("browsingContext.getTree", {})) as { contexts: { context: string }[] };
  const context = contexts[0]?.context;
  if (!context) throw new Error("check-engines: Firefox has no browsing context");
  // A phone's screen, where the menu is a popover.
  await send("browsingContext.setViewport", { context, viewport: { width: 412, height: 823 } });
  return {
    name: "Firefox",
    async check(url) {
      errors.length = 0;
      await send("browsingContext.navigate", { context, url, wait: "complete" });
      const result = (await send("script.callFunction", {
        functionDeclaration: pageCheck,
        target: { context },
        awaitPromise: true,
      })) as { result: { value: string } };
      return { report: JSON.parse(result.result.value) as PageReport, errors: [...errors] };
    },
    async close() {
      await send("session.end", {}).catch(() => {});
      socket.close();
      await stop(child);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** WebKitGTK's MiniBrowser through WebKitWebDriver: classic WebDriver over HTTP. */
async function webkit(): Promise<Engine> {
  const port = await freePort();
  const child = spawn(xvfbRunPath, ["-a", webkitDriverPath, `--port=${port}`], { stdio: "ignore", detached: true });
  const base = `http://127.0.0.1:${port}`;
  const call = async (method: string, path: string, body?: object) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { "Content-Type": "application/json" },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await response.json()) as { value: unknown };
    if (!response.ok) throw new Error(`check-engines: WebKitWebDriver ${path}: ${JSON.stringify(json.value)}`);
    return json.value;
  };
  await waitFor("WebKitWebDriver", async () => ((await fetch(`${base}/status`)).ok ? true : undefined));
  const session = (await call("POST", "/session", {
    capabilities: {
      alwaysMatch: { "webkitgtk:browserOptions": { binary: miniBrowserPath, args: ["--automation"] } },
    },
  })) as { sessionId: string };
  const at = `/session/${session.sessionId}`;
  await call("POST", `${at}/timeouts`, { script: 90_000, pageLoad: 60_000 });
  await call("POST", `${at}/window/rect`, { width: 412, height: 823 }).catch(() => {});
  return {
    name: "WebKit",
    async check(url) {
      await call("POST", `${at}/url`, { url });
      const value = await call("POST", `${at}/execute/async`, {
        script: `const done = arguments[arguments.length - 1]; (${pageCheck})().then(done, (error) => done(JSON.stringify({ hydrated: false, islands: [], menu: false, thrown: String(error) })));`,
        args: [],
      });
      // WebDriver classic reads no console: WebKit's errors show as the problems above.
      return { report: JSON.parse(String(value)) as PageReport, errors: [] };
    },
    async close() {
      await call("DELETE", at).catch(() => {});
      if (child.pid) {
        try {
          process.kill(-child.pid, "SIGTERM");
        } catch {
          // already gone
        }
      }
    },
  };
}

if (import.meta.main) {
  if (!ensureEngines()) {
    console.error("check-engines: Firefox ESR, WebKitWebDriver and xvfb are missing and could not be installed");
    process.exit(1);
  }
  const port = Number(process.env.ENGINES_PORT ?? 4391);
  const server = await startServerProcess(port, { BUILD_DIR: process.env.BUILD_DIR || "build" });
  const paths = locales.flatMap((locale) => [
    ...checkedPages.map((id) => pagePath(id, locale)),
    `${notFound.prerenderPath(locale)}-page`,
  ]);
  const failures: string[] = [];
  try {
    for (const start of [firefox, webkit]) {
      const engine = await start();
      try {
        for (const path of paths) {
          const { report, errors } = await engine.check(`${server.url}${path}`);
          const problems = [...problemsOf(report), ...errors];
          console.log(
            `${engine.name.padEnd(8)} ${path.padEnd(28)} ${problems.length ? "FAILED" : `ok (${report.islands.length} islands)`}`,
          );
          for (const problem of problems) failures.push(`${engine.name} ${path}: ${problem}`);
        }
      } finally {
        await engine.close();
      }
    }
  } finally {
    await server.stop();
  }
  if (failures.length) {
    console.error(`check-engines:\n${failures.join("\n")}`);
    process.exit(1);
  }
  console.log(
    `check-engines: ${paths.length} pages in Firefox and WebKit: every island hydrates with no mismatch, the menu works`,
  );
}
