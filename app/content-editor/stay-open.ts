// After a save the entry stays open (Sveltia's own setting), set before the editor reads its settings.
try {
  const prefs = JSON.parse(localStorage.getItem("sveltia-cms.prefs") ?? "{}") as Record<string, unknown>;
  if (prefs.closeOnSave === undefined)
    localStorage.setItem("sveltia-cms.prefs", JSON.stringify({ ...prefs, closeOnSave: false }));
} catch {
  // Unreadable settings are Sveltia's to reset.
}
