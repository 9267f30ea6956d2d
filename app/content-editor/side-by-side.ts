/**
 * Each entry opens with English and Spanish side by side. Sveltia CMS opens an entry with the
 * default language beside its preview, and has no setting for what the second pane first shows; so
 * while an entry's editor shows one language beside the preview, the preview's pane is switched to
 * the other language, as a click on its language button would. On a narrow window the editor shows
 * one pane, in the default language (its `?_locale=` parameter is ignored with two languages): the
 * pane's language menu is opened and `first`, the editor's language, chosen in it. Once the person
 * editing chooses a pane's language or the preview themselves, that entry is theirs until another
 * is opened.
 */
export function openEntriesSideBySide(locales: readonly string[], first: string): void {
  let chosen = "";
  document.addEventListener(
    "click",
    (event) => {
      if (
        event.isTrusted &&
        event.target instanceof Element &&
        event.target.closest(".content-editor [role=radio], [role=option]")
      )
        chosen = location.hash;
    },
    { capture: true },
  );
  // The editor sets its panes more than once while it opens an entry, and may set them again after
  // a click: panes are looked at once the page has been still for a moment, a few times at most
  // for each entry.
  let tries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let entry = "";
  const pair = () => {
    const editor = document.querySelector(".content-editor");
    if (!editor || chosen === location.hash) return;
    if (entry !== location.hash) [entry, tries] = [location.hash, 0];
    const panes = [...editor.querySelectorAll<HTMLElement>(".pane")];
    const edited = panes.filter((pane) => pane.dataset.mode === "edit").map((pane) => pane.dataset.locale);
    const preview = panes.find((pane) => pane.dataset.mode === "preview");
    const wanted = panes.length === 1 ? first : locales.find((locale) => !edited.includes(locale));
    if (edited.length !== 1 || edited[0] === wanted || tries >= 20) return;
    const choice = (role: string) => `button[role="${role}"][data-mode="edit"][value="${wanted}"]`;
    // A single pane is switched once its fields are in: the editor sets its language before that.
    const menu =
      panes.length === 1 && panes[0]?.querySelector("input, textarea")
        ? panes[0]?.querySelector<HTMLElement>('[role="combobox"]')
        : null;
    const button =
      preview?.querySelector<HTMLElement>(choice("radio")) ??
      (menu?.ariaExpanded === "true" ? document.querySelector<HTMLElement>(choice("option")) : menu);
    if (!button) return;
    tries++;
    button.click();
  };
  new MutationObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(pair, 200);
  }).observe(document.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ["data-mode"],
  });
}
