// After each save, a note says where the change went, until closed.
export function showSaveNote(text: string, close: string, lang: string): void {
  document.querySelector(".keystub-save-note")?.remove();
  const note = document.createElement("div");
  note.className = "keystub-save-note";
  note.setAttribute("role", "status");
  note.lang = lang;
  const words = document.createElement("p");
  words.textContent = text;
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = close;
  button.addEventListener("click", () => note.remove());
  note.append(words, button);
  document.body.append(note);
}
