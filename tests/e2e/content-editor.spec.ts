// The content editor (docs/content-editing.md) in Chromium, offline: Sveltia CMS's test backend
// keeps the repository's files in the browser's own file system (the origin private file system),
// which the editor fills with content/locales/ as the build found it on first start. An editor opens
// a page's words, edits an English | Spanish pair and saves; the saved files are read back and
// compared byte for byte with the repository's.
import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { editedLocales } from "../../app/content-editor/editor-config.ts";
import {
  collectionWords,
  type EditorLanguage,
  editorTitle,
  fileLabels,
  keyWords,
  labelOf,
  saveNotes,
} from "../../app/content-editor/editor-words.ts";
import { testRepositoryFolder as folder, writeFiles } from "../../app/content-editor/test-repository.ts";
import { copyLimit } from "../../content/copy-limits.ts";
import { dictionaryFiles } from "../../content/dictionaries.ts";
import { root } from "../../server/testing/server-process.ts";
import { test as base, expect, type Locale, type OwnServer, ownServer } from "./fixtures.ts";

const test = base.extend<object, { editor: OwnServer }>({
  editor: ownServer({ CONTENT_EDITOR: "test" }),
  baseURL: async ({ editor }, use) => use(editor.server.url),
});

// Side by side needs a laptop's width: on a narrower window the editor shows one pane at a time.
test.use({ viewport: { width: 1440, height: 900 } });

type Files = Record<string, string>;

/** The dictionaries as the repository has them, by path. */
const repositoryFiles = (): Files => dictionaryFiles(editedLocales);

/** The name the editor gives a text of the home page, in `language`, with its limit. */
const homeLabel = (path: string, language: EditorLanguage = "en") =>
  labelOf("home", path, language, { limit: copyLimit("home", path) });

/** Sveltia CMS's own words in `language` by key ("entry_sidebar.slug.title"), up to any `{$…}` in them. */
function vendorWords(language: EditorLanguage): Record<string, string> {
  const flat = (node: object, prefix = ""): [string, string][] =>
    Object.entries(node).flatMap(([key, value]) =>
      typeof value === "object"
        ? flat(value, `${prefix}${key}.`)
        : [[`${prefix}${key}`, String(value).split("{$")[0] ?? ""]],
    );
  const read = (file: string) =>
    Object.fromEntries(
      flat(JSON.parse(readFileSync(`${root}/node_modules/@sveltia/cms/locales/${file}.json`, "utf8"))),
    );
  return { ...read("en-US"), ...(language === "es" ? read("es-CO") : {}) };
}

/**
 * None of the editor's controls that need a vendor's key or do nothing for these files is on the
 * page (Translate, Slug, Backlinks, Assets, creating entries), nor its notes about itself.
 */
async function expectNoVendorControls(page: Page, language: EditorLanguage): Promise<void> {
  const words = vendorWords(language);
  for (const key of [
    "translate_from_x",
    "translate",
    "entry_sidebar.slug.title",
    "entry_sidebar.backlinks.title",
    "assets",
    "create_entry_or_assets",
  ]) {
    const name = words[key] ?? key;
    await expect(page.getByRole("button", { name }).or(page.getByRole("radio", { name })), key).toHaveCount(0);
  }
  for (const key of ["powered_by", "new_language_available", "mobile_promo_title"])
    await expect(page.getByText(words[key] ?? key).filter({ visible: true }), key).toHaveCount(0);
}

/** Sveltia CMS's settings may read localStorage where it is denied; it logs that and goes on. */
const forgiveDeniedStorage = (errors: string[]) =>
  errors.splice(0, Infinity, ...errors.filter((error) => !error.includes("'localStorage' property")));

/** Writes `files` over the test backend's folder of the page's origin, as a developer's later commit would. */
const seed = (page: Page, files: Files) => page.evaluate(writeFiles, { folder, files });

/** Every file of the test backend's folder, by path. */
async function saved(page: Page): Promise<Files> {
  return page.evaluate(async (folder) => {
    const files: Record<string, string> = {};
    const walk = async (dir: FileSystemDirectoryHandle, prefix: string) => {
      for await (const [name, handle] of (
        dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }
      ).entries()) {
        if (handle instanceof FileSystemDirectoryHandle) await walk(handle, `${prefix}${name}/`);
        else files[`${prefix}${name}`] = await (await (handle as FileSystemFileHandle).getFile()).text();
      }
    };
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle(folder), "");
    return files;
  }, folder);
}

/** Signs in to the test backend and opens a page's words, with English on the left and Spanish on the right. */
async function openPair(page: Page, entry: string, files?: Files): Promise<void> {
  await page.goto("/admin/content/");
  const signIn = page.getByRole("button", { name: "Work with Test Repository" });
  // Once the editor's script (2 MB) has run and filled the test backend's folder.
  await expect(signIn).toBeVisible({ timeout: 15_000 });
  // The browser's folder holds the repository's files, every one as written.
  expect(await saved(page)).toEqual(repositoryFiles());
  if (files) await seed(page, files);
  await signIn.click();
  await page.getByText(entry, { exact: true }).click();
  // The editor opens each entry with the other language beside the first, not the preview.
  await expect(pane(page, "English").getByRole("textbox").first()).toBeVisible();
  await expect(pane(page, "Spanish").getByRole("textbox").first()).toBeVisible();
}

/** A page in a Spanish browser `width` pixels wide (a phone's below 768), with the editor's settings `prefs`. */
async function spanishPage(browser: Browser, width: number, prefs?: string): Promise<Page> {
  const phone = width < 768;
  const context = await browser.newContext({
    locale: "es-ES",
    viewport: { width, height: phone ? 844 : 900 },
    isMobile: phone,
    hasTouch: phone,
  });
  if (prefs) await context.addInitScript((prefs) => localStorage.setItem("sveltia-cms.prefs", prefs), prefs);
  return context.newPage();
}

/** The pane that edits one language (its name is "Edit English Content", the language name isolated). */
const pane = (page: Page, language: "English" | "Spanish") =>
  page.getByRole("group", { name: new RegExp(`^Edit \\W?${language}\\W? Content$`) });

/** The text box of a field in one language. */
const box = (page: Page, label: string, locale: "en" | "es") =>
  page
    .getByRole("textbox", { name: label, exact: true })
    .and(page.locator(`[lang="${locale}"]`))
    .first();

/** A file's text with one key's value replaced, the way an edit of it should read. */
function withValue(text: string, before: string, after: string): string {
  const line = `: ${JSON.stringify(before)}`;
  expect(text.split(line).length, `"${before}" appears once`).toBe(2);
  return text.replace(line, `: ${JSON.stringify(after)}`);
}

test.describe("the content editor", () => {
  test("starts in test mode with the repository's words and saves an edited English | Spanish pair as exactly that key in exactly two files, keeping keys it has no field for", async ({
    page,
  }) => {
    // Keys a developer added after the editor was built, in the middle of the file and of an object.
    const files = repositoryFiles();
    const eyebrows: Record<string, [before: string, after: string]> = {};
    for (const [locale, after] of [
      ["en", 'Wallet passes for "music" & sports — tap in'],
      ["es", "Pases para «música» y deporte — entra con un toque"],
    ] as const) {
      const path = `content/locales/${locale}/home.json`;
      const { hero, ...rest } = JSON.parse(files[path] ?? "");
      eyebrows[locale] = [hero.eyebrow, after];
      const grown = {
        hero: { ...hero, tagline: after.slice(0, 9) },
        nextSeason: { title: after.slice(0, 9) },
        ...rest,
      };
      files[path] = `${JSON.stringify(grown, null, 2)}\n`;
    }
    await openPair(page, fileLabels.home?.en ?? "", files);
    await expectNoVendorControls(page, "en");

    const eyebrow = homeLabel("hero.eyebrow");
    const expected = { ...files };
    for (const [locale, [before, after]] of Object.entries(eyebrows) as [Locale, [string, string]][]) {
      await expect(box(page, eyebrow, locale)).toHaveValue(before);
      await box(page, eyebrow, locale).fill(after);
      const path = `content/locales/${locale}/home.json`;
      expected[path] = withValue(files[path] ?? "", before, after);
    }
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Entry saved.")).toBeVisible();
    // Where the change went, in the editor's language.
    await expect(page.getByRole("status").filter({ hasText: saveNotes.test.en })).toBeVisible();
    await expect.poll(() => saved(page)).toEqual(expected);
    // The entry stays open after a save, with the saved words.
    for (const [locale, [, after]] of Object.entries(eyebrows) as [Locale, [string, string]][])
      await expect(box(page, eyebrow, locale)).toHaveValue(after);
  });

  for (const width of [1440, 390])
    test(`speaks Spanish to a Spanish-speaking copywriter at ${width} px: the editor, the names, Spanish first`, async ({
      browser,
      baseURL,
      consoleErrors,
    }) => {
      const page = await spanishPage(browser, width);
      await page.goto(`${baseURL}/admin/content/`);
      await expect(page.getByRole("heading", { name: editorTitle.es })).toBeVisible();
      await expectNoVendorControls(page, "es");
      await page.getByRole("button", { name: "Trabajar con un repositorio de prueba" }).click();
      // On a laptop, the list says where a save goes before anything is saved; a phone lists the collection first.
      if (width < 768) await page.getByText(collectionWords.label.es).first().click();
      else await expect(page.getByText(saveNotes.test.es)).toBeVisible();
      await expectNoVendorControls(page, "es");
      await page.getByText(fileLabels.home?.es ?? "", { exact: true }).click();
      await expect(page.getByRole("button", { name: "Guardar" })).toBeVisible();
      // Side by side on a laptop; on a phone, one language at a time, Spanish first.
      const shown = width < 768 ? (["es"] as const) : (["en", "es"] as const);
      for (const locale of shown) await expect(box(page, homeLabel("hero.heading1", "es"), locale)).toBeVisible();
      if (width < 768) await expect(box(page, homeLabel("hero.heading1", "es"), "en")).toHaveCount(0);
      await expect(page.getByText(keyWords["home:hero.heading1"]?.hint?.es ?? "").first()).toBeVisible();
      await expectNoVendorControls(page, "es");
      // Nor in the editor's menu, which lists the side tabs on a phone.
      const words = vendorWords("es");
      await page.getByRole("button", { name: words.show_editor_options }).click();
      await expect(page.getByRole("menu")).toBeVisible();
      for (const key of ["edit_slug", "entry_sidebar.slug.title", "entry_sidebar.backlinks.title"])
        await expect(page.getByRole("menuitem", { name: words[key] }), key).toHaveCount(0);
      await page.keyboard.press("Escape");
      // An empty value is refused, in Spanish too, and changes no file.
      await box(page, homeLabel("hero.heading1", "es"), "es").fill("");
      await page.getByRole("button", { name: "Guardar" }).click();
      await expect(page.getByRole("button", { name: "Mostrar errores" })).toBeVisible();
      expect(await saved(page)).toEqual(repositoryFiles());
      // On a phone the settings are a page of their own, without the API-key settings either.
      if (width < 768) {
        await page.goto(`${baseURL}/admin/content/#/settings`);
        const settings = page.getByRole("menu", { name: words.settings });
        await expect(settings.getByRole("menuitem", { name: words["prefs.appearance.title"] })).toBeVisible();
        for (const key of ["prefs.i18n.title", "prefs.media.title"])
          await expect(settings.getByRole("menuitem", { name: words[key] }), key).toBeHidden();
        forgiveDeniedStorage(consoleErrors);
      }
      await page.context().close();
    });

  test("shows none of its notes about itself nor its API-key settings to someone who chose its language", async ({
    browser,
    baseURL,
    consoleErrors,
  }) => {
    // Sveltia CMS offers its Spanish to a Spanish browser whose editor was set to English.
    const page = await spanishPage(browser, 1440, '{"locale":"en-US"}');
    await page.goto(`${baseURL}/admin/content/`);
    await page.getByRole("button", { name: "Work with Test Repository" }).click();
    await expect(page.getByText(saveNotes.test.en)).toBeVisible();
    await expectNoVendorControls(page, "en");
    await expectNoVendorControls(page, "es");
    // Its settings offer no translation or media service, which would ask for their API keys.
    const words = vendorWords("en");
    await page.getByRole("button", { name: words.show_account_menu }).click();
    await page.getByRole("menuitem", { name: words.settings }).click();
    await expect(page.getByRole("tab", { name: words["prefs.appearance.title"] })).toBeVisible();
    for (const key of ["prefs.i18n.title", "prefs.media.title"])
      await expect(page.getByRole("tab", { name: words[key] }), key).toHaveCount(0);
    forgiveDeniedStorage(consoleErrors);
    await page.context().close();
  });

  for (const [locale, language] of [
    ["en", "English"],
    ["es", "Spanish"],
  ] as const) {
    test(`previews the edited words on the real page, in ${language}`, async ({ page }) => {
      await openPair(page, fileLabels.home?.en ?? "");
      const words = locale === "en" ? "Tickets that tap you in" : "Boletos que entran con un toque";
      await box(page, homeLabel("hero.heading1"), locale).fill(words);
      // The pane that is not the edited language's shows the preview, in the edited language.
      await pane(page, locale === "en" ? "Spanish" : "English")
        .getByRole("radio", { name: "Preview" })
        .click();
      const frame = page.frameLocator("iframe").last();
      await expect(frame.locator("html")).toHaveAttribute("lang", locale);
      // Above the page, every headline the banner types in turn, the edited one first.
      const headlines = frame.getByRole("region").getByRole("listitem");
      await expect(headlines).toHaveCount(5);
      await expect(headlines.first()).toHaveText(words);
      // The home page's hero, rendered by its own component with the edited heading, drawn at a
      // laptop's width in a frame scaled to the pane: the header shows its menu, not the phone's button.
      const preview = frame.frameLocator("iframe");
      await expect(preview.locator("main h1")).toContainText(words);
      expect(await preview.locator("html").evaluate(() => window.innerWidth)).toBe(1280);
      await expect(preview.locator("header nav a[href]").first()).toBeVisible();
      // In the site's own typeface, as the page shows it once Inter is loaded.
      await expect
        .poll(() =>
          preview
            .locator("html")
            .evaluate(() =>
              [...document.fonts].some((font) => font.family === "Inter Variable" && font.status === "loaded"),
            ),
        )
        .toBe(true);
    });
  }
});
