/**
 * Each entry opens with English and Spanish side by side. Sveltia CMS opens an entry with the
 * default language beside its preview, and has no setting for what the second pane first shows; so
 * while an entry's editor shows one language beside the preview, the preview's pane is switched to
 * the other language, as a click on its language button would. Once the person editing chooses a
 * pane's language or the preview themselves, that entry is theirs until another is opened. On a
 * narrow window the editor shows one pane, and this does nothing.
 */
export function openEntriesSideBySide(locales: readonly string[]): void {
  let chosen = "";
  document.addEventListener(
    "click",
    (event) => {
      if (event.isTrusted && event.target instanceof Element && event.target.closest(".content-editor [role=radio]"))
        chosen = location.hash;
    },
    { capture: true },
  );
  // The editor may set its panes again just after a click while it is still opening the entry, so
  // a click is checked again a moment later, a few times at most for each entry.
  let tries = 0;
  let entry = "";
  const pair = () => {
    const editor = document.querySelector(".content-editor");
    if (!editor || chosen === location.hash) return;
    if (entry !== location.hash) [entry, tries] = [location.hash, 0];
    const panes = [...editor.querySelectorAll<HTMLElement>(".pane")];
    const edited = panes.filter((pane) => pane.dataset.mode === "edit").map((pane) => pane.dataset.locale);
    const preview = panes.find((pane) => pane.dataset.mode === "preview");
    const other = locales.find((locale) => !edited.includes(locale));
    const button = preview?.querySelector<HTMLButtonElement>(
      `button[role="radio"][data-mode="edit"][value="${other}"]`,
    );
    if (edited.length !== 1 || !button || tries >= 20) return;
    tries++;
    button.click();
    setTimeout(pair, 100);
  };
  new MutationObserver(pair).observe(document.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ["data-mode"],
  });
}
