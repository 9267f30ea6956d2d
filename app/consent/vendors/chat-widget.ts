import { addScript, removeScripts } from "./scripts.ts";

// The chat widget of CHAT_WIDGET_SRC (functional category): any vendor's script, plus Intercom's shutdown
// hook; a widget without one cannot be unloaded, so withdrawing it reloads the page.

/** Intercom's hook (the tests' widget) ends its session and deletes its cookies and UI. */
function shutdown(): boolean {
  const intercom = (window as { Intercom?: unknown }).Intercom;
  if (typeof intercom !== "function") return false;
  try {
    intercom("shutdown");
    return true;
  } catch (error) {
    console.warn("The Intercom chat widget did not shut down", error);
    return false;
  }
}

let loadedFrom: string | undefined;
let shutDown = false;

/** Loads the widget once; false when it was shut down on this page, as a second copy would run beside it. */
export function loadChatWidget(src: string): boolean {
  if (shutDown) return false;
  if (loadedFrom) return true;
  loadedFrom = src;
  addScript("chat-widget", src, () => console.warn(`The chat widget could not be loaded from ${new URL(src).origin}`));
  return true;
}

/** Whether the widget is gone; false means only a reload can take it out of the page. */
export function unloadChatWidget(): boolean {
  if (!loadedFrom) return true;
  const origin = new URL(loadedFrom).origin;
  const stopped = shutdown();
  removeScripts("chat-widget", [origin]);
  loadedFrom = undefined;
  shutDown = true;
  return stopped;
}
