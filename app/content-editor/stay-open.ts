/**
 * After a save the entry stays open: Sveltia CMS's own setting (Settings → Contents, "close the
 * editor after saving"), off unless the person turns it on there. Imported before the editor, which
 * reads its settings (localStorage `sveltia-cms.prefs`) as it loads.
 */
try {
  const prefs = JSON.parse(localStorage.getItem("sveltia-cms.prefs") ?? "{}") as Record<string, unknown>;
  if (prefs.closeOnSave === undefined)
    localStorage.setItem("sveltia-cms.prefs", JSON.stringify({ ...prefs, closeOnSave: false }));
} catch {
  // Unreadable settings are Sveltia's to reset.
}
