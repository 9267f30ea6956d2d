// `npm run check:engines`: the pages, the inbox's sign-in and the content editor in Debian's Firefox ESR
// (puppeteer-core over WebDriver BiDi) and WebKitGTK (selenium-webdriver, under xvfb); scripts/README.md.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { launch } from "puppeteer-core";
import { Builder } from "selenium-webdriver";
import { editedLocales } from "../app/content-editor/editor-config.ts";
import { collectionWords, fileLabels } from "../app/content-editor/editor-words.ts";
import { dictionaryFiles } from "../content/dictionaries.ts";
import { adminBase, contentEditorBase } from "../server/admin/admin-paths.ts";
import { translate } from "../server/contact/messages.server.ts";
import { type ServerProcess, startServerProcess } from "../server/testing/server-process.ts";
import { freePort, type SmtpSink, startSmtpSink } from "../server/testing/smtp-sink.ts";
import { startTlsFront } from "../server/testing/tls-front.ts";
import { aptInstall } from "../setup/apt-install.ts";
import { type Locale, locales } from "../site/locales.ts";
import { notFound, type PageId, pagePath } from "../site/pages.ts";
import { afterSignIn, editorCheck, editorWatcher, pageCheck, submitSignIn } from "./engine-page-check.ts";

// Debian's packages; neither library downloads a browser or a driver. openssl makes the https front's certificate.
const [firefoxPath, webkitDriverPath, miniBrowserPath, xvfbRunPath] = [
  "/usr/bin/firefox-esr",
  "/usr/bin/WebKitWebDriver",
  "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
  "/usr/bin/xvfb-run",
];
const enginesPresent = () =>
  [firefoxPath, webkitDriverPath, miniBrowserPath, xvfbRunPath, "/usr/bin/openssl"].every((path) => existsSync(path));

/** The pages checked: each kind of island, the consent flow, a page with none and the 404 page. */
const checkedPages: readonly PageId[] = ["home", "music", "pricing", "contact", "privacy"];

/** A browser, driven: `open` runs `watcher` in the page as early as the engine allows. */
interface Engine {
  readonly name: string;
  open(url: string, watcher?: () => void): Promise<void>;
  run<Args extends unknown[], Result>(
    script: (...args: Args) => Result | Promise<Result>,
    ...args: Args
  ): Promise<Result>;
  /** The console's errors and uncaught exceptions since the page was opened (only Firefox reports them). */
  consoleErrors(): string[];
  resize(width: number, height: number): Promise<void>;
  close(): Promise<void>;
}

/** A phone's screen, where the menu is a popover. */
const phone = { width: 412, height: 823 };

/** Firefox ESR, launched with a profile of Puppeteer's making (no first-run pages, updates or network checks). */
async function firefox(): Promise<Engine> {
  // The inbox is checked over https with a certificate made for the run (tlsFront).
  const browser = await launch({ browser: "firefox", executablePath: firefoxPath, acceptInsecureCerts: true });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  await page.setViewport(phone);
  // Puppeteer hands on JavaScript log entries (uncaught exceptions, policy violations) without their
  // level: a JavaScript warning counts too.
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`javascript: ${error instanceof Error ? error.message : error}`));
  return {
    name: "Firefox",
    async open(url, watcher) {
      // What the last page logs as it is left is no error of the next one.
      await page.goto("about:blank");
      errors.length = 0;
      const preload = watcher && (await page.evaluateOnNewDocument(watcher));
      try {
        await page.goto(url);
      } finally {
        if (preload) await page.removeScriptToEvaluateOnNewDocument(preload.identifier);
      }
    },
    // Puppeteer's types cannot follow a generic script's; these scripts take and give plain data.
    run: (script, ...args) => page.evaluate(script as (...args: unknown[]) => never, ...args),
    consoleErrors: () => [...errors],
    resize: (width, height) => page.setViewport({ width, height }),
    close: () => browser.close(),
  };
}

/** WebKitGTK's MiniBrowser through WebKitWebDriver, which xvfb-run starts on a virtual X display. */
async function webkit(): Promise<Engine> {
  const port = await freePort();
  // In a process group of its own, so that the driver, its browser and the X server stop together.
  const child = spawn(xvfbRunPath, ["-a", webkitDriverPath, `--port=${port}`], { stdio: "ignore", detached: true });
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  const server = `http://127.0.0.1:${port}`;
  try {
    const ready = () =>
      fetch(`${server}/status`).then(
        (answer) => answer.ok,
        () => false,
      );
    for (const start = Date.now(); !(await ready()); await sleep(200))
      if (Date.now() - start > 30_000) throw new Error("check-engines: WebKitWebDriver did not start within 30 s");
    const driver = await new Builder()
      .usingServer(server)
      .withCapabilities({
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": { binary: miniBrowserPath, args: ["--automation"] },
        // The inbox is checked over https with a certificate made for the run (tlsFront).
        acceptInsecureCerts: true,
      })
      .build();
    // The content editor's check is one script, whose steps may wait 135 s in all.
    await driver.manage().setTimeouts({ script: 180_000, pageLoad: 60_000 });
    const window = driver.manage().window();
    await window.setRect(phone).catch(() => {});
    return {
      name: "WebKit",
      async open(url, watcher) {
        await driver.get(url);
        if (watcher) await driver.executeScript(watcher);
      },
      // WebDriver classic waits for the promise an async function returns.
      run: (script, ...args) => driver.executeScript(script, ...args),
      // WebDriver classic reads no console: WebKit's errors show as the problems the scripts find.
      consoleErrors: () => [],
      async resize(width, height) {
        await window.setRect({ width, height });
      },
      async close() {
        await driver.quit().catch(() => {});
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}

const team = "team@keystub.example";

/**
 * Signs in to the inbox in `locale` through the mailed link's page; the problems, none when the inbox
 * then says who signed in. The engine must keep the `__Host-` Secure, SameSite=Strict cookie.
 */
async function inboxSignIn(
  engine: Engine,
  server: ServerProcess,
  origin: string,
  sink: SmtpSink,
  locale: Locale,
): Promise<string[]> {
  const base = adminBase(locale);
  const before = sink.mails.length;
  // On the inbox's own host (ADMIN_URL), with the Origin its form sends: a write that names none is refused.
  await new Promise<void>((done, fail) => {
    const headers = { Host: new URL(origin).host, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" };
    const asked = httpRequest(`${server.url}${base}/sign-in`, { method: "POST", headers }, (answer) => {
      answer.resume().on("end", done);
    });
    asked.on("error", fail);
    asked.end(new URLSearchParams({ email: team }).toString());
  });
  const [mail] = (await sink.waitFor(before + 1)).slice(before);
  const path = /https?:\/\/[^/\s]+(\/\S*sign-in\/link#code=[A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
  if (!path) return ["no sign-in link was mailed"];
  await engine.open(`${origin}${path}`);
  const submitted = await engine.run(submitSignIn);
  if (submitted !== "submitted") return [submitted];
  // The page is replaced while the answer loads: a script that ran in the old one is asked again.
  let shown = "";
  for (let attempt = 0; attempt < 40 && !shown; attempt++) {
    shown = await engine.run(afterSignIn).catch(() => "");
    if (shown.includes("/sign-in/link")) shown = "";
    if (!shown) await sleep(250);
  }
  const expected = `${base}/enquiries | ${translate(locale, "admin")("inbox.signedInAs", { email: team })}`;
  return shown === expected ? [] : [`the inbox's sign-in ended at "${shown}", not "${expected}"`];
}

/** The content editor in this engine, on a laptop's screen as staff use it: the problems, and what was checked. */
async function contentEditor(engine: Engine, origin: string) {
  const words = {
    signIn: "Work with Test Repository",
    collection: collectionWords.label.en,
    entry: fileLabels.home?.en ?? "",
  };
  await engine.resize(1440, 900);
  await engine.open(`${origin}${contentEditorBase}/`, editorWatcher);
  const home = JSON.parse(dictionaryFiles(editedLocales)["content/locales/en/home.json"] ?? "");
  const { opfs, problems } = await engine.run(editorCheck, words, (home as { hero: { eyebrow: string } }).hero.eyebrow);
  const checked = opfs
    ? `OPFS: "${words.entry}" shows the English eyebrow`
    : `no writable OPFS files: signed in, "${words.collection}" listed`;
  return { problems, checked };
}

if (import.meta.main) {
  const packages = ["firefox-esr", "webkit2gtk-driver", "xvfb", "xauth", "openssl"];
  if (!enginesPresent() && !(aptInstall(packages, "check:engines") && enginesPresent())) {
    console.error(
      `check-engines: Firefox ESR, WebKitWebDriver, xvfb and openssl are needed (Debian: apt-get install ${packages.join(" ")})`,
    );
    process.exit(1);
  }
  const port = await freePort();
  // The inbox and the content editor answer on ADMIN_URL alone, here an https front as a deployment's
  // TLS proxy: WebKit keeps a `Secure` cookie only from https, loopback included.
  const sink = await startSmtpSink();
  const front = await startTlsFront(`http://127.0.0.1:${port}`);
  const adminOrigin = front.url;
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
  /** Runs one check; its problems, an error it threw and, where the engine reports them, the console's errors fail it. */
  const check = async (engine: Engine, what: string, run: () => Promise<{ problems: string[]; ok: string }>) => {
    const { problems, ok } = await run().catch((error) => ({ problems: [String(error?.message ?? error)], ok: "" }));
    problems.push(...engine.consoleErrors());
    console.log(`${engine.name.padEnd(8)} ${what.padEnd(28)} ${problems.length ? "FAILED" : ok}`);
    for (const problem of problems) failures.push(`${engine.name} ${what}: ${problem}`);
  };
  try {
    for (const start of [firefox, webkit]) {
      const engine = await start();
      try {
        for (const [index, path] of paths.entries())
          await check(engine, path, async () => {
            await engine.open(`${server.url}${path}`);
            // The first page is a first visit: its banner is answered there, and the rest see none.
            const { problems, islands } = await engine.run(pageCheck, index === 0);
            return { problems, ok: `ok (${islands} islands)` };
          });
        for (const locale of locales)
          await check(engine, `${adminBase(locale)} sign-in`, async () => ({
            problems: await inboxSignIn(engine, server, adminOrigin, sink, locale),
            ok: "ok",
          }));
        await check(engine, `${contentEditorBase} editor`, async () => {
          const { problems, checked } = await contentEditor(engine, adminOrigin);
          return { problems, ok: `ok (${checked})` };
        });
      } finally {
        await engine.close();
      }
    }
  } finally {
    await server.stop();
    await sink.stop();
    await front.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failures.length) {
    console.error(`check-engines:\n${failures.join("\n")}`);
    process.exit(1);
  }
  console.log(
    `check-engines: ${paths.length} pages in Firefox and WebKit: every island hydrates with no mismatch, the menu works, a first visit's cookie banner and opt-out answer; the team's inbox signs in; the content editor boots with no error or policy violation and signs in (opening the home page's words where the engine can write to OPFS)`,
  );
}
