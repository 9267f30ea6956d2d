/** Entries open with both languages side by side (Sveltia CMS has no setting), until the person chooses. */
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
  // The editor sets its panes more than once as an entry opens: they are looked at once the page is still.
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
