// What scripts/check-engines.ts runs inside the pages. The drivers run each export's source in the
// page: it may use nothing but its body, the page's globals and its arguments, and returns plain data.

/**
 * Every island hydrates with no mismatch once in view; the phone menu opens and closes. On a first
 * visit: the banner shows, the opt-out's Cancel stores nothing, Reject all stores the refusal.
 */
export async function pageCheck(firstVisit: boolean): Promise<{ problems: string[]; islands: number }> {
  const until = (test: () => boolean) =>
    new Promise<boolean>((done) => {
      const start = performance.now();
      const tick = () =>
        test() ? done(true) : performance.now() - start > 20_000 ? done(false) : setTimeout(tick, 50);
      tick();
    });
  const problems: string[] = [];
  const expect = (ok: boolean, problem: string) => ok || problems.push(problem);
  const hydrated = await until(() => document.documentElement.hasAttribute("data-hydrated"));
  expect(hydrated, "never said it was interactive (html[data-hydrated])");
  const islands = document.querySelectorAll<HTMLElement>("[data-island]");
  for (const element of islands) {
    (element.firstElementChild ?? element).scrollIntoView();
    await until(() => element.hasAttribute("data-hydrated") || element.hasAttribute("data-hydration-error"));
    const { island, hydrationError } = element.dataset;
    if (hydrationError) problems.push(`island ${island}: hydration mismatch: ${hydrationError}`);
    else expect(element.hasAttribute("data-hydrated"), `island ${island} did not hydrate`);
  }
  window.scrollTo(0, 0);
  const button = document.querySelector<HTMLButtonElement>("header button[popovertarget]");
  const menu = button && document.getElementById(button.getAttribute("popovertarget") ?? "");
  button?.click();
  const opened = menu?.matches(":popover-open");
  button?.click();
  expect(Boolean(opened && !menu?.matches(":popover-open")), "the phone menu did not open and close by its button");
  if (!firstVisit) return { problems, islands: islands.length };

  const banner = () => document.querySelector("[data-cookie-banner]");
  if (!(await until(() => banner() !== null)))
    return { problems: [...problems, "the cookie banner did not show on a first visit"], islands: islands.length };
  document.querySelector<HTMLElement>('footer [data-consent-open="opt-out"]')?.click();
  const dialog = () => document.querySelector("dialog");
  expect(await until(() => dialog()?.matches(":modal") ?? false), "the opt-out did not open as a modal dialog");
  dialog()?.querySelector<HTMLButtonElement>('button[value="cancel"]')?.click();
  expect(await until(() => dialog()?.open === false), "the opt-out's Cancel did not close it");
  expect(localStorage.getItem("cookie-consent") === null, "the opt-out's Cancel stored a choice");
  banner()?.querySelector<HTMLButtonElement>('[data-consent-choice="rejected"]')?.click();
  expect(await until(() => banner() === null), "Reject all did not take the banner away");
  expect(localStorage.getItem("cookie-consent") === "rejected", "Reject all did not store the refusal");
  return { problems, islands: islands.length };
}

/** On the sign-in link's page, once its script has moved the code from the address bar into the form: submits it. */
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

declare global {
  interface Window {
    editorSeen?: { violations: string[]; errors: string[] };
  }
}

/** Runs in the editor's page first of all where the engine allows: keeps its policy violations and uncaught errors. */
export function editorWatcher(): void {
  if (window.editorSeen) return;
  const seen = { violations: [] as string[], errors: [] as string[] };
  window.editorSeen = seen;
  document.addEventListener("securitypolicyviolation", (event) =>
    seen.violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
  );
  window.addEventListener("error", (event) => seen.errors.push(String(event.message)));
  window.addEventListener("unhandledrejection", (event) => seen.errors.push(`unhandled rejection: ${event.reason}`));
}

/**
 * The content editor with its test backend signs in and lists its collection; where the engine can
 * write to the origin private file system (`opfs`) the backend holds the site's words
 * (app/content-editor/test-repository.ts), and the entry shows `value` in an English text box.
 */
export async function editorCheck(
  words: { signIn: string; collection: string; entry: string },
  value: string,
): Promise<{ opfs: boolean; problems: string[] }> {
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
  let opfs = false;
  const report = (problem?: string) => {
    const seen = window.editorSeen;
    const problems = seen
      ? [
          ...seen.violations.map((v) => `Content-Security-Policy violation: ${v}`),
          ...seen.errors.map((e) => `uncaught: ${e}`),
        ]
      : ["the page lost its watcher (did it navigate away?)"];
    return { opfs, problems: problem ? [problem, ...problems] : problems };
  };

  const signIn = await until(() => byText("button", words.signIn));
  if (!signIn) return report(`the editor did not boot: the page showed ${shown()}`);
  // A sign-in during Sveltia CMS's start-up view transition is undone when it runs (a blank page): wait
  // until it has been seen running and stopped, or 15 s where an engine shows nothing of it.
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
  opfs =
    typeof navigator.storage?.getDirectory === "function" &&
    typeof FileSystemFileHandle === "function" &&
    "createWritable" in FileSystemFileHandle.prototype;

  signIn.click();
  if (!(await until(() => byText("*", words.collection))))
    return report(`signed in, it did not list "${words.collection}" but showed ${shown()}`);
  if (!opfs) return report();
  const entry = await until(() => byText("*", words.entry));
  if (!entry) return report(`it listed no "${words.entry}": ${shown()}`);
  entry.click();
  const englishBoxes = () => [
    ...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[lang="en"], textarea[lang="en"]'),
  ];
  if (await until(() => englishBoxes().find((box) => box.value === value && box.getClientRects().length > 0)))
    return report();
  const first = englishBoxes()
    .slice(0, 3)
    .map((box) => JSON.stringify(box.value));
  return report(
    `"${words.entry}" showed no English text box with ${JSON.stringify(value)} (its first: ${first.join(", ")}; the page: ${shown()})`,
  );
}
