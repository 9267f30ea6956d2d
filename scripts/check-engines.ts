// `npm run check:engines` (part of `npm test`): the pages in Firefox and WebKit, as the end-to-end
// tests check them in Chromium. Firefox ESR is driven over WebDriver BiDi, which it speaks itself;
// WebKitGTK's MiniBrowser by WebKitWebDriver (classic WebDriver), under a virtual X display. Both
// are Debian's (setup/ensure-engines.ts); nothing is downloaded.
//
// On each page, in both languages: the islands all hydrate, each with no mismatch React had to mend
// (`data-hydration-error`, app/islands/client.tsx); the phone menu opens and closes by its button
// (the Popover API); and, in Firefox, which reports them, no console error or uncaught exception.
// The team's inbox signs in, over https. The content editor (/admin/content/, its browser-local test
// backend) boots with no uncaught error and no Content-Security-Policy violation but the fonts its
// stylesheet asks a CDN for; where the engine can write files in the origin private file system, it
// opens the home page's words from the repository's dictionaries, else it lists its collection.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer as createHttpsServer, type Server as HttpsServer } from "node:https";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { editedLocales, fileLabels } from "../app/content-editor/editor-config.ts";
import { dictionaryFiles } from "../content/dictionaries.ts";
import { adminBase } from "../server/admin/admin-paths.ts";
import { contentEditorBase } from "../server/admin/content-editor-path.ts";
import { translate } from "../server/contact/messages.server.ts";
import { type ServerProcess, startServerProcess } from "../server/testing/server-process.ts";
import { type SmtpSink, startSmtpSink } from "../server/testing/smtp-sink.ts";
import {
  ensureEngines,
  firefoxPath,
  miniBrowserPath,
  opensslPath,
  webkitDriverPath,
  xvfbRunPath,
} from "../setup/ensure-engines.ts";
import { type Locale, locales } from "../site/locales.ts";
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
  /** Opens `url` (or stays where it is), runs an async function's source in the page, and returns the string it resolves to. */
  run(url: string | undefined, source: string): Promise<string>;
  /**
   * Opens `url` with an async function's source run in it as early as the engine allows: before the
   * page's own scripts where it can (Firefox), else as soon as the page has loaded (WebDriver classic).
   */
  open(url: string, watcher: string): Promise<void>;
  /** The console's errors and uncaught exceptions since the page was opened (only Firefox reports them). */
  consoleErrors(): string[];
  /** Sets the size of the page's viewport. */
  resize(width: number, height: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * The team's inbox signs in with a cookie the engine must keep (`__Host-`, Secure, SameSite=Strict;
 * from a loopback origin here). On the link's page, the form is submitted as a person's click would;
 * then, once the browser has followed the answer, the page must be the inbox saying who signed in.
 */
const submitSignIn = `async () => {
  const form = document.querySelector('form[action$="/sign-in/link"]');
  if (!form) return "no sign-in form";
  setTimeout(() => form.requestSubmit(), 0);
  return "submitted";
}`;
const afterSignIn = `async () => {
  const settled = () => !location.pathname.endsWith("/sign-in/link") && document.readyState === "complete";
  for (let waited = 0; !settled() && waited < 20000; waited += 100) await new Promise((done) => setTimeout(done, 100));
  return location.pathname + " | " + (document.querySelector("main p")?.textContent ?? "");
}`;

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
  // The inbox is checked over https with a certificate made for the run (tlsFront).
  await send("session.new", { capabilities: { alwaysMatch: { acceptInsecureCerts: true } } });
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
    async run(url, source) {
      if (url) await send("browsingContext.navigate", { context, url, wait: "complete" });
      const result = (await send("script.callFunction", {
        functionDeclaration: source,
        target: { context },
        awaitPromise: true,
      })) as { result: { value: string } };
      return result.result.value;
    },
    async open(url, watcher) {
      errors.length = 0;
      const { script } = (await send("script.addPreloadScript", { functionDeclaration: watcher })) as {
        script: string;
      };
      try {
        await send("browsingContext.navigate", { context, url, wait: "complete" });
      } finally {
        await send("script.removePreloadScript", { script });
      }
    },
    consoleErrors: () => [...errors],
    async resize(width, height) {
      await send("browsingContext.setViewport", { context, viewport: { width, height } });
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
      alwaysMatch: {
        "webkitgtk:browserOptions": { binary: miniBrowserPath, args: ["--automation"] },
        // The inbox is checked over https with a certificate made for the run (tlsFront).
        acceptInsecureCerts: true,
      },
    },
  })) as { sessionId: string };
  const at = `/session/${session.sessionId}`;
  await call("POST", `${at}/timeouts`, { script: 90_000, pageLoad: 60_000 });
  await call("POST", `${at}/window/rect`, { width: 412, height: 823 }).catch(() => {});
  const run = async (url: string | undefined, source: string) => {
    if (url) await call("POST", `${at}/url`, { url });
    const value = await call("POST", `${at}/execute/async`, {
      script: `const done = arguments[arguments.length - 1]; (${source})().then(done, (error) => done(String(error)));`,
      args: [],
    });
    return String(value);
  };
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
    run,
    async open(url, watcher) {
      await run(url, watcher);
    },
    consoleErrors: () => [],
    async resize(width, height) {
      await call("POST", `${at}/window/rect`, { width, height });
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

const team = "team@keystub.example";

/**
 * An https front for the server, as the TLS proxy of a deployment is (docs/deploy.md), with a
 * certificate for 127.0.0.1 made for this run: the inbox's session cookie is `Secure`, which a
 * browser keeps only from https (WebKit makes no exception for loopback addresses).
 */
async function tlsFront(port: number, targetPort: number): Promise<HttpsServer> {
  const dir = mkdtempSync(join(tmpdir(), "keystub-tls-"));
  try {
    execFileSync(
      opensslPath,
      [
        ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"],
        ...["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
        ...["-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem")],
      ],
      { stdio: "ignore" },
    );
    const front = createHttpsServer(
      { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) },
      (request, response) => {
        const forwarded = httpRequest(
          { host: "127.0.0.1", port: targetPort, path: request.url, method: request.method, headers: request.headers },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
          },
        );
        forwarded.on("error", () => response.destroy());
        request.pipe(forwarded);
      },
    );
    await new Promise<void>((resolve) => front.listen(port, "127.0.0.1", resolve));
    return front;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Signs in to the inbox in `locale` with this engine; a problem, or undefined when the inbox shows the team member. */
async function inboxSignIn(engine: Engine, server: ServerProcess, origin: string, sink: SmtpSink, locale: Locale) {
  const base = adminBase(locale);
  const before = sink.mails.length;
  await fetch(`${server.url}${base}/sign-in`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: team }).toString(),
  });
  const [mail] = (await sink.waitFor(before + 1)).slice(before);
  const path = /https?:\/\/[^/\s]+(\/\S*sign-in\/link\?token=[A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
  if (!path) return "no sign-in link was mailed";
  const submitted = await engine.run(`${origin}${path}`, submitSignIn);
  if (submitted !== "submitted") return submitted;
  // The page is replaced while the answer loads: a script that ran in the old one is asked again.
  let shown = "";
  for (let attempt = 0; attempt < 40 && !shown; attempt++) {
    shown = await engine.run(undefined, afterSignIn).catch(() => "");
    if (shown.includes("/sign-in/link")) shown = "";
    if (!shown) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const expected = `${base}/enquiries | ${translate(locale, "admin")("inbox.signedInAs", { email: team })}`;
  return shown === expected ? undefined : `the inbox's sign-in ended at "${shown}", not "${expected}"`;
}

/** The content editor's words for what it lists (app/content-editor/editor-config.ts) and Sveltia CMS's own. */
const editorWords = { signIn: "Work with Test Repository", collection: "Words on the site", entry: fileLabels.home };
/** Where Sveltia CMS's test backend keeps its repository: a folder of the origin private file system. */
const testBackendFolder = "sveltia-cms-test";

/**
 * The editor's stylesheet asks cdn.jsdelivr.net for its fonts before its own copies (build/editor/
 * assets/); the editor's policy refuses the CDN on purpose (font-src 'self'). Any other violation counts.
 */
const expectedViolation = (directive: string, blocked: string) =>
  directive === "font-src" && /^https:\/\/cdn\.jsdelivr\.net\//.test(blocked);
/** The same, as Firefox's console words it. */
const expectedConsoleError = (text: string) => /\(font-src\) at https:\/\/cdn\.jsdelivr\.net\//.test(text);

/**
 * Runs in the editor's page first of all where the engine allows (Engine.open): keeps the page's
 * Content-Security-Policy violations and uncaught errors in `window.editorCheck`.
 */
const editorWatcher = `async () => {
  if (window.editorCheck) return "";
  const seen = (window.editorCheck = { violations: [], errors: [] });
  document.addEventListener("securitypolicyviolation", (event) => seen.violations.push({ directive: event.effectiveDirective, blocked: event.blockedURI }));
  window.addEventListener("error", (event) => seen.errors.push(String(event.message)));
  window.addEventListener("unhandledrejection", (event) => seen.errors.push("unhandled rejection: " + String(event.reason)));
  return "";
}`;

/** What the editor's steps below share: waiting, finding an element by its words, and what the page shows. */
const editorHelpers = `
  const until = (test, ms = 30000) => new Promise((done) => {
    const start = performance.now();
    const tick = () => {
      const found = test();
      found ? done(found) : performance.now() - start > ms ? done(null) : setTimeout(tick, 100);
    };
    tick();
  });
  const byText = (selector, text) => [...document.querySelectorAll(selector)].find((element) => element.textContent.trim() === text);
  const shown = () => JSON.stringify(location.hash + " " + document.body.innerText.replace(/\\s+/g, " ").trim().slice(0, 160));`;

/**
 * Waits for the editor's sign-in button, then for its start-up view transition to finish: Sveltia CMS
 * swaps its sign-in page for the editor in a view transition, and a sign-in while the first one (the
 * one it starts as the button first shows) is still pending is undone when that one runs, leaving a
 * blank page. Headless WebKit runs it a good half second after the button shows; a person would not
 * click that fast. Says whether the engine can write files in the origin private file system.
 */
const editorBoot = `async () => {${editorHelpers}
  if (!(await until(() => byText("button", ${JSON.stringify(editorWords.signIn)})))) return JSON.stringify({ booted: false, shown: shown() });
  // The start-up transition is pending from the moment the button shows: wait until it has been seen
  // running and then stopped, or, where an engine shows nothing of it, until 15 s have passed.
  let seen = false;
  let calm = performance.now();
  await until(() => {
    const moving = Boolean(document.activeViewTransition) || document.getAnimations().some((animation) => String(animation.effect?.pseudoElement).startsWith("::view-transition"));
    if (moving) [seen, calm] = [true, performance.now()];
    return seen && performance.now() - calm > 300;
  }, 15000);
  const opfs = typeof navigator.storage?.getDirectory === "function" && typeof FileSystemFileHandle === "function" && "createWritable" in FileSystemFileHandle.prototype;
  return JSON.stringify({ booted: true, opfs });
}`;

/** Writes `files` (by path) into the test backend's folder, as the end-to-end test does. */
const editorSeed = (files: Record<string, string>) => `async () => {
  const files = ${JSON.stringify(files)};
  const root = await (await navigator.storage.getDirectory()).getDirectoryHandle(${JSON.stringify(testBackendFolder)}, { create: true });
  for (const [path, text] of Object.entries(files)) {
    const parts = path.split("/");
    let folder = root;
    for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part, { create: true });
    const writable = await (await folder.getFileHandle(parts.at(-1), { create: true })).createWritable();
    await writable.write(text);
    await writable.close();
  }
  return "";
}`;

/** Signs in to the test backend; "" once the editor lists its collection. */
const editorSignIn = `async () => {${editorHelpers}
  byText("button", ${JSON.stringify(editorWords.signIn)}).click();
  if (await until(() => byText("*", ${JSON.stringify(editorWords.collection)}))) return "";
  return "signed in, it did not list \\"${editorWords.collection}\\" but showed " + shown();
}`;

/** Opens the home page's words; "" once an English text box shows `value`. */
const editorEntry = (value: string) => `async () => {${editorHelpers}
  const entry = await until(() => byText("*", ${JSON.stringify(editorWords.entry)}));
  if (!entry) return "it listed no \\"${editorWords.entry}\\": " + shown();
  entry.click();
  const value = ${JSON.stringify(value)};
  const box = await until(() => [...document.querySelectorAll('input[lang="en"], textarea[lang="en"]')].find((box) => box.value === value && box.getClientRects().length > 0));
  if (box) return "";
  const english = [...document.querySelectorAll('input[lang="en"], textarea[lang="en"]')].slice(0, 3).map((box) => JSON.stringify(box.value));
  return "\\"${editorWords.entry}\\" showed no English text box with " + JSON.stringify(value) + " (its first: " + english.join(", ") + "; the page: " + shown() + ")";
}`;

/** A page script's JSON answer; what it said instead when that is not JSON (a WebKit page error). */
function answer<T>(text: string): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(text);
  }
}

/**
 * The content editor in this engine, on a laptop's screen as staff use it: the problems, and what
 * was checked. With files in the origin private file system, the test backend holds the
 * repository's dictionaries and the home page's English eyebrow must show in its box; without
 * them (the backend then starts empty), the editor must still sign in and list its collection.
 */
async function contentEditor(engine: Engine, origin: string): Promise<{ problems: string[]; checked: string }> {
  const problems: string[] = [];
  let checked = "";
  try {
    await engine.resize(1440, 900);
    await engine.open(`${origin}${contentEditorBase}/`, editorWatcher);
    const boot = answer<{ booted: boolean; opfs?: boolean; shown?: string }>(await engine.run(undefined, editorBoot));
    if (!boot.booted) problems.push(`the editor did not boot: the page showed ${boot.shown}`);
    else if (boot.opfs) {
      const files = dictionaryFiles(editedLocales);
      const home = answer<{ hero: { eyebrow: string } }>(files["content/locales/en/home.json"] ?? "");
      const seeded = await engine.run(undefined, editorSeed(files));
      const problem =
        seeded ||
        (await engine.run(undefined, editorSignIn)) ||
        (await engine.run(undefined, editorEntry(home.hero.eyebrow)));
      if (problem) problems.push(problem);
      checked = `OPFS: "${editorWords.entry}" shows the English eyebrow`;
    } else {
      const problem = await engine.run(undefined, editorSignIn);
      if (problem) problems.push(problem);
      checked = `no writable OPFS files: signed in, "${editorWords.collection}" listed`;
    }
    const seen = answer<{ violations: { directive: string; blocked: string }[]; errors: string[] } | null>(
      await engine.run(undefined, "async () => JSON.stringify(window.editorCheck ?? null)"),
    );
    if (!seen) problems.push("the page lost its watcher (did it navigate away?)");
    for (const { directive, blocked } of seen?.violations ?? [])
      if (!expectedViolation(directive, blocked))
        problems.push(`Content-Security-Policy violation: ${directive} ${blocked}`);
    for (const error of seen?.errors ?? []) problems.push(`uncaught: ${error}`);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  problems.push(...engine.consoleErrors().filter((error) => !expectedConsoleError(error)));
  return { problems, checked };
}

if (import.meta.main) {
  if (!ensureEngines()) {
    console.error("check-engines: Firefox ESR, WebKitWebDriver and xvfb are missing and could not be installed");
    process.exit(1);
  }
  const port = Number(process.env.ENGINES_PORT ?? 4391);
  // With the team's inbox on, whose sign-in is checked in each engine too, over https.
  const sink = await startSmtpSink();
  const tlsPort = await freePort();
  const front = await tlsFront(tlsPort, port);
  const adminOrigin = `https://127.0.0.1:${tlsPort}`;
  // A store of its own: the link requests count against the inbox's rate limits.
  const dataDir = mkdtempSync(join(tmpdir(), "keystub-engines-"));
  const server = await startServerProcess(port, {
    BUILD_DIR: process.env.BUILD_DIR || "build",
    DATA_DIR: dataDir,
    ADMIN_EMAILS: team,
    ADMIN_URL: adminOrigin,
    SMTP_URL: sink.url,
    // The content editor, with its test backend: the browser's own storage, no GitHub.
    CONTENT_EDITOR: "test",
  });
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
        for (const locale of locales) {
          const problem = await inboxSignIn(engine, server, adminOrigin, sink, locale);
          console.log(
            `${engine.name.padEnd(8)} ${`${adminBase(locale)} sign-in`.padEnd(28)} ${problem ? "FAILED" : "ok"}`,
          );
          if (problem) failures.push(`${engine.name} ${adminBase(locale)}: ${problem}`);
        }
        const { problems, checked } = await contentEditor(engine, server.url);
        console.log(
          `${engine.name.padEnd(8)} ${`${contentEditorBase} editor`.padEnd(28)} ${problems.length ? "FAILED" : `ok (${checked})`}`,
        );
        for (const problem of problems) failures.push(`${engine.name} ${contentEditorBase}: ${problem}`);
      } finally {
        await engine.close();
      }
    }
  } finally {
    await server.stop();
    await sink.stop();
    front.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failures.length) {
    console.error(`check-engines:\n${failures.join("\n")}`);
    process.exit(1);
  }
  console.log(
    `check-engines: ${paths.length} pages in Firefox and WebKit: every island hydrates with no mismatch, the menu works; the team's inbox signs in; the content editor boots with no error or policy violation and signs in (opening the home page's words where the engine can write to OPFS)`,
  );
}
