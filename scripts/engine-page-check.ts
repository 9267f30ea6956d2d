// What `npm run check:engines` (scripts/check-engines.ts) runs inside the pages of Firefox and
// WebKit. Each export is handed to the driver as a function, whose source (`toString()`, the types
// stripped by Node) is run in the page: it may use nothing from outside its own body but the page's
// globals and its arguments, and what it returns must be plain data.

export interface PageReport {
  readonly hydrated: boolean;
  readonly islands: { name: string; hydrated: boolean; error: string | null }[];
  readonly menu: boolean;
}

/**
 * Waits for the page to say it is interactive, brings each island into view in turn until it has
 * hydrated (or reported the mismatch React had to mend), then opens and closes the phone menu.
 */
export async function pageCheck(): Promise<PageReport> {
  const until = (test: () => boolean, ms = 20_000) =>
    new Promise<boolean>((done) => {
      const start = performance.now();
      const tick = () => (test() ? done(true) : performance.now() - start > ms ? done(false) : setTimeout(tick, 50));
      tick();
    });
  const hydrated = await until(() => document.documentElement.hasAttribute("data-hydrated"));
  const islands: PageReport["islands"] = [];
  for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
    (element.firstElementChild ?? element).scrollIntoView();
    const done = await until(
      () => element.hasAttribute("data-hydrated") || element.hasAttribute("data-hydration-error"),
    );
    islands.push({
      name: element.dataset.island ?? "",
      hydrated: done && element.hasAttribute("data-hydrated"),
      error: element.dataset.hydrationError || null,
    });
  }
  window.scrollTo(0, 0);
  const button = document.querySelector<HTMLButtonElement>("header button[popovertarget]");
  const menu = button && document.getElementById(button.getAttribute("popovertarget") ?? "");
  let opened = false;
  let closed = false;
  if (button && menu) {
    button.click();
    opened = menu.matches(":popover-open");
    button.click();
    closed = !menu.matches(":popover-open");
  }
  return { hydrated, islands, menu: opened && closed };
}

/**
 * On a first visit: the cookie banner shows; the footer's "Do not sell" opens the opt-out as a
 * modal dialog, whose Cancel closes it and stores nothing; the banner's Reject all stores the
 * refusal and takes the banner away. Each problem in a line.
 */
export async function consentCheck(): Promise<string[]> {
  const until = (test: () => boolean, ms = 10_000) =>
    new Promise<boolean>((done) => {
      const start = performance.now();
      const tick = () => (test() ? done(true) : performance.now() - start > ms ? done(false) : setTimeout(tick, 50));
      tick();
    });
  const problems: string[] = [];
  const banner = () => document.querySelector("[data-cookie-banner]");
  if (!(await until(() => banner() !== null))) return ["the cookie banner did not show on a first visit"];
  document.querySelector<HTMLElement>('footer [data-consent-open="opt-out"]')?.click();
  const dialog = () => document.querySelector("dialog");
  if (!(await until(() => dialog()?.matches(":modal") ?? false)))
    problems.push("the opt-out did not open as a modal dialog");
  dialog()?.querySelector<HTMLButtonElement>('button[value="cancel"]')?.click();
  if (!(await until(() => dialog()?.open === false))) problems.push("the opt-out's Cancel did not close it");
  if (localStorage.getItem("cookie-consent") !== null) problems.push("the opt-out's Cancel stored a choice");
  banner()?.querySelector<HTMLButtonElement>('[data-consent-choice="rejected"]')?.click();
  if (!(await until(() => banner() === null))) problems.push("Reject all did not take the banner away");
  if (localStorage.getItem("cookie-consent") !== "rejected") problems.push("Reject all did not store the refusal");
  return problems;
}

/**
 * On the inbox's sign-in link page: once the page's own script has moved the code from the link's
 * fragment into the form (and out of the address bar), submits the form as a person's click would,
 * after this script has returned.
 */
export function submitSignIn(): string {
  const form = document.querySelector<HTMLFormElement>('form[action$="/sign-in/link"]');
  if (!form) return "no sign-in form";
  const code = form.querySelector<HTMLInputElement>('input[name="code"]');
  if (!code?.value) return "the page's script did not fill in the sign-in code";
  if (location.hash) return "the sign-in code stayed in the address bar";
  setTimeout(() => form.requestSubmit(), 0);
  return "submitted";
}

/** Once the browser has followed the sign-in's answer: where it is, and what the inbox says. */
export async function afterSignIn(): Promise<string> {
  const settled = () => !location.pathname.endsWith("/sign-in/link") && document.readyState === "complete";
  for (let waited = 0; !settled() && waited < 20_000; waited += 100) await new Promise((done) => setTimeout(done, 100));
  return `${location.pathname} | ${document.querySelector("main p")?.textContent ?? ""}`;
}

/** The content editor's Content-Security-Policy violations and uncaught errors, as its watcher keeps them. */
export interface EditorSeen {
  violations: { directive: string; blocked: string }[];
  errors: string[];
}

declare global {
  interface Window {
    editorSeen?: EditorSeen;
  }
}

/** Runs in the editor's page first of all where the engine allows: keeps what `EditorSeen` lists. */
export function editorWatcher(): void {
  if (window.editorSeen) return;
  const seen: EditorSeen = { violations: [], errors: [] };
  window.editorSeen = seen;
  document.addEventListener("securitypolicyviolation", (event) =>
    seen.violations.push({ directive: event.effectiveDirective, blocked: event.blockedURI }),
  );
  window.addEventListener("error", (event) => seen.errors.push(String(event.message)));
  window.addEventListener("unhandledrejection", (event) => seen.errors.push(`unhandled rejection: ${event.reason}`));
}

/** The editor's words for what it shows (app/content-editor/editor-config.ts) and Sveltia CMS's own. */
export interface EditorWords {
  readonly signIn: string;
  readonly collection: string;
  readonly entry: string;
}

export interface EditorReport {
  /** Whether the engine can write files in the origin private file system. */
  readonly opfs: boolean;
  /** What went wrong, or "". */
  readonly problem: string;
  /** What the watcher saw, or null when the page lost it (it navigated away). */
  readonly seen: EditorSeen | null;
}

/**
 * The content editor with its test backend, from its sign-in page. Waits for the sign-in button,
 * then for Sveltia CMS's start-up view transition to finish: it swaps its sign-in page for the editor
 * in a view transition, and a sign-in while the first one (the one it starts as the button first
 * shows) is still pending is undone when that one runs, leaving a blank page; headless WebKit runs
 * it a good half second after the button shows, and a person would not click that fast. Where the
 * engine can write files in the origin private file system, the editor has filled its test backend
 * with the site's words itself (app/content-editor/test-repository.ts), and once signed in, the
 * `entry` must show `value` in an English text box; else the editor, which then starts empty, must
 * list its collection.
 */
export async function editorCheck(words: EditorWords, value: string): Promise<EditorReport> {
  const until = <T>(test: () => T | undefined | null | false, ms = 30_000) =>
    new Promise<T | null>((done) => {
      const start = performance.now();
      const tick = () => {
        const found = test();
        found ? done(found) : performance.now() - start > ms ? done(null) : setTimeout(tick, 100);
      };
      tick();
    });
  const byText = (selector: string, text: string) =>
    [...document.querySelectorAll<HTMLElement>(selector)].find((element) => element.textContent?.trim() === text);
  const shown = () =>
    // biome-ignore lint/performance/useDomNodeTextContent: what the page shows, as a person reads it
    JSON.stringify(`${location.hash} ${document.body.innerText.replace(/\s+/g, " ").trim().slice(0, 160)}`);
  const report = (opfs: boolean, problem: string): EditorReport => ({ opfs, problem, seen: window.editorSeen ?? null });

  const signIn = await until(() => byText("button", words.signIn));
  if (!signIn) return report(false, `the editor did not boot: the page showed ${shown()}`);
  // The start-up transition is pending from the moment the button shows: wait until it has been seen
  // running and then stopped, or, where an engine shows nothing of it, until 15 s have passed.
  let seenMoving = false;
  let calm = performance.now();
  await until(() => {
    const moving =
      Boolean((document as { activeViewTransition?: unknown }).activeViewTransition) ||
      document
        .getAnimations()
        .some((animation) =>
          String((animation.effect as KeyframeEffect | null)?.pseudoElement).startsWith("::view-transition"),
        );
    if (moving) [seenMoving, calm] = [true, performance.now()];
    return seenMoving && performance.now() - calm > 300;
  }, 15_000);
  const opfs =
    typeof navigator.storage?.getDirectory === "function" &&
    typeof FileSystemFileHandle === "function" &&
    "createWritable" in FileSystemFileHandle.prototype;

  signIn.click();
  if (!(await until(() => byText("*", words.collection))))
    return report(opfs, `signed in, it did not list "${words.collection}" but showed ${shown()}`);
  if (!opfs) return report(opfs, "");

  const entry = await until(() => byText("*", words.entry));
  if (!entry) return report(opfs, `it listed no "${words.entry}": ${shown()}`);
  entry.click();
  const englishBoxes = () => [
    ...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[lang="en"], textarea[lang="en"]'),
  ];
  if (await until(() => englishBoxes().find((box) => box.value === value && box.getClientRects().length > 0)))
    return report(opfs, "");
  const first = englishBoxes()
    .slice(0, 3)
    .map((box) => JSON.stringify(box.value));
  return report(
    opfs,
    `"${words.entry}" showed no English text box with ${JSON.stringify(value)} (its first: ${first.join(", ")}; the page: ${shown()})`,
  );
}
