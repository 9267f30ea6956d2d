import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, test as base, expect, type Locator, type Page } from "@playwright/test";
import { readOwnDictionary } from "../../content/dictionaries.ts";
import type { EnquiryRecord } from "../../server/storage/store.server.ts";
import { nodeBinary, root, type ServerProcess, startServerProcess } from "../../server/testing/server-process.ts";
import { freePort, type SmtpSink, startSmtpSink } from "../../server/testing/smtp-sink.ts";
import { type Locale, localeDefinition, locales } from "../../site/locales.ts";
import { type Namespace, type PageId, pageIds, pagePath } from "../../site/pages.ts";

export type { Locale, PageId };
export { expect, locales, pageIds, pagePath };

const dictionaries = new Map<string, Record<string, unknown>>();

/** A namespace's dictionary, read once. */
export function readDictionary(locale: Locale, namespace: string): Record<string, unknown> {
  const file = `${locale}/${namespace}`;
  if (!dictionaries.has(file)) dictionaries.set(file, readOwnDictionary(locale, namespace));
  return dictionaries.get(file) ?? {};
}

/** The translated text for a key, from the site's own dictionaries, `{{var}}` filled from `values`. */
export function text(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  const [namespace, path] = key.includes(":") ? (key.split(":") as [Namespace, string]) : (["common", key] as const);
  let node: unknown = readDictionary(locale, namespace);
  for (const part of path.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== "string") throw new Error(`No translation ${locale}/${namespace}:${path}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

export function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** How the language switch names a language to screen readers: "ES (Español)". */
export function languageSwitchName(locale: Locale): string {
  return `${locale.toUpperCase()} (${localeDefinition(locale).name})`;
}

/** Every page in both languages: the loop every end-to-end test of a page runs over. */
export const everyPage = pageIds.flatMap((id) => locales.map((locale) => ({ id, locale, path: pagePath(id, locale) })));

/**
 * Defines tests in one language: a behaviour the language does not change is tested once, the two
 * taking turns across a file; the words, and the layout they take, in both.
 */
export function inLanguage<T>(locale: Locale, define: (locale: Locale) => T): T {
  return define(locale);
}

/**
 * Until the page loader has marked <html> hydrated and the consent banner has decided: "none", or
 * the banner fully faded in (a scan of it half transparent would fail).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.documentElement;
    const banner = root.dataset.consentBanner;
    if (!root.hasAttribute("data-hydrated") || banner === undefined) return false;
    if (banner === "none") return true;
    const shown = document.querySelector("[data-cookie-banner]");
    return shown?.getAnimations().every((animation) => animation.playState === "finished");
  });
}

/** Opens a page by route id and language and waits until the app has hydrated. */
export async function open(page: Page, id: PageId, locale: Locale): Promise<void> {
  expect((await page.goto(pagePath(id, locale)))?.status()).toBe(200);
  await waitForHydration(page);
}

export interface OwnServer {
  readonly server: ServerProcess;
  readonly sink: SmtpSink;
  readonly dataDir: string;
}

/** A worker fixture: the production server with a store and an SMTP sink of its own, and `env`. */
export function ownServer(
  env: Record<string, string>,
): [(_: object, use: (own: OwnServer) => Promise<void>) => Promise<void>, { scope: "worker" }] {
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its pattern
  const start = async ({}: object, use: (own: OwnServer) => Promise<void>) => {
    const dataDir = mkdtempSync(join(tmpdir(), "keystub-e2e-"));
    const sink = await startSmtpSink();
    const server = await startServerProcess(await freePort(), { DATA_DIR: dataDir, SMTP_URL: sink.url, ...env });
    await use({ server, sink, dataDir });
    await server.stop();
    await sink.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return [start, { scope: "worker" }];
}

/** Every enquiry stored under `dataDir`, read with the team's command (`npm run enquiries -- export`). */
export async function exportEnquiries(dataDir: string): Promise<EnquiryRecord[]> {
  const { stdout } = await promisify(execFile)(nodeBinary, ["server/cli/enquiries.ts", "export", "--format", "json"], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" },
  });
  return JSON.parse(stdout) as EnquiryRecord[];
}

/** What axe finds against WCAG 2.2 A and AA (https://www.w3.org/TR/WCAG22/) on the page as it is. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** An init script recording the document's CSP violations; `cspViolations` reads them. */
export function recordCspViolations(): void {
  const seen: string[] = [];
  (window as { __cspViolations?: string[] }).__cspViolations = seen;
  document.addEventListener("securitypolicyviolation", (event) => {
    seen.push(`${event.violatedDirective} ${event.blockedURI}`);
  });
}

export function cspViolations(page: Page): Promise<string[] | undefined> {
  return page.evaluate(() => (window as { __cspViolations?: string[] }).__cspViolations);
}

/** Holds the page's requests to `url` until the returned function is called: no fixed waits. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The page's hero: the first element of <main>, or of its first island (whose wrapper has no box). */
export const heroSelector = "main > :first-child:not([data-island]), main > [data-island]:first-child > :first-child";

/** Brings an island into view (its wrapper has no box) and waits until it has hydrated. */
async function hydrated(island: Locator): Promise<void> {
  await island.evaluate((element) => (element.firstElementChild ?? element).scrollIntoView({ block: "nearest" }));
  await expect(island).toHaveAttribute("data-hydrated", "");
}

export const islandHydrated = (page: Page, name: string) => hydrated(page.locator(`[data-island="${name}"]`).first());

/** Brings every island into view in turn until each has hydrated, then goes back to the top. */
export async function hydrateEveryIsland(page: Page): Promise<void> {
  const islands = page.locator("[data-island]");
  for (let index = 0; index < (await islands.count()); index++) await hydrated(islands.nth(index));
  await page.evaluate(() => window.scrollTo(0, 0));
}

const notFound = "Failed to load resource: the server responded with a status of 404";

/** Console errors and uncaught exceptions, in every context; a test that provokes one empties it. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ context, browser }, use) => {
      const errors: string[] = [];
      const watch = (watched: BrowserContext) => {
        watched.on("console", (message) => {
          if (message.type() !== "error") return;
          // A 404 page's own document is answered with 404 on purpose, and Chromium says so; over
          // plain http under a test host name, it ignores the COOP header and says so too.
          const said = message.text();
          if (message.location().url === message.page()?.url() && said.startsWith(notFound)) return;
          if (said.startsWith("The Cross-Origin-Opener-Policy header has been ignored")) return;
          errors.push(said);
        });
        watched.on("weberror", (webError) => errors.push(webError.error().message));
      };
      watch(context);
      // Contexts a test makes itself (another locale, stored data) are watched as well.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...options) => {
        const made = await newContext(...options);
        watch(made);
        return made;
      };
      try {
        await use(errors);
      } finally {
        browser.newContext = newContext;
      }
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});
